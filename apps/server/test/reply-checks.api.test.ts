import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';
import { addRole, makeEvent, person } from './event-factories';
import { ServerTextLog, undocumentedStatuses } from './reply-checks';

let t: TestServer;

beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.close();
});

// What every API test server checks when it closes (harness.ts): decisions 0072 and 0073.
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

describe('the error texts the API tests read', () => {
  it('are held to the vocabulary the web app translates: a detail, field messages and a text with values', () => {
    const log = new ServerTextLog();
    log.record(404, { detail: 'Not found.' });
    log.record(400, { email: ['Enter a valid e-mail address.'], first_name: ['First and last name are required fields'] });
    log.record(429, { detail: 'Too many requests. Please try again in 7 seconds.', code: 'throttled' });
    log.record(200, { detail: 'Not an error, so not asked about.' });
    expect(log.notInVocabulary()).toEqual([]);
    log.record(403, { detail: 'A refusal nobody translated.' });
    log.record(400, { name: ['A field message nobody translated.'] });
    expect(log.notInVocabulary()).toEqual(['A field message nobody translated.', 'A refusal nobody translated.']);
  });

  it('fail the test server’s close when one is not in it', async () => {
    const other = await startTestServer();
    // What its `api` calls read is logged: a known text, then an unknown one as a new refusal would bring.
    const res = await other.api('POST', '/api/auth/callback/', { body: { email: 'nobody@example.com', type: 'code', event_slug: 'nowhere' } });
    expect(res.body).toEqual({ detail: 'Not found.' });
    expect(other.texts.notInVocabulary()).toEqual([]);
    other.texts.record(403, { detail: 'A refusal nobody translated.' });
    await expect(other.close()).rejects.toThrow(/A refusal nobody translated/);
  });
});
