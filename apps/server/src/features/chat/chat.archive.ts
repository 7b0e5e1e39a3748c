import { and, asc, eq, gt, isNotNull } from 'drizzle-orm';
import { normalizeWordList } from '@foyer/domain';
import type { ArchivePart } from '../../platform/event-archive/parts';
import { spaces } from '../identity/events.schema';
import { chats } from './chat.schema';
import { chatWordLists } from './chat-rules.schema';

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

/**
 * The chat rules (decision 0097): the word list, and each space chat's slow mode; held messages and who
 * posted when are the event's history and stay behind. Written after `chats`, so the chats are there.
 */
export const chatRulesArchivePart: ArchivePart<'chat_rules'> = {
  section: 'chat_rules',
  async export({ db, eventId, keys }) {
    const [list] = await db.select({ words: chatWordLists.words }).from(chatWordLists).where(eq(chatWordLists.eventId, eventId));
    const slow = await db
      .select({ spaceId: chats.spaceId, seconds: chats.slowModeSeconds })
      .from(chats)
      .where(and(eq(chats.eventId, eventId), isNotNull(chats.spaceId), gt(chats.slowModeSeconds, 0)))
      .orderBy(asc(chats.spaceId));
    return {
      words: list?.words ?? [],
      slow_mode: slow.flatMap((r) => {
        const space = keys.ref('space', r.spaceId);
        return space === null ? [] : [{ space, seconds: r.seconds }];
      }),
    };
  },
  async import({ db, eventId, ids, now }, data) {
    const words = normalizeWordList(data.words);
    if (words.length > 0) await db.insert(chatWordLists).values({ eventId, words, updatedAt: now });
    for (const [i, rule] of data.slow_mode.entries()) {
      const spaceId = ids.get('space', rule.space, `chat_rules.slow_mode[${i}]`);
      await db.update(chats).set({ slowModeSeconds: rule.seconds }).where(and(eq(chats.eventId, eventId), eq(chats.spaceId, spaceId)));
    }
  },
  async clear(db, eventId) {
    await db.delete(chatWordLists).where(eq(chatWordLists.eventId, eventId));
  },
};
