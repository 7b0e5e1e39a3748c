import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../identity/accounts.schema';
import { events } from '../identity/events.schema';

/**
 * One row per logged-in socket, on whichever server process holds it. A person is online while one of
 * their rows was seen within the presence window; rows of a crashed process simply age out.
 */
export const presenceConnections = pgTable(
  'presence_connections',
  {
    socketId: text('socket_id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    /** The server process holding the socket; its rows go when it stops cleanly. */
    serverId: text('server_id').notNull(),
    connectedAt: timestamp('connected_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('presence_connections_user_idx').on(t.userId, t.lastSeenAt), index('presence_connections_server_idx').on(t.serverId)],
);
