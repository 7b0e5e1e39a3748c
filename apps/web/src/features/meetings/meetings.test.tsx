import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Meeting } from '@foyer/contracts';
import { renderApp, renderUi, shellServer, signInForTest, stubFetch } from '@/app/test-utils';
import { registerSpacePage } from '@/shared/plug-ins/space-pages';
import { MeetingButton } from './components/meeting-button';
import { MeetingSpacePage } from './components/meeting-space-page';
import { meetingFixture } from './test-fixtures';

vi.setConfig({ testTimeout: 20_000 });
beforeAll(() => registerSpacePage('meeting', MeetingSpacePage));

const ME = 7;
const inMinutes = (m: number) => new Date(Date.now() + m * 60_000).toISOString();
const upcoming = (id: number, over: Partial<Meeting> = {}) =>
  meetingFixture({ id, slug: `m${id}`, title: `Meeting ${id}`, starts_at: inMinutes(60 + id), ends_at: inMinutes(120 + id), ...over });

function meetingsServer(options: { image?: string | null; register?: (body: unknown) => { status?: number; body?: unknown } } = {}) {
  const shell = shellServer();
  const all = Array.from({ length: 13 }, (_, i) => upcoming(i + 1));
  const mine = [upcoming(100, { title: 'Mine', participating_users: [ME] })];
  const live = [meetingFixture({ id: 200, slug: 'live', title: 'Live one', starts_at: inMinutes(-10), ends_at: inMinutes(50), is_host_in_meeting: true })];
  return stubFetch((method, path, body) => {
    const url = new URL(path, 'http://x');
    if (url.pathname === '/api/events/demo/meetings/rooms/') return { body: { meta: { id: 9, slug: 'rooms', name: 'Meeting rooms', published: true, image: options.image ?? null } } };
    if (url.pathname === '/api/events/demo/meetings/rooms/list/') {
      const list = url.searchParams.get('live') ? live : url.searchParams.get('my_meetings') ? mine : all;
      const offset = Number(url.searchParams.get('offset'));
      const limit = Number(url.searchParams.get('limit'));
      return { body: { count: list.length, next: null, previous: null, results: list.slice(offset, offset + limit) } };
    }
    if (method === 'POST' && url.pathname.endsWith('/register/')) return options.register?.(body) ?? { body: { ...all[0]!, participating_users: [ME], capacity_left: 9 } };
    return shell(method, path, body);
  });
}

