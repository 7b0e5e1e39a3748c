import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Favourite, FavouriteEntry } from '@foyer/contracts';
import { boothDetailFixture, eventFixture, renderApp, shellServer, signInForTest, stubFetch, type FetchHandler } from '@/app/test-utils';
import { registerSpacePage } from '@/shared/plug-ins/space-pages';
import { BoothSpacePage } from '@/features/booths/components/booth-space-page';
import { boothFavouriteView, boothFileFavouriteView } from '@/features/booths/favourite-views';
import { attendeeFavouriteView } from './attendee-view';
import { goodiebagKeys } from './api';
import { registerFavouriteView } from '@/shared/plug-ins/favourite-views';

vi.setConfig({ testTimeout: 20_000 });

beforeAll(() => {
  registerSpacePage('booth', BoothSpacePage);
  registerFavouriteView('booth', async () => boothFavouriteView);
  registerFavouriteView('file', async () => boothFileFavouriteView);
  registerFavouriteView('user', async () => attendeeFavouriteView);
});

const entry = (id: number, itemType: string, itemId: number, type: string): FavouriteEntry => ({ id, item_id: itemId, item_type: itemType, type, created: '2026-05-12T10:00:00Z' });
const boothFavourite: Favourite = { ...entry(1, 'booth', 100, 'Booth'), item: { id: 100, slug: 'aurora', name: 'Aurora Optics', subtitle: 'Lenses', logo: null } };
const fileFavourite: Favourite = {
  ...entry(2, 'file', 5, 'file'),
  item: { id: 5, name: 'Catalogue', url: '/files/catalogue.pdf', booth_slug: 'aurora', booth_name: 'Aurora Optics' },
};
const userFavourite: Favourite = { ...entry(3, 'user', 9, 'Attendee'), item: { id: 9, first_name: 'Mystery Guest', last_name: '', mugshot: null, jobtitle: '', company: '' } };
const page = (results: Favourite[]) => ({ count: results.length, next: null, previous: null, results });

function bagServer(favourites: Favourite[], event = eventFixture()): FetchHandler {
  const shell = shellServer({ event: { body: event } });
  return (method, path, body) => {
    if (method === 'GET' && path.startsWith('/api/events/demo/goodiebag/?')) {
      const query = new URLSearchParams(path.split('?')[1]);
      if (query.get('exclude_related') === '1') return { body: favourites.map(({ item: _item, ...e }) => e) };
      return { body: page(favourites.filter((f) => f.item_type === query.get('type'))) };
    }
    if (method === 'DELETE' && path.startsWith('/api/events/demo/goodiebag/')) return { status: 204 };
    return shell(method, path, body);
  };
}

const categoryNames = () =>
  within(screen.getByRole('navigation', { name: 'Categories' }))
    .getAllByRole('link')
    .map((a) => a.textContent?.replace(/\d+$/, ''));

