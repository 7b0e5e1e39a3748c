import { afterEach, describe, expect, it, vi } from 'vitest';
import { analyticsRoutes, organizerMeetingRoutes } from '@foyer/contracts';
import { call, onNetworkFailure } from './http';
import { ApiRequestError } from './errors';

describe('call without a reply', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("announces 'cant reach server' unless the call is quiet; both fail as network errors", async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))));
    const heard = vi.fn();
    const stop = onNetworkFailure(heard);
    const input = { params: { eventSlug: 'demo' }, body: { path: '/demo' } };
    const quiet = await call(analyticsRoutes.pageView, input, undefined, { quiet: true }).catch((e: unknown) => e);
    expect(quiet).toBeInstanceOf(ApiRequestError);
    expect((quiet as ApiRequestError).isNetworkError).toBe(true);
    expect(heard).not.toHaveBeenCalled();
    await call(analyticsRoutes.pageView, input).catch(() => undefined);
    expect(heard).toHaveBeenCalledTimes(1);
    stop();
  });
});

describe('call of a route answering 204', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reads the empty reply as nothing for a contract saying `z.undefined()`', async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(new Response(null, { status: 204 }))));
    const input = { params: { eventSlug: 'demo', meetingSlug: 'rooms', meeting: 'clinic' } };
    await expect(call(organizerMeetingRoutes.remove, input)).resolves.toBeUndefined();
  });
});
