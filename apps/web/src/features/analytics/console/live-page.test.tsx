import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveFigures } from '@foyer/contracts';
import { fakeToken, renderUi, signInForTest } from '@/app/test-utils';
import { stubFetch } from '@/test/stub-fetch';
import type * as RealtimeModule from '@/shared/realtime';
import { acceptLogin, type FakeSocket } from '@/shared/realtime/fake-socket';
import { realtime } from '@/shared/realtime';
import { LivePage } from './live-page';

// The app's realtime client on a fake socket: the test plays the server.
const net = vi.hoisted(() => ({ sockets: [] as FakeSocket[] }));
vi.mock('@/shared/realtime', async (importOriginal) =>
  (await import('@/shared/realtime/fake-socket')).realtimeOnFakeSockets(await importOriginal<typeof RealtimeModule>(), net.sockets),
);

const socket = () => net.sockets.at(-1)!;
const figures = (over: Partial<LiveFigures> = {}): LiveFigures => ({
  online: 0, in_calls: 0, sign_ins_today: 0, counted_at: '2026-09-01T10:00:00Z',
  spaces: [{ id: 1, type: 'presentation', slug: 'main', name: 'Main stage', people: 0 }, { id: 2, type: 'cinema', slug: 'films', name: 'Films', people: 0 }],
  stages: [{ id: 1, slug: 'main', name: 'Main stage', watching: 0, current_presentation: null }],
  ...over,
});

beforeEach(() => {
  signInForTest();
  realtime.setEventSlug('demo');
  realtime.setToken(fakeToken(3));
  act(() => acceptLogin(socket(), 3));
});
afterEach(() => realtime.dispose());

describe('the console\'s live figures', () => {
  it('reads the figures once, shows the empty spaces, then follows what the server pushes without asking again', async () => {
    const server = stubFetch((method, path) => (method === 'GET' && path.startsWith('/api/events/demo/organizer/analytics/live/') ? { body: figures() } : undefined));
    renderUi(<LivePage eventSlug="demo" roles={['moderator']} />);
    expect(await screen.findByTestId('live-spaces-empty')).toBeTruthy();
    expect(screen.getByTestId('live-online-value').textContent).toBe('0');
    expect(screen.getByTestId('live-stage').textContent).toContain('Nothing on the stage');

    act(() =>
      socket().fire('updated_live_figures', figures({
        online: 12, in_calls: 3, sign_ins_today: 20,
        spaces: [{ id: 2, type: 'cinema', slug: 'films', name: 'Films', people: 5 }, { id: 1, type: 'presentation', slug: 'main', name: 'Main stage', people: 4 }],
        stages: [{ id: 1, slug: 'main', name: 'Main stage', watching: 4, current_presentation: 'Keynote' }],
      })),
    );
    await waitFor(() => expect(screen.getByTestId('live-online-value').textContent).toBe('12'));
    expect(screen.getByTestId('live-in-calls-value').textContent).toBe('3');
    expect(screen.getByTestId('live-watching-value').textContent).toBe('4');
    expect(screen.getByTestId('live-sign-ins-value').textContent).toBe('20');
    expect(screen.getAllByTestId('live-space').map((row) => row.textContent)).toEqual([expect.stringContaining('Films'), expect.stringContaining('Main stage')]);
    expect(within(screen.getByTestId('live-stage')).getByText('4 watching')).toBeTruthy();
    expect(screen.getByTestId('live-stage').textContent).toContain('Keynote');
    expect(server.find('GET', '/api/events/demo/organizer/analytics/live/')).toHaveLength(1);
  });

  it('says so when the figures cannot be read', async () => {
    stubFetch(() => ({ status: 500, body: { detail: 'Server error.' } }));
    renderUi(<LivePage eventSlug="demo" roles={['owner']} />);
    expect(await screen.findByRole('button', { name: /try again|retry/i })).toBeTruthy();
  });
});
