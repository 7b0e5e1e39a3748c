import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness';

let debug: TestServer;
let plain: TestServer;

beforeAll(async () => {
  debug = await startTestServer({ env: { FOYER_DEBUG: '1' }, offsetClock: true });
  plain = await startTestServer({ databaseUrl: debug.databaseUrl });
});
afterAll(async () => {
  await plain?.close();
  await debug?.close();
});

describe('the dev test clock', () => {
  it('moves the server\'s clock by an offset from the real time, and back', async () => {
    expect((await debug.api('GET', '/api/dev/clock')).body).toEqual({ now: '2026-06-01T09:00:00.000Z', offset_ms: 0 });
    const moved = await debug.api('POST', '/api/dev/clock', { body: { offset_ms: 3_600_000 } });
    expect(moved.status).toBe(200);
    expect(moved.body).toEqual({ now: '2026-06-01T10:00:00.000Z', offset_ms: 3_600_000 });
    // Not cumulative: the offset is set, not added.
    expect((await debug.api('POST', '/api/dev/clock', { body: { offset_ms: 60_000 } })).body.now).toBe('2026-06-01T09:01:00.000Z');
    expect(debug.server.platform.clock.now().toISOString()).toBe('2026-06-01T09:01:00.000Z');
    expect((await debug.api('POST', '/api/dev/clock', { body: { offset_ms: 'soon' } })).status).toBe(400);
    expect((await debug.api('POST', '/api/dev/clock', { body: { offset_ms: 0 } })).body.offset_ms).toBe(0);
  });

  it('is not there without debug mode', async () => {
    expect((await plain.api('GET', '/api/dev/clock')).status).toBe(404);
    expect((await plain.api('POST', '/api/dev/clock', { body: { offset_ms: 1000 } })).status).toBe(404);
    expect(plain.server.platform.clock.now().toISOString()).toBe('2026-06-01T09:00:00.000Z');
  });
});
