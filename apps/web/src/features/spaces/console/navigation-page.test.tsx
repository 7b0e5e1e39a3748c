import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MenuGroup, OrganizerSpace } from '@foyer/contracts';
import { describe, expect, it } from 'vitest';
import { renderUi, signInForTest, stubFetch } from '@/app/test-utils';
import { NavigationPage } from './navigation-page';

// The reply's union of ten kinds is too wide for an object literal to be checked against (TS).
const spaces = [
  { id: 11, type: 'map', name: 'Venue', slug: 'venue', published: true, location_type: 'virtual', image: null, help_content: '', chat: false, image_width: 800, image_height: 600 },
  { id: 12, type: 'presentation', name: 'Main stage', slug: 'main', published: true, location_type: 'virtual', image: null, chat: true },
] as OrganizerSpace[];
const space = (s: OrganizerSpace) => ({ id: s.id, type: s.type, slug: s.slug, name: s.name, published: s.published });
const menu: MenuGroup[] = [
  { id: 1, text: 'Venue', order: 1, space: space(spaces[0]!), linked_space: null, url: null, sub_menus: [] },
  { id: 2, text: 'Stage', order: 2, space: space(spaces[1]!), linked_space: null, url: null, sub_menus: [] },
  { id: 3, text: 'Help', order: 3, space: null, linked_space: null, url: 'https://example.com/help', sub_menus: [] },
];
const page = <T,>(results: T[]) => ({ count: results.length, next: null, previous: null, results });

function server() {
  return stubFetch((method, path, body) => {
    if (path === '/api/events/demo/organizer/navigation/') return method === 'PUT' ? { body: page((body as MenuGroup[]).map((g, i) => ({ ...menu.find((m) => m.text === g.text)!, order: i + 1 }))) } : { body: page(menu) };
    if (path.startsWith('/api/events/demo/organizer/spaces/')) return { body: page(spaces) };
    if (path === '/api/events/demo/organizer/') return { status: 500, body: { detail: 'not needed here' } };
    return undefined;
  });
}

describe('the navigation editor', () => {
  it('moves an entry up by keyboard and puts the groups back in that order', async () => {
    signInForTest();
    const calls = server();
    renderUi(<NavigationPage eventSlug="demo" roles={['owner']} />, '/manage/demo/navigation');
    const user = userEvent.setup();
    const up = await screen.findByRole('button', { name: 'Move Stage up' });
    up.focus();
    await user.keyboard('{Enter}');
    const rows = screen.getAllByTestId('menu-group');
    expect(rows.map((row) => within(row).getByTestId('entry-text').getAttribute('value'))).toEqual(['Stage', 'Venue', 'Help']);
    expect(screen.getByRole('button', { name: 'Move Stage up' }).hasAttribute('disabled')).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(calls.find('PUT', '/api/events/demo/organizer/navigation/')).toHaveLength(1));
    expect(calls.find('PUT', '/api/events/demo/organizer/navigation/')[0]!.body).toEqual([
      { text: 'Stage', space: { id: 12 }, linked_space: null, url: null, sub_menus: [] },
      { text: 'Venue', space: { id: 11 }, linked_space: null, url: null, sub_menus: [] },
      { text: 'Help', space: null, linked_space: null, url: 'https://example.com/help', sub_menus: [] },
    ]);
  });

  it('shows the contract\'s message beside an entry that opens nothing, and sends nothing', async () => {
    signInForTest();
    const calls = server();
    renderUi(<NavigationPage eventSlug="demo" roles={['owner']} />, '/manage/demo/navigation');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add menu entry' }));
    const rows = screen.getAllByTestId('menu-group');
    await user.type(within(rows[3]!).getByTestId('entry-text'), 'Nowhere');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await within(rows[3]!).findByText('An entry opens a space, an address or a sub-menu.')).toBeTruthy();
    expect(calls.find('PUT', '/api/events/demo/organizer/navigation/')).toHaveLength(0);
  });
});
