import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { NetworkingPage, Videocall } from '@foyer/contracts';
import { renderApp, shellServer, signInForTest, stubFetch } from '@/app/test-utils';
import { registerSpacePage } from '@/shared/plug-ins/space-pages';
import { NetworkingPage as Page } from './components/networking-page';

vi.setConfig({ testTimeout: 20_000 });

beforeAll(() => registerSpacePage('networking', Page));

const call = (id: number, over: Partial<Videocall> = {}): Videocall => ({
  id, display_name: `Table ${id}`, status: 'open', admin_id: 1, admin: 1, speaker: null,
  users: [{ id: 5, first_name: 'Aïsha', last_name: 'Diallo', mugshot: null, do_not_disturb: false }], mugshots: [],
  x_position: 420, y_position: 360, networking_page: 'lounge', capacity: 10, permanent: true, ended: false, ...over,
});
const page = (over: Partial<NetworkingPage['meta']> = {}, videocalls: Videocall[] = [call(1), call(2, { status: 'request', display_name: 'Q&A' })]): NetworkingPage => ({
  meta: { id: 30, slug: 'lounge', name: 'Lounge', published: true, image: null, max_calls: 20, chat_id: null, ...over },
  videocalls,
});

function server(
  reply: { status?: number; body?: unknown },
  create?: { status: number; body: unknown },
  opts: { role?: string; update?: (id: number, body: Record<string, unknown>) => { status?: number; body: unknown } } = {},
) {
  const shell = shellServer();
  return stubFetch((method, path, body) => {
    if (path === '/api/events/demo/networking/lounge/') return reply;
    if (path === '/api/events/demo/access/') return { body: { access: true, role: opts.role ?? 'attendee' } };
    const put = method === 'PUT' ? /^\/api\/events\/demo\/videocalls\/(\d+)\/$/.exec(path) : null;
    if (put && opts.update) return opts.update(Number(put[1]), body as Record<string, unknown>);
    if (method === 'POST' && path === '/api/events/demo/videocalls/create/' && create) return create;
    if (path.startsWith('/api/events/demo/virtual_attendees/')) return { body: { count: 0, next: null, previous: null, results: [] } };
    return shell(method, path, body);
  });
}

