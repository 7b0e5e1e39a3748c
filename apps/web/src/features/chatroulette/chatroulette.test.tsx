import type { CurrentEvent } from '@foyer/contracts';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeToken, renderUi } from '@/app/test-utils';
import type * as RealtimeModule from '@/shared/realtime';
import { acceptLogin, type FakeSocket } from '@/shared/realtime/fake-socket';
import { realtime } from '@/shared/realtime';
import { stubFetch } from '@/test/stub-fetch';
import { preloadLazyComponents } from '@/shared/ui/lazy';
import { ChatRoulettePage, PairBanner } from './components/chat-roulette-page';
import { ChatRouletteOffer } from './components/started-offer';
import { useRoulette } from './use-roulette';

// The app's realtime client on a fake socket: the test plays the server.
const net = vi.hoisted(() => ({ sockets: [] as FakeSocket[] }));
vi.mock('@/shared/realtime', async (importOriginal) =>
  (await import('@/shared/realtime/fake-socket')).realtimeOnFakeSockets(await importOriginal<typeof RealtimeModule>(), net.sockets),
);

const socket = () => net.sockets.at(-1)!;
const ben = { id: 9, first_name: 'Ben', last_name: 'Cruz', mugshot: null, do_not_disturb: true };

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  realtime.setEventSlug('demo');
  realtime.setToken(fakeToken(3));
  act(() => acceptLogin(socket(), 3));
});
afterEach(() => realtime.dispose());

function Standing() {
  const { standing, join, next, exit } = useRoulette('demo', 4);
  return (
    <div>
      <output data-testid="phase">{standing.phase === 'paired' ? `paired with ${standing.partner.first_name} on ${standing.videocallId}` : standing.phase}</output>
      <button onClick={() => void join()}>start</button>
      <button onClick={() => void next()}>next</button>
      <button onClick={exit}>exit</button>
    </div>
  );
}

const answer = (event: string, reply: unknown) => act(() => socket().acks.get(event)!.shift()!(reply));

describe('the roulette page standing', () => {
  it('joins with the id this browser keeps, and keeps the newest standing when an event overtakes an answer', async () => {
    const ui = renderUi(<Standing />);
    fireEvent.click(screen.getByText('start'));
    const [sent] = socket().sent('join_chatroulette') as [{ space_id: number; roulette_id: string }];
    expect(sent.space_id).toBe(4);
    expect(sent.roulette_id).toBe(localStorage.getItem('foyer.chatroulette.id'));
    // Someone pairs with us before our own answer (older, `waiting`) arrives.
    act(() => socket().fire('chatroulette_state', { space_id: 4, state: 'paired', videocall_id: 12, partner: ben, seq: 8 }));
    await answer('join_chatroulette', { ok: true, space_id: 4, state: 'waiting', videocall_id: null, partner: null, seq: 7 });
    expect(screen.getByTestId('phase').textContent).toBe('paired with Ben on 12');

    // Next: the answer is newer.
    fireEvent.click(screen.getByText('next'));
    await answer('next_chatroulette', { ok: true, space_id: 4, state: 'waiting', videocall_id: null, partner: null, seq: 9 });
    expect(screen.getByTestId('phase').textContent).toBe('waiting');
    // Another roulette's news is not ours.
    act(() => socket().fire('chatroulette_state', { space_id: 5, state: 'paired', videocall_id: 13, partner: ben, seq: 10 }));
    expect(screen.getByTestId('phase').textContent).toBe('waiting');

    // Exit leaves; leaving the page does not leave twice.
    fireEvent.click(screen.getByText('exit'));
    expect(screen.getByTestId('phase').textContent).toBe('intro');
    ui.unmount();
    expect(socket().sent('leave_chatroulette')).toEqual([{ space_id: 4 }]);
  });

  it('joins again on its own after a reload of a page that was in the roulette, back into the same pair', async () => {
    const before = renderUi(<Standing />);
    fireEvent.click(screen.getByText('start'));
    await answer('join_chatroulette', { ok: true, space_id: 4, state: 'paired', videocall_id: 12, partner: ben, seq: 3 });
    // A reload: the page is gone without unmounting (no leave), and comes up again in this tab.
    const sentBefore = socket().sent('join_chatroulette').length;
    before.unmount = () => undefined;
    before.container.remove();
    renderUi(<Standing />);
    await act(async () => undefined);
    expect(socket().sent('join_chatroulette')).toHaveLength(sentBefore + 1);
    await answer('join_chatroulette', { ok: true, space_id: 4, state: 'paired', videocall_id: 12, partner: ben, seq: 5 });
    expect(screen.getByTestId('phase').textContent).toBe('paired with Ben on 12');
    expect(socket().sent('leave_chatroulette')).toEqual([]);
  });

  it('does not join on its own after an exit, nor on a first visit', async () => {
    const ui = renderUi(<Standing />);
    await act(async () => undefined);
    expect(socket().sent('join_chatroulette')).toEqual([]);
    fireEvent.click(screen.getByText('start'));
    fireEvent.click(screen.getByText('exit'));
    ui.unmount();
    renderUi(<Standing />);
    await act(async () => undefined);
    expect(socket().sent('join_chatroulette')).toHaveLength(1);
    expect(screen.getByTestId('phase').textContent).toBe('intro');
  });

  it('leaves the roulette when the page goes', () => {
    const ui = renderUi(<Standing />);
    fireEvent.click(screen.getByText('start'));
    ui.unmount();
    expect(socket().sent('leave_chatroulette')).toEqual([{ space_id: 4 }]);
  });

  it('shows a refusal (another browser) and starts again from the intro', async () => {
    renderUi(<Standing />);
    fireEvent.click(screen.getByText('start'));
    await answer('join_chatroulette', { ok: false, detail: 'You are in this roulette in another browser.', code: 'roulette_elsewhere' });
    expect(screen.getByTestId('phase').textContent).toBe('failed');
  });
});

