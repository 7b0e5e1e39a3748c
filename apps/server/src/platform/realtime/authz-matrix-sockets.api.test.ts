import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import { sql } from 'drizzle-orm';
import { clientEventPolicy, clientToServer, errorCodes, matrixRoles, realtimeErrorCodes, rolesOfPolicy, type ClientEventName, type MatrixRole, type RealtimeAck } from '@foyer/contracts';
import { startTestServer, type TestServer } from '../../../test/harness';
import { buildWorld, type World } from '../../../test/authz-world';
import { socketSample } from '../../../test/authz-socket-samples';
import { databaseSnapshot, snapshotDifference } from '../../../test/database-snapshot';
import { ask, connect, next } from '../../../test/socket-client';

/**
 * The authorisation matrix's socket half (decision 0098): every client event of `clientToServer` × every role
 * of `matrixRoles`, each expected to pass or be refused as `clientEventPolicy` says. Each role has one socket:
 * the visitor's never logs in; the event's people log in to the world's event; the others (the attendee and the
 * owner of another event, the instance administrator, whom an invite-only event does not let in) to their own
 * event, and name the world's event's things from there. A refused event must be acknowledged `{ok: false}` for
 * its policy (not its payload), change nothing in the database and reach no one watching the world's rooms; a
 * join or read the policy allows must be acknowledged `{ok: true}`. Writes the policy allows are not made.
 */

let t: TestServer;
let w: World;
beforeAll(async () => {
  t = await startTestServer({ backgroundSweeps: false });
  w = await buildWorld(t);
});
afterAll(async () => {
  await t?.close();
});

const events = Object.keys(clientToServer) as ClientEventName[];

/**
 * Events whose allowed sends would change the world the other cases stand on (a message sent, a call left, a
 * roulette queue joined, a presence refreshed) or need a call's media server: the features' own tests make them.
 */
const allowedNotSent = new Set<ClientEventName>([
  'user_is_alive', 'send_public_message', 'request_videocall_access', 'cancel_videocall_access_request', 'send_to_user', 'exit_videocalls',
  'move_networking_avatar', 'join_chatroulette', 'next_chatroulette', 'leave_chatroulette',
  ...events.filter((event) => event.startsWith('videocall_media_')),
]);

/** Refusals that are not the policy's: the payload, the server or the limiter said no before it was asked. */
const notThePolicy = new Set<string>([realtimeErrorCodes.invalidPayload, realtimeErrorCodes.serverError, realtimeErrorCodes.tooManyEvents, errorCodes.rateLimited, realtimeErrorCodes.unknownEvent]);

/** What the people of another event (and the administrator) are in the event their socket logged in to. */
const inTheirOwnEvent: Partial<Record<MatrixRole, MatrixRole>> = { attendeeOfAnotherEvent: 'attendee', ownerOfAnotherEvent: 'owner' };

const members = rolesOfPolicy('event-member');
/** An acknowledgement may be slow on a loaded machine; a missing one is a failure, never a refusal. */
const patience = 30_000;
const tokenOf = (role: MatrixRole) => (role === 'visitor' ? 'not-a-token' : w.callers[role].token);
const eventOf = (role: MatrixRole) => (members.includes(role) ? w.event.slug : w.elsewhere.slug);

/** The roles an event lets through: an event naming nothing of the world's acts in the socket's own event. */
function allowedFor(event: ClientEventName): MatrixRole[] {
  const allowed = rolesOfPolicy(clientEventPolicy[event]);
  if (event === 'login' || socketSample(w, event, '').namesTheEvent) return allowed;
  return matrixRoles.filter((role) => allowed.includes(inTheirOwnEvent[role] ?? role));
}

async function loggedInSocket(role: MatrixRole): Promise<Socket> {
  const socket = await connect(t.url);
  const ack = await ask(socket, 'login', { token: tokenOf(role), event_slug: eventOf(role) }, patience);
  if (!ack.ok) throw new Error(`the matrix's ${role} could not log in to ${eventOf(role)}: ${ack.detail}`);
  return socket;
}

