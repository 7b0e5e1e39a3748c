import { act } from '@testing-library/react';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PresentationSpace } from '@foyer/contracts';
import { fakeToken } from '@/app/test-utils';
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
  act(() => acceptLogin(socket(), 7));
});
afterEach(() => realtime.dispose());

describe('the stage page and its moderators', () => {
  it('reads its rights again when the stage tells of a change (a person just named its moderator gets the switch)', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const stop = presentationsRealtime({ client: realtime, queryClient });
    let moderator = false;
    const page = (): PresentationSpace => ({
      meta: { id: 4, slug: 'main', name: 'Main stage', published: true, image: null }, current_presentation: null, presentations: [], can_switch: moderator,
    } as unknown as PresentationSpace);
    const observer = new QueryObserver(queryClient, { queryKey: presentationKeys.space('demo', 'main'), queryFn: async () => page() });
    const seen: boolean[] = [];
    const unsubscribe = observer.subscribe((result) => {
      if (result.data) seen.push(result.data.can_switch);
    });
    await vi.waitFor(() => expect(seen).toEqual([false]));

    // An owner named this person a moderator of the stage: the server tells the stage.
    moderator = true;
    act(() => socket().fire('updated_presentation_space', { space_id: 4, slug: 'main', current_presentation: null }));
    await vi.waitFor(() => expect(seen.at(-1)).toBe(true));
    unsubscribe();
    stop();
  });
});
