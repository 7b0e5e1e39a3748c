import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signInForTest, stubFetch } from '@/app/test-utils';
import { storage } from '@/shared/storage';
import { AUTO_CARD_DELAY_MS, autoCardFlagKey } from './rules';
import { useAutoCard } from './use-auto-card';

const give = '/api/events/demo/booths/aurora/give-business-card/';

function cardServer() {
  return stubFetch((method, path, body) => {
    if (method === 'POST' && path === give) {
      const sent = body as { include_email: boolean; message: string; staff: number | null; is_auto: boolean };
      return {
        status: 201,
        body: { id: 1, ...sent, assigned_to: null, ignore_incognito_mode: false, created: '2026-05-12T10:00:00Z', updated: '2026-05-12T10:00:00Z' },
      };
    }
    return undefined;
  });
}

const visitor = { eventSlug: 'demo', boothSlug: 'aurora', active: true, isStaff: false, leftBusinessCard: false };

beforeEach(() => {
  signInForTest();
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => vi.useRealTimers());

describe('automatic business card', () => {
  it('is left 1500 ms after a visitor opens the booth, quietly, and only once per booth in this browser', async () => {
    const server = cardServer();
    const first = renderHook(() => useAutoCard(visitor));
    await vi.advanceTimersByTimeAsync(AUTO_CARD_DELAY_MS - 1);
    expect(server.find('POST', give)).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(server.find('POST', give)).toHaveLength(1));
    expect(server.find('POST', give)[0]!.body).toEqual({ include_email: false, message: '', staff: null, is_auto: true, ignore_incognito_mode: false });
    expect(storage.get(autoCardFlagKey('demo', 'aurora'))).not.toBeNull();
    expect(AUTO_CARD_DELAY_MS).toBe(1500);

    // The booth opened again (the page reloaded, the booth left the list and came back): the local flag holds.
    first.unmount();
    renderHook(() => useAutoCard(visitor));
    await vi.advanceTimersByTimeAsync(AUTO_CARD_DELAY_MS * 2);
    expect(server.find('POST', give)).toHaveLength(1);
  });

  it('is not left for the booth’s staff, after a card, for a neighbour in the carousel, nor when the visitor leaves first', async () => {
    const server = cardServer();
    renderHook(() => useAutoCard({ ...visitor, isStaff: true }));
    renderHook(() => useAutoCard({ ...visitor, leftBusinessCard: true }));
    renderHook(() => useAutoCard({ ...visitor, active: false }));
    renderHook(() => useAutoCard({ ...visitor, isStaff: undefined }));
    const left = renderHook(() => useAutoCard(visitor));
    await vi.advanceTimersByTimeAsync(AUTO_CARD_DELAY_MS - 500);
    left.unmount();
    await vi.advanceTimersByTimeAsync(AUTO_CARD_DELAY_MS * 2);
    expect(server.find('POST', give)).toHaveLength(0);
  });
});
