import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, type InfiniteData } from '@tanstack/react-query';
import type { MeetingList, MeetingRoom } from '@foyer/contracts';
import { fakeToken, userFixture } from '@/app/test-utils';
import { sessionKeys } from '@/shared/session/session';
import type * as RealtimeModule from '@/shared/realtime';
import { acceptLogin, type FakeSocket } from '@/shared/realtime/fake-socket';
import { realtime } from '@/shared/realtime';
import { meetingKeys } from './api';
import { meetingsRealtime, useMeetingSpacePresence } from './realtime';
import { meetingFixture } from './test-fixtures';

// The app's realtime client on a fake socket: the test plays the server.
const net = vi.hoisted(() => ({ sockets: [] as FakeSocket[] }));
vi.mock('@/shared/realtime', async (importOriginal) =>
  (await import('@/shared/realtime/fake-socket')).realtimeOnFakeSockets(await importOriginal<typeof RealtimeModule>(), net.sockets),
);

const socket = () => net.sockets.at(-1)!;
function loggedIn() {
  act(() => acceptLogin(socket(), 7));
}

beforeEach(() => {
  realtime.setEventSlug('demo');
  realtime.setToken(fakeToken(7));
});
afterEach(() => realtime.dispose());

const host = { id: 50, first_name: 'Hana', last_name: 'Host', mugshot: null, do_not_disturb: false };

describe('meetings realtime', () => {
  it('patches every cached list and the room: call participants, seats, host arrival; a closed space is asked again', () => {
    loggedIn();
    const queryClient = new QueryClient();
    queryClient.setQueryData(sessionKeys.currentUser('demo'), userFixture());
    const stop = meetingsRealtime({ client: realtime, queryClient });
    const list: InfiniteData<MeetingList> = { pages: [{ count: 1, next: null, previous: null, results: [meetingFixture({ waitlist_position: 1 })] }], pageParams: [0] };
    queryClient.setQueryData(meetingKeys.list('demo', 'rooms', 'upcoming'), list);
    queryClient.setQueryData(meetingKeys.upcoming('demo'), { count: 1, next: null, previous: null, results: [meetingFixture()] });
    queryClient.setQueryData(meetingKeys.room('demo', 'rooms', 'm1'), { meeting: meetingFixture() } as MeetingRoom);
    queryClient.setQueryData(meetingKeys.space('demo', 'rooms'), { meta: { id: 9, slug: 'rooms', name: 'Rooms', published: true, image: null } });
    const listed = () => queryClient.getQueryData<InfiniteData<MeetingList>>(meetingKeys.list('demo', 'rooms', 'upcoming'))!.pages[0]!.results[0]!;

    act(() => socket().fire('updated_meeting_videocall', { meeting: 1, users: [host], participating_users: [3, 4], capacity_left: 8, is_host_in_meeting: true }));
    expect(listed()).toMatchObject({ participating_users: [3, 4, 50], capacity_left: 8, is_host_in_meeting: true });
    expect(queryClient.getQueryData<MeetingList>(meetingKeys.upcoming('demo'))!.results[0]!.capacity_left).toBe(8);
    expect(queryClient.getQueryData<MeetingRoom>(meetingKeys.room('demo', 'rooms', 'm1'))!.meeting.is_host_in_meeting).toBe(true);

    // A seat freed and the viewer (7), first on the waitlist, got it.
    act(() => socket().fire('meeting_capacity_updated', { meeting_id: 1, capacity_left: 0, participating_users: [3, 4, 7], waitlist_count: 0 }));
    expect(listed()).toMatchObject({ capacity_left: 0, participating_users: [3, 4, 7], waitlist_position: null });

    act(() => socket().fire('host_joined_meeting', { meeting_id: 1 }));
    expect(listed().is_host_in_meeting).toBe(true);

    act(() => socket().fire('updated_published_space', { id: 9, type: 'meeting', slug: 'rooms', published: false }));
    expect(queryClient.getQueryState(meetingKeys.space('demo', 'rooms'))!.isInvalidated).toBe(true);
    stop();
  });

  it('asks the lists and rooms again when an organiser changes a meeting of this event', () => {
    loggedIn();
    const queryClient = new QueryClient();
    const stop = meetingsRealtime({ client: realtime, queryClient });
    queryClient.setQueryData(meetingKeys.list('demo', 'rooms', 'upcoming'), { pages: [], pageParams: [] });
    queryClient.setQueryData(meetingKeys.upcoming('demo'), { count: 0, next: null, previous: null, results: [] });
    queryClient.setQueryData(meetingKeys.room('demo', 'rooms', 'm1'), { meeting: meetingFixture() } as MeetingRoom);
    queryClient.setQueryData(meetingKeys.space('demo', 'rooms'), { meta: { id: 9, slug: 'rooms', name: 'Rooms', published: true, image: null } });
    const stale = (key: readonly unknown[]) => queryClient.getQueryState(key)!.isInvalidated;
    const change = { event_slug: 'demo', space_id: 9, space_slug: 'rooms', meeting_id: 1, meeting_slug: 'm1', removed: false };

    act(() => socket().fire('updated_meetings', { ...change, event_slug: 'other' }));
    expect(stale(meetingKeys.list('demo', 'rooms', 'upcoming'))).toBe(false);

    act(() => socket().fire('updated_meetings', change));
    expect([meetingKeys.list('demo', 'rooms', 'upcoming'), meetingKeys.upcoming('demo'), meetingKeys.room('demo', 'rooms', 'm1')].map(stale)).toEqual([true, true, true]);
    expect(stale(meetingKeys.space('demo', 'rooms'))).toBe(false);
    stop();
  });

  it('joins the meeting space while its page is open, again after a reconnect, and leaves it', () => {
    loggedIn();
    const { unmount } = renderHook(() => useMeetingSpacePresence(9));
    expect(socket().sent('join_meeting_space')).toEqual([{ space_id: 9 }]);
    act(() => {
      socket().fire('disconnect');
      socket().fire('connect');
      socket().fire('authenticated', { user_id: 7, event_slug: 'demo' });
    });
    expect(socket().sent('join_meeting_space')).toEqual([{ space_id: 9 }, { space_id: 9 }]);
    unmount();
    expect(socket().sent('leave_meeting_space')).toEqual([{ space_id: 9 }]);
  });
});
