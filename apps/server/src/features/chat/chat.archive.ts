import { and, eq, isNotNull } from 'drizzle-orm';
import type { ArchivePart } from '../../platform/event-archive/parts';
import { spaces } from '../identity/events.schema';
import { chats } from './chat.schema';

/** Which spaces have their public chat (the `chat` switch, decision 0083); never a message (decision 0089). */
export const chatsArchivePart: ArchivePart<'chats'> = {
  section: 'chats',
  async export({ db, eventId, keys }) {
    const rows = await db.select({ spaceId: chats.spaceId }).from(chats).where(and(eq(chats.eventId, eventId), isNotNull(chats.spaceId)));
    return keys.refs('space', rows.map((r) => r.spaceId!).sort((a, b) => a - b));
  },
  async import({ db, eventId, ids }, list) {
    for (const [i, key] of list.entries()) {
      const spaceId = ids.get('space', key, `chats[${i}]`);
      const [space] = await db.select({ name: spaces.name }).from(spaces).where(eq(spaces.id, spaceId));
      await db.insert(chats).values({ eventId, spaceId, name: space!.name }).onConflictDoNothing({ target: chats.spaceId });
    }
  },
};
