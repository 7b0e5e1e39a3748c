import { act } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, type InfiniteData } from '@tanstack/react-query';
import type { Attendee, BasicUser } from '@foyer/contracts';
import { fakeToken, userFixture } from '@/app/test-utils';
import { attendeeKeys, type AttendeeFilter, type AttendeePage } from '@/features/attendees/api';
import { sessionKeys } from '@/shared/session/session';
import type * as RealtimeModule from '@/shared/realtime';
import { acceptLogin, type FakeSocket } from '@/shared/realtime/fake-socket';
import { realtime } from '@/shared/realtime';
import { presentationKeys } from './api';
import { presentationsRealtime } from './realtime';

// The app's realtime client on a fake socket: the test plays the server.
const net = vi.hoisted(() => ({ sockets: [] as FakeSocket[] }));
vi.mock('@/shared/realtime', async (importOriginal) =>
  (await import('@/shared/realtime/fake-socket')).realtimeOnFakeSockets(await importOriginal<typeof RealtimeModule>(), net.sockets),
);

const socket = () => net.sockets.at(-1)!;

beforeEach(() => {
  realtime.setEventSlug('demo');
  realtime.setToken(fakeToken(7));
});
afterEach(() => realtime.dispose());

const basic = (id: number, first_name: string, last_name = 'Stage'): BasicUser => ({ id, first_name, last_name, mugshot: null, do_not_disturb: false });
const person = (id: number, first_name: string): Attendee => ({
  ...basic(id, first_name), about: '', linkedin: '', facebook: '', twitter: '', instagram: '', is_online: true, tags: [], jobtitle: '', company: '',
  location_type: 'virtual', is_public: true, videocall_status: null, document: null, document_name: null, hidden_profile_fields: [], hide_document: false,
  incognito_mode: false,
});
const scope = { presentation_slug: 'main-stage' };
const sidebar: AttendeeFilter = { search: '', tags: {}, scope };
const searched: AttendeeFilter = { search: 'ann', tags: {}, scope };
/** The sidebar's list: 15 first, then 10 more (attendeeSidebarFirst / attendeeSidebarMore). */
const sidebarKey = attendeeKeys.list('demo', sidebar, 10, 15);
const searchedKey = attendeeKeys.list('demo', searched, 20, 15);
const otherStageKey = attendeeKeys.list('demo', { ...sidebar, scope: { presentation_slug: 'side-stage' } }, 10, 15);

function setUp(pages: AttendeePage[]) {
  act(() => acceptLogin(socket(), 7));
  const queryClient = new QueryClient();
  queryClient.setQueryData(sessionKeys.currentUser('demo'), userFixture({ id: 7 }));
  queryClient.setQueryData(presentationKeys.space('demo', 'main-stage'), { meta: { id: 40, slug: 'main-stage', name: 'Main stage', published: true, image: null } });
  queryClient.setQueryData(presentationKeys.space('demo', 'side-stage'), { meta: { id: 41, slug: 'side-stage', name: 'Side stage', published: true, image: null } });
  const list: InfiniteData<AttendeePage, number> = { pages, pageParams: pages.map((_, i) => i * 15) };
  queryClient.setQueryData(sidebarKey, list);
  queryClient.setQueryData(searchedKey, { pages: [{ count: 1, results: [person(2, 'Anna')] }], pageParams: [0] });
  queryClient.setQueryData(otherStageKey, { pages: [{ count: 1, results: [person(9, 'Zoe')] }], pageParams: [0] });
  const stop = presentationsRealtime({ client: realtime, queryClient });
  const names = () => queryClient.getQueryData<InfiniteData<AttendeePage>>(sidebarKey)!.pages.map((p) => p.results.map((a) => a.first_name));
  const count = () => queryClient.getQueryData<InfiniteData<AttendeePage>>(sidebarKey)!.pages[0]!.count;
  const invalidated = (key: readonly unknown[]) => queryClient.getQueryState(key)!.isInvalidated;
  return { queryClient, stop, names, count, invalidated };
}

describe('the stage sidebar follows arrivals and departures from the announcements', () => {
  it('puts arrivals in by name and takes departures out, without asking the server again', () => {
    const { stop, names, count, invalidated } = setUp([{ count: 3, results: [person(2, 'Anna'), person(3, 'Carl'), person(4, 'Erik')] }]);

    // The viewer (7) is among the arrivals: not listed (the directory leaves the viewer out).
    act(() => socket().fire('joined_presentation_space', { space_id: 40, user: basic(5, 'Dana'), users: [basic(5, 'Dana'), basic(7, 'Alice'), basic(6, 'Bea')], count: 3 }));
    expect(names()).toEqual([['Anna', 'Bea', 'Carl', 'Dana', 'Erik']]);
    expect(count()).toBe(5);
    expect(invalidated(sidebarKey)).toBe(false);

    act(() => socket().fire('left_presentation_space', { space_id: 40, user: basic(3, 'Carl'), users: [basic(3, 'Carl'), basic(4, 'Erik')], count: 2 }));
    expect(names()).toEqual([['Anna', 'Bea', 'Dana']]);
    expect(count()).toBe(3);
    expect(invalidated(sidebarKey)).toBe(false);
    // A searched list cannot be patched (the server knows who matches): it asks again; another stage's stays.
    expect(invalidated(searchedKey)).toBe(true);
    expect(invalidated(otherStageKey)).toBe(false);
    stop();
  });

  it('counts people who belong to pages not loaded yet, and keeps the next page offset right', () => {
    const first = Array.from({ length: 15 }, (_, i) => person(100 + i, `B${String(i).padStart(2, '0')}`));
    const { stop, names, count, invalidated } = setUp([{ count: 40, results: first }]);
    // "Zed" sorts after everyone loaded: only counted; "Aaron" goes first, and the next page starts one later.
    act(() => socket().fire('joined_presentation_space', { space_id: 40, user: basic(5, 'Zed'), users: [basic(5, 'Zed'), basic(6, 'Aaron')], count: 2 }));
    expect(names()[0]).toHaveLength(16);
    expect(names()[0]![0]).toBe('Aaron');
    expect(names()[0]).not.toContain('Zed');
    expect(count()).toBe(42);
    // Someone not loaded leaves: the count follows.
    act(() => socket().fire('left_presentation_space', { space_id: 40, user: basic(8, 'Yves'), users: [basic(8, 'Yves')], count: 1 }));
    expect(count()).toBe(41);
    expect(invalidated(sidebarKey)).toBe(false);
    stop();
  });

  it('asks again when the announcement cannot be applied: more people than it names, or someone shown as Anonymous', () => {
    const { stop, queryClient, invalidated } = setUp([{ count: 1, results: [person(2, 'Anna')] }]);
    const crowd = Array.from({ length: 25 }, (_, i) => basic(200 + i, `P${i}`));
    act(() => socket().fire('joined_presentation_space', { space_id: 40, user: crowd[0]!, users: crowd, count: 60 }));
    expect(invalidated(sidebarKey)).toBe(true);

    queryClient.setQueryData(sidebarKey, { pages: [{ count: 1, results: [person(2, 'Anna')] }], pageParams: [0] });
    expect(invalidated(sidebarKey)).toBe(false);
    const anonymous = { ...basic(300, 'Anonymous', ''), mugshot: null };
    act(() => socket().fire('joined_presentation_space', { space_id: 40, user: anonymous, users: [anonymous], count: 1 }));
    expect(invalidated(sidebarKey)).toBe(true);
    stop();
  });
});
