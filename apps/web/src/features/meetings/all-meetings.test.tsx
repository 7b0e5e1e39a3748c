import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { GroupSession, Meeting } from '@foyer/contracts';
import { eventFixture, renderApp, renderUi, shellServer, signInForTest, stubFetch, userFixture } from '@/app/test-utils';
import { MeetingCard } from './components/meeting-card';
import { meetingFixture } from './test-fixtures';

vi.setConfig({ testTimeout: 20_000 });

const ME = 7;
const inMinutes = (m: number) => new Date(Date.now() + m * 60_000).toISOString();
const session = (id: number, over: Partial<GroupSession> = {}): GroupSession => ({
  id, starts_at: inMinutes(60), ends_at: inMinutes(120), description: '<p>Meet others</p>', enable_host_chat: false,
  videocall: { admin_id: 50, display_name: `Session ${id}`, twilio_name: String(70 + id) }, is_host_confirmed: true, ...over,
});
const { id: _id, first_name: _first, last_name: _last, ...profile } = userFixture();
const hana = { ...profile, id: 50, first_name: 'Hana', last_name: 'Host' };

function server(options: { groupSessions?: boolean; sessions?: GroupSession[]; meetings?: Meeting[] } = {}) {
  const shell = shellServer({ event: { body: eventFixture({ enable_group_sessions: options.groupSessions ?? true }) } });
  const meetings = options.meetings ?? [];
  return stubFetch((method, path, body) => {
    if (path === '/api/events/demo/upcoming_meetings/') return { body: { count: meetings.length, next: null, previous: null, results: meetings } };
    if (path === '/api/events/demo/groupsessions/') return { body: options.sessions ?? [] };
    if (path === '/api/events/demo/virtual_attendees/50/') return { body: hana };
    if (method === 'GET' && path.startsWith('/api/events/demo/goodiebag/?exclude_related=1')) return { body: [] };
    if (method === 'POST' && path === '/api/events/demo/goodiebag/') {
      const { item_id, item_type } = body as { item_id: number; item_type: string };
      return { status: 201, body: { id: 1, item_id, item_type, type: item_type, created: inMinutes(0), item: {} } };
    }
    return shell(method, path, body);
  });
}

describe('host notes on a meeting card (spec 2 §8)', () => {
  const card = (over: Partial<Meeting>) => {
    server();
    const { unmount } = renderUi(<MeetingCard eventSlug="demo" meeting={meetingFixture({ starts_at: inMinutes(60), ends_at: inMinutes(120), ...over })} userId={ME} now={Date.now()} onOpen={() => undefined} />);
    const note = screen.queryByTestId('waiting-for-host')?.textContent ?? null;
    unmount();
    return note;
  };

  it("says 'host not confirmed' while no host has confirmed, 'no host assigned' without hosts, else waits for the host", () => {
    expect(card({ is_host_confirmed: false })).toBe('host not confirmed');
    expect(card({ host_user_ids: [], hosts: [], is_host_confirmed: false })).toBe('no host assigned');
    expect(card({})).toBe('Waiting for the host to join');
    // The host themself sees none.
    expect(card({ host_user_ids: [ME], is_host_confirmed: false })).toBeNull();
  });

  it('bookmarks the meeting (a meeting expert) in the goodie bag', async () => {
    const api = server();
    renderUi(<MeetingCard eventSlug="demo" meeting={meetingFixture({ starts_at: inMinutes(60), ends_at: inMinutes(120) })} userId={ME} now={Date.now()} onOpen={() => undefined} />, '/demo', ':eventSlug/*');
    const toggle = await screen.findByRole('button', { name: 'Bookmark Ask the hosts' });
    await waitFor(() => expect((toggle as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(toggle);
    await waitFor(() => expect(api.find('POST', '/api/events/demo/goodiebag/')[0]?.body).toEqual({ item_id: 1, item_type: 'meeting' }));
    await waitFor(() => expect(toggle.getAttribute('aria-pressed')).toBe('true'));
  });
});

describe('group sessions on All meetings', () => {
  it('lists the sessions by start without ended ones: live ones join their call, later ones wait; host, notes and host chat', async () => {
    signInForTest();
    server({
      sessions: [
        session(1, { starts_at: inMinutes(-10), ends_at: inMinutes(50), enable_host_chat: true }),
        session(2, { videocall: { admin_id: null, display_name: 'Nobody hosts', twilio_name: '72' }, is_host_confirmed: false }),
        session(3, { is_host_confirmed: false, enable_host_chat: true, videocall: { admin_id: ME, display_name: 'My own', twilio_name: '73' } }),
        session(4, { starts_at: inMinutes(-120), ends_at: inMinutes(-60) }),
      ],
    });
    renderApp('/demo/allmeetings');
    const list = await screen.findByTestId('group-sessions', {}, { timeout: 8000 });
    await waitFor(() => expect(within(list).getAllByTestId('group-session')).toHaveLength(3));
    const [live, hostless, mine] = within(list).getAllByTestId('group-session') as HTMLElement[];
    expect(within(live!).getByText('Live')).toBeTruthy();
    expect(within(live!).getByTestId('group-session-join').getAttribute('href')).toBe('/demo/videocall/71');
    expect(await within(live!).findByText('Hana Host')).toBeTruthy();
    expect(within(live!).getByTestId('group-session-host-chat')).toBeTruthy();
    expect((within(hostless!).getByTestId('group-session-join') as HTMLButtonElement).disabled).toBe(true);
    expect(within(hostless!).getByTestId('group-session-host-note').textContent).toBe('no host assigned');
    expect(within(mine!).getByTestId('group-session-host-note').textContent).toBe('host not confirmed');
    // Nobody chats with themself.
    expect(within(mine!).queryByTestId('group-session-host-chat')).toBeNull();
  });

  it('bookmarks a group session in the goodie bag', async () => {
    signInForTest();
    const api = server({ sessions: [session(1)] });
    renderApp('/demo/allmeetings');
    const toggle = await screen.findByRole('button', { name: 'Bookmark Session 1' }, { timeout: 8000 });
    await waitFor(() => expect((toggle as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(toggle);
    await waitFor(() => expect(api.find('POST', '/api/events/demo/goodiebag/')[0]?.body).toEqual({ item_id: 1, item_type: 'session' }));
  });

  it('says when none are planned, and is absent (no request) when the event has group sessions off', async () => {
    signInForTest();
    server({ sessions: [] });
    const first = renderApp('/demo/allmeetings');
    expect(await screen.findByText('No group sessions planned', {}, { timeout: 8000 })).toBeTruthy();
    first.unmount();
    const api = server({ groupSessions: false });
    renderApp('/demo/allmeetings');
    await screen.findByTestId('all-meetings', {}, { timeout: 8000 });
    await screen.findByTestId('all-meetings-empty');
    expect(screen.queryByTestId('group-sessions')).toBeNull();
    expect(api.find('GET', '/api/events/demo/groupsessions/')).toHaveLength(0);
  });
});
