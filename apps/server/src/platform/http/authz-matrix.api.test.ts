import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorStatuses, matrixRoles, organizerMessages, organizerRoutes, rolesAllowed, routePolicy, type MatrixRole, type PolicyWord, type RouteDef } from '@foyer/contracts';
import { operationKey } from './openapi';
import { startTestServer, type ApiResponse, type TestServer } from '../../../test/harness';
import type { Person } from '../../../test/event-factories';
import { buildWorld, contractRouteList, pathOf, type World } from '../../../test/authz-world';
import { sampleBodies, sampleQueries } from '../../../test/authz-samples';
import { databaseSnapshot, snapshotDifference } from '../../../test/database-snapshot';

/**
 * The authorisation matrix (decision 0098): every route of the contracts × every role of `matrixRoles`, each
 * expected to pass or be refused as the route's policy says (`routePolicy`, `policyAllows`). A refused call must
 * be answered 401 (a visitor) or 403/404 as the route declares, and must change nothing in the database; a read
 * the policy allows must be answered. Writes the policy allows are not made here (they would change the world
 * the other calls stand on): each feature's own tests make them.
 */

let t: TestServer;
let w: World;
beforeAll(async () => {
  // The periodic sweeps (presence, analytics roll-ups, …) stay paused: what changes, a call changed.
  t = await startTestServer({ backgroundSweeps: false });
  w = await buildWorld(t);
});
afterAll(async () => {
  await t?.close();
});

async function call(name: string, route: RouteDef, role: MatrixRole): Promise<ApiResponse> {
  const token = role === 'visitor' ? undefined : w.callers[role].token;
  const url = `${pathOf(w, route)}${sampleQueries[name]?.(w) ?? ''}`;
  if (route.upload) {
    const form = new FormData();
    form.set(route.upload.field, new Blob([new Uint8Array(w.png)], { type: 'image/png' }), 'matrix.png');
    const res = await fetch(`${t.url}${url}`, { method: route.method, headers: token ? { authorization: `Bearer ${token}` } : {}, body: form });
    const body = (await res.json()) as unknown;
    t.texts.record(res.status, body);
    return { status: res.status, headers: res.headers, body };
  }
  return t.api(route.method, url, { token, ...(route.body ? { body: sampleBodies[name]!(w) } : {}) });
}

/** What a refused caller reads from a moderators' guard: moderating is not "seeing the people". */
const moderatorRefusal = (route: RouteDef) =>
  route.organizer === 'moderate' ? organizerMessages.notEventModeratorToModerate : organizerMessages.notEventModerator;

const answer = (res: ApiResponse) => `${res.status}${res.body?.code ? ` ${res.body.code}` : ''}`;