describe('chatroulette_started', () => {
  const event = { slug: 'demo' } as CurrentEvent;
  it('offers to go to the roulette, elsewhere in the event', async () => {
    const ui = renderUi(<ChatRouletteOffer event={event} user={undefined} />, '/demo/cinema/cinema/');
    act(() => socket().fire('chatroulette_started', { space_id: 4, slug: 'speed-networking', name: 'Speed networking' }));
    expect((await screen.findByTestId('roulette-offer')).textContent).toContain('Speed networking');
    fireEvent.click(screen.getByTestId('roulette-offer-go'));
    expect(ui.router.state.location.pathname).toBe('/demo/chatroulette/speed-networking/');
  });

  it('stays away on the roulette’s own page', () => {
    renderUi(<ChatRouletteOffer event={event} user={undefined} />, '/demo/chatroulette/speed-networking/');
    act(() => socket().fire('chatroulette_started', { space_id: 4, slug: 'speed-networking', name: 'Speed networking' }));
    expect(screen.queryByTestId('roulette-offer')).toBeNull();
  });
});

describe('the pair banner', () => {
  it('sets Exit roulette apart from Next and Report, quiet beside them', () => {
    const exit = vi.fn();
    renderUi(<PairBanner partner={ben} onNext={() => undefined} onReport={() => undefined} onExit={exit} />);
    const button = screen.getByRole('button', { name: 'Exit roulette' });
    expect(button.getAttribute('data-variant')).toBe('subtle');
    expect(button.parentElement).not.toBe(screen.getByRole('button', { name: 'Next' }).parentElement);
    expect(screen.getByRole('button', { name: 'Next' }).parentElement).toBe(screen.getByRole('button', { name: 'Report' }).parentElement);
    fireEvent.click(button);
    expect(exit).toHaveBeenCalledOnce();
  });

  it('names Exit roulette otherwise than the call\'s Leave in every language', async () => {
    for (const locale of ['en-US', 'nl', 'de', 'vi-VN']) {
      const roulette = (await import(`../../i18n/locales/${locale}/chatroulette.json`)) as { default: { exit: string } };
      const call = (await import(`../../i18n/locales/${locale}/videocall.json`)) as { default: { controls: { leave: string }; leave_prompt: { leave: string } } };
      const exit = roulette.default.exit.toLowerCase();
      expect(exit, locale).not.toBe(call.default.controls.leave.toLowerCase());
      expect(exit, locale).not.toBe(call.default.leave_prompt.leave.toLowerCase());
    }
  });
});

describe('the roulette\'s settings', () => {
  it('counts the round down while paired, when the roulette has a round length', () => {
    vi.useFakeTimers({ now: new Date('2026-09-01T10:00:00Z'), toFake: ['Date', 'setInterval', 'clearInterval'] });
    try {
      renderUi(<PairBanner partner={ben} roundEndsAt="2026-09-01T10:01:30Z" onNext={() => undefined} onReport={() => undefined} onExit={() => undefined} />);
      expect(screen.getByTestId('roulette-round').textContent).toBe('New partner in 1:30');
      act(() => vi.advanceTimersByTime(31_000));
      expect(screen.getByTestId('roulette-round').textContent).toBe('New partner in 0:59');
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows a framed third-party roulette instead of ours, asking before it loads, and reads the roulette again when its organisers change it', async () => {
    let framed: string | null = null;
    stubFetch((method, path) =>
      path.startsWith('/api/events/demo/chatroulette/spin/')
        ? { body: { meta: { id: 4, slug: 'spin', name: 'Speed dating', published: true, image: null }, embedded_url: framed, waiting: 2, round_minutes: 0 } }
        : undefined,
    );
    await preloadLazyComponents();
    renderUi(<ChatRoulettePage eventSlug="demo" spaceSlug="spin" />);
    expect(await screen.findByTestId('roulette-start')).toBeTruthy();
    framed = 'https://roulette.example.org/room';
    act(() => socket().fire('updated_chatroulette', { space_id: 4, slug: 'spin' }));
    expect(await screen.findByTestId('embedded-consent')).toBeTruthy();
    expect(screen.queryByTestId('roulette-start')).toBeNull();
  });
});