/** Closes a socket and waits until its logout's writes (presence) are done. */
async function close(socket: Socket): Promise<void> {
  const id = socket.id;
  socket.disconnect();
  while (id && (await t.server.platform.db.execute(sql`select 1 from presence_connections where socket_id = ${id}`)).rows.length > 0) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const answer = (ack: RealtimeAck) => (ack.ok ? 'ok' : `refused ${ack.code ?? ''} "${ack.detail}"`);

describe("the authorisation matrix's socket half", () => {
  it('has a policy and a sample payload for every client event', () => {
    const problems: string[] = [];
    for (const event of events) {
      if (!Object.hasOwn(clientEventPolicy, event)) problems.push(`${event} has no policy in clientEventPolicy (packages/contracts/src/realtime.ts)`);
      try {
        socketSample(w, event, tokenOf('attendee'));
      } catch (err) {
        problems.push((err as Error).message);
      }
    }
    for (const event of Object.keys(clientEventPolicy)) if (!Object.hasOwn(clientToServer, event)) problems.push(`clientEventPolicy names ${event}, no client event`);
    expect(problems).toEqual([]);
  });

  it('answers every role of every client event as its policy says; a refusal changes nothing and reaches no one', async () => {
    const started = Date.now();
    const sockets = new Map<MatrixRole, Socket>();
    for (const role of matrixRoles) if (role !== 'visitor') sockets.set(role, await loggedInSocket(role));
    /**
     * Sends the event's sample as `role` and answers its acknowledgement. A login, and any event of the visitor,
     * goes from a socket of its own: a refused login ends the socket's earlier one, and a socket that never logs
     * in is closed by its login timer.
     */
    const send = async (role: MatrixRole, event: ClientEventName): Promise<RealtimeAck> => {
      const own = event === 'login' || role === 'visitor' ? await connect(t.url) : null;
      try {
        return await ask(own ?? sockets.get(role)!, event, socketSample(w, event, tokenOf(role)).payload, patience);
      } catch (err) {
        throw new Error(`${event} as ${role}: ${(err as Error).message}`, { cause: err });
      } finally {
        if (own) await close(own);
      }
    };
    // Someone of the world's event in every room its things have: a refused event must not reach them.
    const [watcher, boothStaff] = await Promise.all([connect(t.url), connect(t.url)]);
    expect((await ask(watcher, 'login', { token: w.host.token, event_slug: w.event.slug }, patience)).ok).toBe(true);
    expect((await ask(boothStaff, 'login', { token: w.boothStaff.token, event_slug: w.event.slug }, patience)).ok).toBe(true);
    for (const [socket, event] of [
      [watcher, 'join_chat'], [watcher, 'join_booth_space'], [watcher, 'subscribe_to_space'], [watcher, 'join_presentation_space'],
      [watcher, 'join_meeting_space'], [watcher, 'join_meeting_room'], [watcher, 'join_networking_area'], [watcher, 'subscribe_to_attendees'],
      [boothStaff, 'subscribe_to_booth_vistors'],
    ] as const) {
      // The stage announces its new viewer to its room (the watcher too) after the acknowledgement: heard before the batches start.
      const announced = event === 'join_presentation_space' ? next(watcher, 'joined_presentation_space', patience) : null;
      const ack = await ask(socket, event, socketSample(w, event, '').payload, patience);
      expect([event, ack.ok]).toEqual([event, true]);
      await announced;
    }
    const heard: string[] = [];
    for (const socket of [watcher, boothStaff]) socket.onAny((name: string) => heard.push(name));

    const wrong: string[] = [];
    const cases = { refused: 0, allowed: 0 };
    const policyOf = (event: ClientEventName) => [clientEventPolicy[event]].flat().join(' | ');
    // Refused first, every event's refused roles at once, with the database and the watchers around each batch.
    for (const event of events) {
      const allowed = allowedFor(event);
      const refused = matrixRoles.filter((role) => !allowed.includes(role));
      if (refused.length === 0) continue;
      cases.refused += refused.length;
      const before = await databaseSnapshot(t);
      heard.length = 0;
      const acks = await Promise.all(refused.map(async (role) => [role, await send(role, event)] as const));
      for (const [role, ack] of acks) {
        if (ack.ok) wrong.push(`${event} (${policyOf(event)}) as ${role}: ok, expected a refusal`);
        else if (notThePolicy.has(ack.code ?? '')) wrong.push(`${event} (${policyOf(event)}) as ${role}: ${answer(ack)}, refused before its policy was asked`);
      }
      const changed = snapshotDifference(before, await databaseSnapshot(t));
      if (changed.length > 0) wrong.push(`${event}: a refused event changed ${changed.join(', ')}`);
      // The refusals were acknowledged after whatever they sent; a round trip more lets a broadcast arrive.
      await Promise.all([ask(watcher, 'unsubscribe_to_attendees', { user_ids: [1] }, patience), ask(boothStaff, 'unsubscribe_to_attendees', { user_ids: [1] }, patience)]);
      const broadcasts = heard.filter((name) => name !== 'event_error');
      if (broadcasts.length > 0) wrong.push(`${event}: a refused event reached the world's rooms: ${broadcasts.join(', ')}`);
    }
    // Then the joins and reads each policy allows, every role of each at once.
    for (const event of events) {
      if (allowedNotSent.has(event)) continue;
      const allowed = allowedFor(event);
      cases.allowed += allowed.length;
      const acks = await Promise.all(allowed.map(async (role) => [role, await send(role, event)] as const));
      for (const [role, ack] of acks) if (!ack.ok) wrong.push(`${event} (${policyOf(event)}) as ${role}: ${answer(ack)}, expected it let through`);
    }
    await Promise.all([...sockets.values(), watcher, boothStaff].map(close));
    console.info(`authorisation matrix, sockets: ${events.length} client events × ${matrixRoles.length} roles, ${cases.refused} refusals and ${cases.allowed} let through, ${((Date.now() - started) / 1000).toFixed(1)} s`);
    expect(wrong).toEqual([]);
  }, 300_000);
});
