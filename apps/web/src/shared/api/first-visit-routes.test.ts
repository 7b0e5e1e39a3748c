import * as contracts from '@foyer/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '@/test/stub-fetch';
import { firstVisitRoutes } from './first-visit-routes';
import { call } from './http';

afterEach(() => vi.unstubAllGlobals());

describe('the first visit routes (addresses without schemas)', () => {
  it.each(Object.entries(firstVisitRoutes))('%s has the method and path of the contract route it names', (_, address) => {
    const [group = '', name = ''] = address.contract.split('.');
    const routes = (contracts as unknown as Record<string, Record<string, contracts.RouteDef> | undefined>)[group];
    const route = routes?.[name];
    expect(route, address.contract).toBeDefined();
    expect({ method: address.method, path: address.path }).toEqual({ method: route!.method, path: route!.path });
  });

  it('are called like their routes, and their replies are handed over as the server sent them', async () => {
    const reply = { app_title: 'Foyer', debug: false, version: '1', sentry_dsn: null, dev_outbox: true, extra: 'kept' };
    const api = stubFetch((method, path) => (method === 'GET' && path === '/api/config/' ? { body: reply } : undefined));
    await expect(call(firstVisitRoutes.config)).resolves.toEqual(reply);
    // The contract route itself parses: the field no schema names is dropped.
    const { extra: _, ...parsed } = reply;
    await expect(call(contracts.platformRoutes.config)).resolves.toEqual(parsed);
    expect(api.calls).toHaveLength(2);
  });

  it('fill path parameters and turn a refusal into an ApiRequestError', async () => {
    stubFetch((method, path) => (path === '/api/events/nope/preview/?from_vep=true' ? { status: 404, body: { detail: 'Not found.' } } : undefined));
    await expect(call(firstVisitRoutes.eventPreview, { params: { eventSlug: 'nope' }, query: { from_vep: 'true' } })).rejects.toMatchObject({
      name: 'ApiRequestError',
      status: 404,
      message: 'Not found.',
    });
  });
});
