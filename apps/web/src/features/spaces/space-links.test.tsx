import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { MenuItem, ReplyOf, SpaceType, eventRoutes } from '@foyer/contracts';
import { menuFixture, renderUi } from '@/app/test-utils';
import { eventKeys } from '@/shared/session/event-queries';
import { ClosedSpaceTooltip } from './closed-space-tooltip';
import { spacesOfMenus } from './menu-spaces';
import { applyPublishedSpace } from './realtime';
import { SpaceCard } from './space-card';
import { menuItemTarget } from './space-links';

const item = (over: Partial<MenuItem>): MenuItem => ({ id: 1, text: 'x', order: 1, space: null, linked_space: null, url: null, ...over });
const space = (type: SpaceType, slug = 's', published = true) => ({ id: 9, type, slug, name: slug, published });

describe('menu entry targets (space-to-path mapping)', () => {
  it.each([
    ['map', '/demo/map/hall/'],
    ['presentation', '/demo/presentation/hall/'],
    ['networking', '/demo/networking/hall/'],
    ['cinema', '/demo/cinema/hall/'],
    ['jobs', '/demo/jobs/hall'],
    ['meeting', '/demo/meetings/hall'],
    ['chat_roulette', '/demo/chatroulette/hall/'],
    ['posters', '/demo/posters/hall/'],
    ['embedded', '/demo/embedded/hall/'],
  ] as const)('a %s space opens at %s', (type, path) => {
    expect(menuItemTarget('demo', item({ space: space(type, 'hall') }))).toEqual({ kind: 'space', path, closed: false, type });
  });

  it('a booth uses its linked space slug as mapSlug', () => {
    expect(menuItemTarget('demo', item({ space: space('booth', 'aurora'), linked_space: { slug: 'expo' } }))).toMatchObject({
      path: '/demo/map/expo/booth/aurora',
    });
    expect(menuItemTarget('demo', item({ space: space('booth', 'aurora') }))).toMatchObject({ path: '/demo/booths/aurora' });
  });

  it('the linked space is a booth matter only', () => {
    expect(menuItemTarget('demo', item({ space: space('map', 'hall'), linked_space: { slug: 'other' } }))).toMatchObject({ path: '/demo/map/hall/' });
  });

  it('an unpublished space is closed; external links and empty entries are told apart', () => {
    expect(menuItemTarget('demo', item({ space: space('cinema', 'c', false) }))).toMatchObject({ closed: true });
    expect(menuItemTarget('demo', item({ url: 'https://example.com' }))).toEqual({ kind: 'external', url: 'https://example.com' });
    expect(menuItemTarget('demo', item({ url: 'javascript:alert(1)' }))).toEqual({ kind: 'none' });
    expect(menuItemTarget('demo', item({}))).toEqual({ kind: 'none' });
  });

  it('lists every space of the menus once, in menu order', () => {
    expect(spacesOfMenus(menuFixture()).map((i) => i.space?.slug)).toEqual(['venue', 'main', 'aurora']);
  });
});

describe('closed spaces', () => {
  it("show a 'space is closed' tooltip and no link", async () => {
    const closed = menuFixture()[1]!.sub_menus[0]!.items[0]!;
    const { container } = renderUi(<SpaceCard eventSlug="demo" item={closed} />);
    expect(container.querySelector('a[href]')).toBeNull();
    expect(screen.getByRole('link', { name: 'Main stage: This space is closed' }).getAttribute('aria-disabled')).toBe('true');
    const card = screen.getByText('Main stage').closest('[aria-disabled="true"]');
    expect(card).toBeTruthy();
    await userEvent.hover(screen.getByLabelText('Main stage: This space is closed'));
    expect(await screen.findByRole('tooltip')).toHaveProperty('textContent', 'This space is closed');
  });

  it('an open space is a link to its address', () => {
    const open = menuFixture()[2]!;
    renderUi(<SpaceCard eventSlug="demo" item={open} />);
    expect(screen.getByRole('link').getAttribute('href')).toBe('/demo/map/expo/booth/aurora');
  });

  it('the tooltip wrapper renders its child untouched for an open space', () => {
    renderUi(
      <ClosedSpaceTooltip closed={false}>
        <a href="/x">Open</a>
      </ClosedSpaceTooltip>,
    );
    expect(screen.queryByLabelText(/This space is closed/)).toBeNull();
  });
});

describe('updated_published_space', () => {
  it('opens or closes the space in cached menus and space lists', async () => {
    const queryClient = new QueryClient();
    const page = { count: 3, next: null, previous: null, results: menuFixture() };
    queryClient.setQueryData<ReplyOf<typeof eventRoutes.navigation>>(eventKeys.navigation('demo'), page);
    queryClient.setQueryData(eventKeys.spaces('demo'), { count: 1, next: null, previous: null, results: [{ id: 12, type: 'presentation', slug: 'main', name: 'Main stage', published: false }] });
    applyPublishedSpace(queryClient, 'demo', { id: 12, type: 'presentation', slug: 'main', published: true });
    const nav = queryClient.getQueryData<typeof page>(eventKeys.navigation('demo'))!;
    await waitFor(() => expect(nav.results[1]!.sub_menus[0]!.items[0]!.space!.published).toBe(true));
    expect(queryClient.getQueryData<{ results: Array<{ published: boolean }> }>(eventKeys.spaces('demo'))!.results[0]!.published).toBe(true);
  });
});
