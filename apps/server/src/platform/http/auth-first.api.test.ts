import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as contracts from '@foyer/contracts';
import type { RouteDef } from '@foyer/contracts';
import { startTestServer, type TestServer } from '../../../test/harness';
import { contractRouteList } from '../../../test/authz-world';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t.close();
});

/** Every route of every route table the contracts export that needs a signed-in person. */
const signedInRoutes = (): RouteDef[] => contractRouteList().map(([, route]) => route).filter((route) => route.auth === 'user');

describe('authentication comes before validation', () => {
  const routes = signedInRoutes();

  it('finds the signed-in routes', () => {
    expect(routes.length).toBeGreaterThan(50);
  });

  it('every signed-in route answers an anonymous malformed request 401, not its field errors', async () => {
    const answers: string[] = [];
    for (const route of routes) {
      // Ids that are no ids, a page size that is no number, and a body of the wrong shape.
      const url = `${route.path.replace(/:[A-Za-z_]+/g, 'not-an-id%20')}?limit=many&offset=-1&event_slug=`;
      const body = route.method === 'GET' || route.method === 'DELETE' ? undefined : '[1, {"unexpected": true}]';
      const res = await t.api(route.method, url, body === undefined ? {} : { body });
      if (res.status !== 401 || res.body?.code !== 'not_authenticated') answers.push(`${route.method} ${route.path}: ${res.status} ${JSON.stringify(res.body)}`);
    }
    expect(answers).toEqual([]);
  });

  it('a bad bearer token is refused the same way before the body is read', async () => {
    const route = contracts.profileRoutes.update;
    const res = await t.api(route.method, route.path.replace(':id', 'x'), { body: '{"first_name": ', token: 'not-a-token' });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('token_not_valid');
  });
});