describe('the authorisation matrix', () => {
  const routes = contractRouteList();

  it('has a row for every route the server registers: its policy, a filled path, a sample body', () => {
    const listed = new Set(routes.map(([, route]) => operationKey(route.method, route.path)));
    const missing = [...t.server.app.contractRoutes.keys()].filter((key) => !listed.has(key));
    expect(missing, 'routes the server registers that no contract route table exports').toEqual([]);
    // A contract route the server does not serve would be "refused" (404) to everyone without its policy being asked.
    const unserved = routes
      .filter(([, route]) => !routePolicy(route).includes('nobody') && !t.server.app.contractRoutes.has(operationKey(route.method, route.path)))
      .map(([name]) => name);
    expect(unserved, 'contract routes the server does not register').toEqual([]);
    const problems: string[] = [];
    for (const [name, route] of routes) {
      if (route.body && !sampleBodies[name]) problems.push(`${name} needs a sample body in apps/server/test/authz-samples.ts`);
      try {
        pathOf(w, route);
      } catch (err) {
        problems.push(`${name}: ${(err as Error).message} (the matrix world names no such thing: apps/server/test/authz-world.ts)`);
      }
    }
    expect(problems).toEqual([]);
  });

  /** Calls the route as each of `roles` at once and answers what went wrong. */
  async function check(name: string, route: RouteDef, roles: readonly MatrixRole[]): Promise<string[]> {
    const policy = routePolicy(route).join(' | ');
    const allowed = rolesAllowed(route);
    const answers = await Promise.all(roles.map(async (role) => [role, await call(name, route, role)] as const));
    const wrong: string[] = [];
    for (const [role, res] of answers) {
      if (allowed.includes(role)) {
        if (res.status >= 400) wrong.push(`${name} (${policy}) as ${role}: ${answer(res)}, expected an answer`);
        continue;
      }
      const refusals =
        role === 'visitor' && route.auth === 'user' ? [401]
        : routePolicy(route).includes('nobody') ? [404] // not served here at all
        : [403, 404].filter((status) => errorStatuses(route).includes(status));
      if (!refusals.includes(res.status)) wrong.push(`${name} (${policy}) as ${role}: ${answer(res)}, expected ${refusals.join(' or ')}`);
      // The console moderators' guards share a code; the text says what the guard is for.
      if (route.organizer && res.body?.code === 'not_event_moderator' && res.body.detail !== moderatorRefusal(route)) wrong.push(`${name} as ${role} says "${res.body.detail}"`);
    }
    return wrong;
  }

  it('answers every role of every route as its policy says, and a refusal changes nothing', async () => {
    const started = Date.now();
    const wrong: string[] = [];
    let cases = 0;
    const start = await databaseSnapshot(t);
    // Reads, ten routes at a time: every role of each.
    const reads = routes.filter(([, route]) => route.method === 'GET');
    for (let i = 0; i < reads.length; i += 10) {
      const batch = reads.slice(i, i + 10);
      cases += batch.length * matrixRoles.length;
      for (const found of await Promise.all(batch.map(([name, route]) => check(name, route, matrixRoles)))) wrong.push(...found);
    }
    expect(snapshotDifference(start, await databaseSnapshot(t)), 'tables a read changed').toEqual([]);
    // Writes, one route at a time: everyone its policy refuses (at once), then nothing may have changed. The writes
    // it allows are left to the features' own tests: they would change the world the other calls stand on.
    let before = await databaseSnapshot(t);
    for (const [name, route] of routes.filter(([, r]) => r.method !== 'GET')) {
      const allowed = rolesAllowed(route);
      const refused = matrixRoles.filter((role) => !allowed.includes(role));
      cases += refused.length;
      wrong.push(...(await check(name, route, refused)));
      const after = await databaseSnapshot(t);
      const changed = snapshotDifference(before, after);
      if (changed.length > 0) wrong.push(`${name}: a refused call changed ${changed.join(', ')}`);
      before = after;
    }
    console.info(`authorisation matrix: ${routes.length} routes × ${matrixRoles.length} roles, ${cases} calls, ${((Date.now() - started) / 1000).toFixed(1)} s`);
    expect(wrong).toEqual([]);
  }, 300_000);

  it("lets the booth's staff, the meeting's host, the call's admin, an appointment's party and the person named read what their words give them", async () => {
    const owners: Partial<Record<PolicyWord, Person>> = {
      'booth-staff': w.boothStaff, 'meeting-host': w.host, 'call-admin': w.callAdmin, 'appointment-party': w.target, self: w.target, 'stage-moderator': w.party,
    };
    const wrong: string[] = [];
    for (const [name, route] of routes) {
      if (route.method !== 'GET') continue;
      for (const word of routePolicy(route)) {
        const who = owners[word];
        if (!who) continue;
        const res = await t.api('GET', `${pathOf(w, route)}${sampleQueries[name]?.(w) ?? ''}`, { token: who.token });
        if (res.status >= 400) wrong.push(`${name} (${word}): ${answer(res)}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('lists the event in the console only to its own people', async () => {
    const route = organizerRoutes.listEvents;
    for (const role of ['attendee', 'attendeeOfAnotherEvent', 'hostOfAnotherMeeting', 'callParticipant', 'stageViewer', 'ownerOfAnotherEvent'] as const) {
      const res = await t.api('GET', route.path, { token: w.callers[role].token });
      expect([role, (res.body.results as { slug: string }[]).some((e) => e.slug === w.event.slug)]).toEqual([role, false]);
    }
  });
});