describe('networking area page', () => {
  it('shows the not-found heading for an unknown area', async () => {
    signInForTest();
    server({ status: 404, body: { detail: 'Not found.' } });
    renderApp('/demo/networking/lounge');
    expect(await screen.findByRole('heading', { name: 'Networking area not found' }, { timeout: 8000 })).toBeDefined();
  });

  it('shows the unpublished page for a closed area', async () => {
    signInForTest();
    server({ body: page({ published: false }, []) });
    renderApp('/demo/networking/lounge');
    expect(await screen.findByRole('heading', { name: 'Networking area closed' }, { timeout: 8000 })).toBeDefined();
    expect(screen.queryByTestId('networking-map')).toBeNull();
  });

  it("draws the calls with status and people, says there is no background image, and lists the calls under Meetings", async () => {
    signInForTest();
    server({ body: page({}, [call(1), call(2, { status: 'request', display_name: 'Q&A' }), call(3, { status: 'closed', display_name: 'Gone' })]) });
    renderApp('/demo/networking/lounge');
    await screen.findByTestId('networking-map', {}, { timeout: 8000 });
    expect(screen.getByText('This networking area has no background image')).toBeDefined();
    const calls = screen.getAllByTestId('networking-call');
    expect(calls.map((c) => c.getAttribute('data-status'))).toEqual(['open', 'request']);
    expect(within(calls[1]!).getByText('Ask to join')).toBeDefined();
    // (Hidden from queries by role until laid out: jsdom measures the map as 0 × 0.)
    expect(calls[0]!.querySelector('button')!.getAttribute('aria-label')).toBe('Table 1: Open, 1 of 10 people. Join the call');
    expect(calls[0]!.style.left).toBe(`${(420 / 1920) * 100}%`);
    fireEvent.click(screen.getByRole('tab', { name: /Meetings/ }));
    const listed = await screen.findAllByTestId('networking-meeting');
    expect(listed.map((row) => row.textContent)).toEqual([expect.stringContaining('Table 1'), expect.stringContaining('Q&A')]);
  });

  it('switches attendees, meetings and the chat with one row of tabs, and keeps the search box wide', async () => {
    signInForTest();
    server({ body: page() });
    renderApp('/demo/networking/lounge');
    const sidebar = await screen.findByTestId('networking-sidebar', {}, { timeout: 8000 });
    // One control, each name once (a switch above the tabs used to say "Attendees" a second time).
    const tabs = within(sidebar).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Attendees', 'Meetings2', 'Chat']);
    expect(within(sidebar).getAllByText('Attendees')).toHaveLength(1);
    expect(within(sidebar).queryByRole('radio')).toBeNull();
    // The narrow sidebar's tag filter is an icon with its name, the search box keeps a short hint.
    const filter = await within(sidebar).findByTestId('attendee-tag-filter');
    expect(filter.getAttribute('aria-label')).toBe('Filter by tags');
    expect(filter.textContent).toBe('');
    expect(within(sidebar).getByTestId('attendee-sidebar-search').getAttribute('placeholder')).toBe('Name, job title or company');
    fireEvent.click(within(sidebar).getByRole('tab', { name: 'Chat' }));
    expect(await within(sidebar).findByText('This area has no chat')).toBeDefined();
    expect(within(sidebar).queryByTestId('attendee-sidebar-search')).toBeNull();
    // Widened, the filter shows its name again.
    fireEvent.click(within(sidebar).getByRole('tab', { name: 'Attendees' }));
    fireEvent.click(within(sidebar).getByTestId('networking-expand'));
    expect((await within(sidebar).findByTestId('attendee-tag-filter')).textContent).toBe('Filter by tags');
  });

  it("shows the capacity-reached message when the area's calls are at their limit", async () => {
    signInForTest();
    const net = server({ body: page() }, { status: 409, body: { detail: 'Networking calls have reached its capacity', code: 'networking_full' } });
    renderApp('/demo/networking/lounge');
    fireEvent.click(await screen.findByTestId('networking-new-call', {}, { timeout: 8000 }));
    expect(await screen.findByText('Networking calls have reached its capacity')).toBeDefined();
    await waitFor(() => expect(net.find('POST', '/api/events/demo/videocalls/create/')).toHaveLength(1));
    expect(net.find('POST', '/api/events/demo/videocalls/create/')[0]!.body).toMatchObject({ networking_page: 'lounge' });
  });

  it("gives organisers the controls to rename, move and close any call of the area (decision 0039)", async () => {
    signInForTest();
    const calls = [call(1), call(2, { status: 'request', display_name: 'Q&A' })];
    const net = server({ body: page({}, calls) }, undefined, {
      role: 'moderator',
      update: (id, body) => ({ body: { ...calls.find((c) => c.id === id)!, ...body } }),
    });
    renderApp('/demo/networking/lounge');
    fireEvent.click(await screen.findByRole('tab', { name: /Meetings/ }, { timeout: 8000 }));
    fireEvent.click(await screen.findByRole('button', { name: 'Arrange Table 1' }));
    const form = await screen.findByTestId('arrange-call-form');
    // Nothing changed yet: nothing to save.
    expect(within(form).getByTestId('arrange-save')).toHaveProperty('disabled', true);
    fireEvent.change(within(form).getByTestId('arrange-name'), { target: { value: 'Welcome table' } });
    fireEvent.change(within(form).getByTestId('arrange-x'), { target: { value: '600' } });
    fireEvent.click(within(form).getByTestId('arrange-save'));
    await waitFor(() => expect(net.find('PUT', '/api/events/demo/videocalls/1/')).toHaveLength(1));
    // Only what changed; a move sends both coordinates.
    expect(net.find('PUT', '/api/events/demo/videocalls/1/')[0]!.body).toEqual({ display_name: 'Welcome table', x_position: 600, y_position: 360 });
    await waitFor(() => expect(screen.queryByTestId('arrange-call-form')).toBeNull());
    expect(await screen.findByText('Welcome table', { selector: '[data-testid="networking-meetings"] *' })).toBeDefined();
    const moved = screen.getAllByTestId('networking-call').find((c) => c.getAttribute('data-call-id') === '1')!;
    expect(moved.style.left).toBe(`${(600 / 1920) * 100}%`);

    // Closing a call takes it off the map and the list.
    fireEvent.click(screen.getByRole('button', { name: 'Arrange Q&A' }));
    const second = await screen.findByTestId('arrange-call-form');
    fireEvent.click(within(second).getByText('Closed'));
    expect(within(second).getByText('A closed call disappears from the map for everyone and nobody can join it.')).toBeDefined();
    fireEvent.click(within(second).getByTestId('arrange-save'));
    await waitFor(() => expect(net.find('PUT', '/api/events/demo/videocalls/2/')).toHaveLength(1));
    expect(net.find('PUT', '/api/events/demo/videocalls/2/')[0]!.body).toEqual({ status: 'closed' });
    await waitFor(() => expect(screen.getAllByTestId('networking-call').map((c) => c.getAttribute('data-call-id'))).toEqual(['1']));
    expect(await screen.findByText('The call was closed and taken off the map.')).toBeDefined();
  });

  it("shows the server's refusal in the controls and keeps the call as it was", async () => {
    signInForTest();
    const net = server({ body: page() }, undefined, {
      role: 'owner',
      update: () => ({ status: 403, body: { detail: 'Only the admin of the call can rename it.', code: 'videocall_not_admin' } }),
    });
    renderApp('/demo/networking/lounge');
    fireEvent.click(await screen.findByRole('tab', { name: /Meetings/ }, { timeout: 8000 }));
    fireEvent.click(await screen.findByRole('button', { name: 'Arrange Table 1' }));
    const form = await screen.findByTestId('arrange-call-form');
    fireEvent.change(within(form).getByTestId('arrange-name'), { target: { value: 'Mine now' } });
    fireEvent.click(within(form).getByTestId('arrange-save'));
    expect(await within(form).findByRole('alert')).toHaveProperty('textContent', 'Only the admin of the call can rename it.');
    expect(net.find('PUT', '/api/events/demo/videocalls/1/')).toHaveLength(1);
    expect(screen.queryByText('Mine now', { selector: '[data-testid="networking-meetings"] *' })).toBeNull();
  });

  it('gives attendees no controls to arrange calls', async () => {
    signInForTest();
    server({ body: page() }, undefined, { role: 'attendee' });
    renderApp('/demo/networking/lounge');
    fireEvent.click(await screen.findByRole('tab', { name: /Meetings/ }, { timeout: 8000 }));
    await screen.findAllByTestId('networking-meeting');
    expect(screen.queryByTestId('networking-arrange')).toBeNull();
    expect(screen.queryByRole('button', { name: /^Arrange/ })).toBeNull();
  });
});