describe('meeting space', () => {
  it('shows the three tabs with their counts, twelve cards, then the thirteenth on load more; the placeholder background', async () => {
    signInForTest();
    const server = meetingsServer();
    renderApp('/demo/meetings/rooms');
    const list = await screen.findByTestId('meetings-upcoming', {}, { timeout: 8000 });
    expect(within(list).getAllByTestId('meeting-card')).toHaveLength(12);
    await waitFor(() => expect(screen.getByTestId('meeting-count-my').textContent).toBe('1'));
    expect(screen.getByTestId('meeting-count-upcoming').textContent).toBe('13');
    expect(screen.getByTestId('meeting-count-live').textContent).toBe('1');
    expect(screen.getByTestId('meeting-space').dataset.background).toBe('placeholder');
    fireEvent.click(screen.getByTestId('meetings-load-more'));
    await waitFor(() => expect(within(list).getAllByTestId('meeting-card')).toHaveLength(13));
    const queries = server.find('GET', '/api/events/demo/meetings/rooms/list/').map((c) => c.path.split('?')[1]);
    expect(queries).toEqual(expect.arrayContaining(['limit=12&offset=0', 'limit=12&offset=0&live=1', 'limit=12&offset=0&my_meetings=1', 'limit=12&offset=12']));
  });

  it("shows the space's own background, capacity used/total or Full, and the waiting-for-host note unless the host is in", async () => {
    signInForTest();
    meetingsServer({ image: '/files/rooms.webp' });
    renderApp('/demo/meetings/rooms');
    await screen.findByTestId('meetings-upcoming', {}, { timeout: 8000 });
    expect(screen.getByTestId('meeting-space').style.backgroundImage).toContain('/files/rooms.webp');
    const first = screen.getAllByTestId('meeting-card')[0]!;
    expect(within(first).getByTestId('meeting-capacity').textContent).toBe('0/10');
    expect(within(first).getByTestId('waiting-for-host').textContent).toBe('Waiting for the host to join');
    fireEvent.click(screen.getByTestId('meeting-tab-live'));
    const live = await screen.findByTestId('meetings-live');
    expect(within(live).queryByTestId('waiting-for-host')).toBeNull();
    expect(within(live).getByTestId('meeting-button').dataset.kind).toBe('join');
  });

  it("registers through the modal: confirm, then the success message and OK; the card's button becomes unregister", async () => {
    signInForTest();
    const server = meetingsServer();
    renderApp('/demo/meetings/rooms');
    const list = await screen.findByTestId('meetings-upcoming', {}, { timeout: 8000 });
    fireEvent.click(within(within(list).getAllByTestId('meeting-card')[0]!).getByTestId('meeting-button'));
    fireEvent.click(await screen.findByTestId('register-confirm'));
    expect((await screen.findByTestId('register-done')).textContent).toContain('You are registered');
    expect(server.find('POST', '/api/events/demo/meetings/rooms/meetings/m1/register/')[0]!.body).toEqual({ register: true });
    fireEvent.click(screen.getByTestId('register-ok'));
    await waitFor(() => expect(within(within(list).getAllByTestId('meeting-card')[0]!).getByTestId('meeting-button').dataset.kind).toBe('unregister'));
  });

  it("says 'already registered' when the server refuses so", async () => {
    signInForTest();
    meetingsServer({ register: () => ({ status: 409, body: { detail: 'already registered', code: 'already_registered' } }) });
    renderApp('/demo/meetings/rooms');
    const list = await screen.findByTestId('meetings-upcoming', {}, { timeout: 8000 });
    fireEvent.click(within(within(list).getAllByTestId('meeting-card')[0]!).getByTestId('meeting-button'));
    fireEvent.click(await screen.findByTestId('register-confirm'));
    expect((await screen.findByTestId('register-failed')).textContent).toBe('already registered');
  });

  it('opens the info modal of ?meetingId= and clears the query', async () => {
    signInForTest();
    meetingsServer();
    const { router } = renderApp('/demo/meetings/rooms?meetingId=3');
    const info = await screen.findByTestId('meeting-info', {}, { timeout: 8000 });
    expect(within(info).getByText('Meeting 3')).toBeTruthy();
    expect(within(info).getByText('Hana Host')).toBeTruthy();
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('shows the closed page to non-organisers of a closed space', async () => {
    signInForTest();
    const shell = shellServer();
    stubFetch((method, path, body) =>
      path.startsWith('/api/events/demo/meetings/rooms/') ? { status: 403, body: { detail: 'This space is closed.', code: 'space_closed' } } : shell(method, path, body),
    );
    renderApp('/demo/meetings/rooms');
    expect(await screen.findByTestId('space-closed', {}, { timeout: 8000 })).toBeTruthy();
  });
});

describe('meeting button per person (spec 2 §4)', () => {
  const now = Date.parse('2026-05-12T09:00:00Z');
  const before = { starts_at: '2026-05-12T10:00:00Z', ends_at: '2026-05-12T11:00:00Z' };
  const during = { starts_at: '2026-05-12T08:30:00Z', ends_at: '2026-05-12T11:00:00Z' };
  const render = (over: Partial<Meeting>) => {
    renderUi(<MeetingButton eventSlug="demo" meeting={meetingFixture(over)} userId={ME} now={now} />);
    return screen.getByTestId('meeting-button') as HTMLButtonElement;
  };

  it.each([
    ['a host enters', { ...before, host_user_ids: [ME] }, 'enter', false],
    ['a registered person before the start unregisters', { ...before, participating_users: [ME] }, 'unregister', false],
    ['a walk-in meeting not started has a disabled join', { ...before, is_walk_in_meeting: true }, 'join', true],
    ['anyone else registers before the start', { ...before }, 'register', false],
    ['register is disabled at capacity_left 0', { ...before, capacity_left: 0 }, 'register', true],
    ['started: join', { ...during }, 'join', false],
    ['started and full: join disabled for a non-participant', { ...during, capacity_left: 0 }, 'join', true],
    ['started and full: a participant still joins', { ...during, capacity_left: 0, participating_users: [ME] }, 'join', false],
  ] as Array<[string, Partial<Meeting>, string, boolean]>)('%s', (_, over, kind, disabled) => {
    const button = render(over);
    expect(button.dataset.kind).toBe(kind);
    expect(button.disabled).toBe(disabled);
  });

  it('a started meeting asks before joining; joining takes a seat first, then opens the room', async () => {
    const server = stubFetch((method) => (method === 'POST' ? { body: meetingFixture({ ...during, participating_users: [ME] }) } : undefined));
    const { router } = renderUi(<MeetingButton eventSlug="demo" meeting={meetingFixture(during)} userId={ME} now={now} />, '/demo/meetings/rooms', ':eventSlug/*');
    fireEvent.click(screen.getByTestId('meeting-button'));
    fireEvent.click(await screen.findByTestId('confirm-join'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/demo/meetings/rooms/m1'));
    expect(server.find('POST', '/api/events/demo/meetings/rooms/meetings/m1/register/')[0]!.body).toEqual({ register: true });
  });

  it('a host enters without a question or a seat', async () => {
    const server = stubFetch(() => undefined);
    const { router } = renderUi(<MeetingButton eventSlug="demo" meeting={meetingFixture({ ...during, host_user_ids: [ME] })} userId={ME} now={now} />, '/demo/meetings/rooms', ':eventSlug/*');
    fireEvent.click(screen.getByTestId('meeting-button'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/demo/meetings/rooms/m1'));
    expect(server.calls).toEqual([]);
  });

  it('a full meeting offers the waitlist and shows the place once on it', async () => {
    render({ ...before, capacity_left: 0 });
    expect(screen.getByTestId('join-waitlist')).toBeTruthy();
  });

  it('shows the waitlist place of a person waiting', () => {
    renderUi(<MeetingButton eventSlug="demo" meeting={meetingFixture({ ...before, capacity_left: 0, waitlist_position: 2 })} userId={ME} now={now} />);
    expect(screen.getByTestId('waitlist-place').textContent).toBe('Waitlist place 2');
  });
});