describe('goodie bag page', () => {
  it("shows the spec's categories in order under the translated default name, each with its count", async () => {
    signInForTest();
    stubFetch(bagServer([boothFavourite, fileFavourite]));
    renderApp('/demo/goodiebag');
    expect((await screen.findByTestId('goodiebag-title')).textContent).toBe('Favorites');
    expect(categoryNames()).toEqual(['Files', 'Speakers', 'Program items', 'Attendees', 'Booths', 'Posters', 'Meeting experts', 'Group sessions']);
    await waitFor(() => expect(screen.getByTestId('goodiebag-category-booths').textContent).toContain('1'));
    // Files come first: the document opens in a new tab, its booth named under it.
    const [item] = await screen.findAllByTestId('favourite-item');
    const file = within(item as HTMLElement).getByRole('link', { name: /Catalogue/ });
    expect(file.getAttribute('href')).toBe('/files/catalogue.pdf');
    expect(file.getAttribute('target')).toBe('_blank');
    expect(file.textContent).toContain('Aurora Optics');
  });

  it('hides booths and posters in the lite edition, and uses the event’s own name', async () => {
    signInForTest();
    stubFetch(bagServer([], eventFixture({ is_lite: true, goodiebag_name: 'My bag' })));
    renderApp('/demo/goodiebag');
    await waitFor(() => expect(screen.getByTestId('goodiebag-title').textContent).toBe('My bag'));
    expect(categoryNames()).toEqual(['Files', 'Speakers', 'Program items', 'Attendees', 'Meeting experts', 'Group sessions']);
  });

  it('shows each category its empty text, also kinds no feature offers yet (without asking the server)', async () => {
    signInForTest();
    const server = stubFetch(bagServer([]));
    renderApp('/demo/goodiebag?category=speakers');
    expect((await screen.findByTestId('favourites-empty')).textContent).toContain('No speakers saved yet');
    expect(server.calls.some((c) => c.path.includes('type=performer'))).toBe(false);
    fireEvent.click(screen.getByTestId('goodiebag-category-booths'));
    expect((await screen.findByTestId('favourites-empty')).textContent).toContain('No booths saved yet');
  });

  it('points empty meeting experts and group sessions to where they are listed (group sessions only while the event has them)', async () => {
    signInForTest();
    stubFetch(bagServer([], eventFixture({ enable_group_sessions: true })));
    const first = renderApp('/demo/goodiebag?category=meeting_experts');
    const experts = await screen.findByTestId('favourites-empty');
    expect(within(experts).getByRole('link', { name: 'Find meetings' }).getAttribute('href')).toBe('/demo/allmeetings');
    fireEvent.click(screen.getByTestId('goodiebag-category-group_sessions'));
    await waitFor(() => expect(screen.getByTestId('favourites-empty').textContent).toContain('No group sessions saved yet'));
    expect(within(screen.getByTestId('favourites-empty')).getByRole('link', { name: 'See the group sessions' }).getAttribute('href')).toBe('/demo/allmeetings#group-sessions');
    first.unmount();
    stubFetch(bagServer([], eventFixture({ enable_group_sessions: false })));
    renderApp('/demo/goodiebag?category=group_sessions');
    const none = await screen.findByTestId('favourites-empty');
    expect(within(none).queryByRole('link')).toBeNull();
  });

  it('lists booths leading to the booth and attendees as the server presents them', async () => {
    signInForTest();
    stubFetch(bagServer([boothFavourite, userFavourite]));
    renderApp('/demo/goodiebag?category=booths');
    const [item] = await screen.findAllByTestId('favourite-item');
    const booth = within(item as HTMLElement).getByRole('link', { name: /Aurora Optics/ });
    expect(booth.getAttribute('href')).toBe('/demo/booths/aurora');
    fireEvent.click(screen.getByTestId('goodiebag-category-attendees'));
    const items = await screen.findAllByTestId('favourite-item');
    expect(items[0]?.textContent).toContain('Mystery Guest');
  });

  it('takes an item out at once with its bookmark toggle', async () => {
    signInForTest();
    const server = stubFetch(bagServer([boothFavourite]));
    renderApp('/demo/goodiebag?category=booths');
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Aurora Optics from your bookmarks' }));
    expect((await screen.findByTestId('favourites-empty')).textContent).toContain('No booths saved yet');
    await waitFor(() => expect(server.find('DELETE', '/api/events/demo/goodiebag/booth/100/')).toHaveLength(1));
  });

  it('shows an error with a retry when the list cannot be loaded', async () => {
    signInForTest();
    const bag = bagServer([]);
    stubFetch((method, path, body) => (path.includes('type=booth') ? { status: 500, body: { detail: 'boom' } } : bag(method, path, body)));
    renderApp('/demo/goodiebag?category=booths');
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

describe('favourite views registry', () => {
  it('shows a kind a later feature registers, with no change to the goodie bag', async () => {
    registerFavouriteView('show', async () => ({ describe: (item) => ({ title: String(item.name), subtitle: 'Main stage' }) }));
    signInForTest();
    stubFetch(bagServer([{ ...entry(4, 'show', 12, 'ProgramItem'), item: { id: 12, name: 'Opening keynote' } }]));
    renderApp('/demo/goodiebag?category=program_items');
    const [item] = await screen.findAllByTestId('favourite-item');
    expect(item?.textContent).toContain('Opening keynote');
    expect(item?.textContent).toContain('Main stage');
  });
});

describe('bookmark toggle', () => {
  /** The booth page's server, whose POST to the goodie bag waits until released. */
  function heldServer(reply: { status: number; body: unknown }) {
    const bag = bagServer([]);
    const base = stubFetch((method, path, body) => {
      if (path === '/api/events/demo/booths/aurora/') return { body: boothDetailFixture({ documents: [{ id: 5, name: 'Catalogue', url: '/files/catalogue.pdf' }] }) };
      if (method === 'POST' && path === '/api/events/demo/goodiebag/') return reply;
      return bag(method, path, body);
    });
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.method === 'POST' && String(input).includes('/goodiebag/')) await gate;
      return base.fn(input, init);
    });
    return { release, calls: base.calls };
  }

  it('marks a booth at once under a temporary id from -9999, then keeps the stored favourite', async () => {
    signInForTest();
    const stored: Favourite = { ...boothFavourite, id: 77 };
    const server = heldServer({ status: 201, body: stored });
    const { queryClient } = renderApp('/demo/booths/aurora');
    const toggle = await screen.findByRole('button', { name: 'Bookmark Aurora Optics' }, { timeout: 8000 });
    await waitFor(() => expect((toggle as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(toggle);
    await waitFor(() => expect(toggle.getAttribute('aria-pressed')).toBe('true'));
    const optimistic = queryClient.getQueryData<FavouriteEntry[]>(goodiebagKeys.entries('demo'));
    expect(optimistic).toHaveLength(1);
    expect(optimistic?.[0]?.id).toBeLessThanOrEqual(-9999);
    expect(optimistic?.[0]).toMatchObject({ item_type: 'booth', item_id: 100, type: 'Booth' });
    server.release();
    await waitFor(() => expect(queryClient.getQueryData<FavouriteEntry[]>(goodiebagKeys.entries('demo'))?.[0]?.id).toBe(77));
    expect(server.calls.find((c) => c.method === 'POST' && c.path === '/api/events/demo/goodiebag/')?.body).toEqual({ item_type: 'booth', item_id: 100 });
    expect(toggle.textContent).toBe('Bookmarked');
  });

  it('puts the mark back and says so when the server refuses', async () => {
    signInForTest();
    const server = heldServer({ status: 404, body: { detail: 'No such item in this event.' } });
    renderApp('/demo/booths/aurora');
    const toggle = await screen.findByRole('button', { name: 'Bookmark Aurora Optics' }, { timeout: 8000 });
    await waitFor(() => expect((toggle as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(toggle);
    await waitFor(() => expect(toggle.getAttribute('aria-pressed')).toBe('true'));
    server.release();
    await waitFor(() => expect(toggle.getAttribute('aria-pressed')).toBe('false'));
    expect(await screen.findByText('The bookmark could not be saved. Please try again.')).toBeTruthy();
  });
});
