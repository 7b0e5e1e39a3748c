import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';
import { addRole, makeEvent, person } from './event-factories';
import { undocumentedStatuses } from './reply-checks';

let t: TestServer;

beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.close();
});

// What every API test server checks when it closes (harness.ts): decision 0072.
describe('the statuses the API tests observe', () => {
  it('are read from what the server answered: documented ones pass, a 204 comes without a body', async () => {
    const event = await makeEvent(t, { slug: 'documented-ev' });
    const someone = await person(t, { firstName: 'Dora', lastName: 'Doc' });
    await addRole(t, event, someone, 'attendee');
    expect((await t.api('GET', '/api/events/documented-ev/blocked_users/')).status).toBe(401);
    expect((await t.api('GET', '/api/events/no-such-event/blocked_users/', { token: someone.token })).status).toBe(404);
    const revoked = await t.api('DELETE', '/api/events/documented-ev/calendar-feed/', { token: someone.token });
    expect(revoked.status).toBe(204);
    expect(revoked.body).toBeNull();
    expect(revoked.headers.get('content-type')).toBeNull();
    expect(await undocumentedStatuses(t.server)).toEqual([]);
  });

  it('fail the test server’s close when one is not in the OpenAPI description', async () => {
    const other = await startTestServer();
    // As if the configuration had once answered 404, which its route does not document.
    other.server.platform.metrics.httpRequests.inc({ method: 'GET', route: '/api/config/', status: 404 });
    expect(await undocumentedStatuses(other.server)).toEqual(['GET /api/config/ answered 404']);
    await expect(other.close()).rejects.toThrow(/GET \/api\/config\/ answered 404/);
  });
});
