import { expect } from 'vitest';
import type { EventRow } from '../src/features/identity';
import { addRole, person, type Person } from './event-factories';
import type { TestServer } from './harness';

/**
 * The calls of one event as the calls' tests use them: through the API, and leaving through the service (as a
 * page's `exit_videocalls` does). `server` and `event` are read at each use (the test file sets them up later).
 */
export function callsOf(server: () => TestServer, event: () => EventRow) {
  const path = (rest: string) => `/api/events/${event().slug}/videocalls/${rest}`;
  const create = (who: Person, body: unknown) => server().api('POST', path('create/'), { token: who.token, body });
  return {
    create,
    join: (who: Person, room: number | string) => server().api('POST', path('join/'), { token: who.token, body: { room } }),
    update: (who: Person, id: number, body: unknown) => server().api('PUT', path(`${id}/`), { token: who.token, body }),
    detail: (who: Person, id: number) => server().api('GET', path(`${id}/`), { token: who.token }),
    /** A call on the area `lounge`, made by `who` (201 expected). */
    onArea: async (who: Person, body: Record<string, unknown> = {}) => {
      const res = await create(who, { x_position: 100, y_position: 200, networking_page: 'lounge', ...body });
      expect(res.status).toBe(201);
      return res.body as { id: number; admin_id: number };
    },
    leave: (who: Person) => server().server.services.videocalls.leave(event().slug, who.user.id),
    /** A new attendee of the event. */
    attendee: async () => {
      const p = await person(server());
      await addRole(server(), event(), p, 'attendee');
      return p;
    },
  };
}
