import { and, eq, inArray } from 'drizzle-orm';
import type { SpaceFieldProvider } from '../spaces';
import { chats } from './chat.schema';

/**
 * The `chat` switch of the space types that have one (map, stage, networking area, poster hall; decision
 * 0083): a public chat of the space exists or not. Switching it off removes the chat with its messages.
 */
export const spaceChatField: SpaceFieldProvider = {
  field: 'chat',
  async read(db, rows) {
    const ids = rows.map((r) => r.id);
    const found = ids.length === 0 ? [] : await db.select({ spaceId: chats.spaceId }).from(chats).where(inArray(chats.spaceId, ids));
    const withChat = new Set(found.map((c) => c.spaceId));
    return new Map(ids.map((id) => [id, withChat.has(id)]));
  },
  async write(db, { event, space }, value) {
    if (value === true) {
      await db.insert(chats).values({ eventId: event.id, spaceId: space.id, name: space.name }).onConflictDoNothing({ target: chats.spaceId });
    } else if (value === false) {
      await db.delete(chats).where(and(eq(chats.eventId, event.id), eq(chats.spaceId, space.id)));
    }
  },
};
