import fc from 'fast-check';
import type { z } from 'zod';
import { clientToServer, type ClientEventName } from '@foyer/contracts';
import type { World } from './authz-world';
import { jsonSchemaOf, seedFor, validArbitrary, type Hints } from './fuzz/hostile-payloads';

/**
 * The socket half of the authorisation matrix's samples (decision 0098): a payload each client event accepts,
 * naming the world's things. The contract fuzz's generator makes the payload from the event's schema; the
 * world's values (below) then take every field they name, so that what refuses an event is its policy, not
 * validation or a thing that is not there.
 */

/** The world's values by payload field, for every event. */
function worldHints(w: World): Hints {
  const callId = w.params.videocallId as number;
  return {
    event_slug: w.event.slug,
    space_id: w.ids.spaceId,
    booth_id: w.ids.boothSpaceId,
    chat_id: w.params.chatId,
    text: 'Matrix',
    user_ids: [w.target.user.id],
    user_id: w.target.user.id,
    videocall_id: callId,
    videocallId: callId,
    networking_page: w.params.networkingSlug,
    event: 'invite_accepted',
    data: { videocall_id: callId },
    roulette_id: 'matrix-roulette-seat',
  };
}

/** Where one event's field names another thing of the same name (a meeting space is no stage). */
const eventHints: Partial<Record<ClientEventName, (w: World) => Hints>> = {
  join_meeting_space: (w) => ({ space_id: w.ids.meetingSpaceId }),
  leave_meeting_space: (w) => ({ space_id: w.ids.meetingSpaceId }),
  join_meeting_room: (w) => ({ space_id: w.ids.meetingSpaceId }),
  leave_meeting_room: (w) => ({ space_id: w.ids.meetingSpaceId }),
  join_chatroulette: (w) => ({ space_id: w.ids.rouletteSpaceId }),
  next_chatroulette: (w) => ({ space_id: w.ids.rouletteSpaceId }),
  leave_chatroulette: (w) => ({ space_id: w.ids.rouletteSpaceId }),
};

/** Fields that name a thing of the world's event: a payload with none of them acts in the socket's own event. */
const namingFields = ['event_slug', 'space_id', 'booth_id', 'chat_id', 'user_ids', 'user_id', 'videocall_id', 'videocallId', 'networking_page'];

export interface SocketSample {
  payload: unknown;
  /** The payload names the world's event or its things (otherwise the socket acts in its own event). */
  namesTheEvent: boolean;
}

/** A payload `event` accepts, naming the world's things (the same one every run). */
export function socketSample(w: World, event: ClientEventName, token: string): SocketSample {
  const schema = jsonSchemaOf(clientToServer[event] as z.ZodType);
  const base = fc.sample(validArbitrary(schema, {}), { seed: seedFor(30, event), numRuns: 1 })[0];
  const hints: Hints = { ...worldHints(w), ...eventHints[event]?.(w), token };
  const fields = Object.keys((schema.properties ?? {}) as Record<string, unknown>).filter((name) => name in hints);
  // A socket leaving its calls names none: without one it leaves whichever is its own.
  const payload = event === 'exit_videocalls' ? {}
    : base && typeof base === 'object' && !Array.isArray(base) ? { ...base, ...Object.fromEntries(fields.map((name) => [name, hints[name]])) }
    : base;
  const parsed = clientToServer[event].safeParse(payload);
  if (!parsed.success) throw new Error(`the matrix's sample of ${event} is no valid payload: ${parsed.error.message}`);
  return { payload, namesTheEvent: event !== 'exit_videocalls' && fields.some((name) => namingFields.includes(name)) };
}
