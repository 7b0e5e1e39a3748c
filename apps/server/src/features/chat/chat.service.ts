import { speakFreely, type SpeechGuard } from '../../platform/reach-guards';
import { sql, type SQL } from 'drizzle-orm';
import { pageLinks, rooms, type HeldMessage, type HeldMessageAck, type PublicChatPage, type PublicMessage } from '@foyer/contracts';
import type { Clock } from '../../platform/clock';
import { notFound } from '../../platform/http/errors';
import type { EventAccessGrant, SpaceRow } from '../identity';
import type { Executor } from '../../platform/db/database';
import type { NotifiedCache } from '../../platform/cache';
import { isPgError, pgErrorCodes } from '../../platform/db/errors';
import { spaceClosedError, type SpacesFace } from '../spaces';
import { canModerateChats, canUseChat } from './chat.policy';
import { heldMessagesOf, type ChatRules } from './chat-rules';
import { presentPublicMessage } from './chat.presenter';
import { ChatRepository, type ChatRow, type SenderLabelSql } from './chat.repository';

/**
 * A space's chat has its room under the space (`space:<id>:chat`), so closing the space empties it of
 * everyone but organisers (features/spaces); other chats use `chat:<id>`.
 */
export const chatRoom = (chat: Pick<ChatRow, 'id' | 'spaceId'>): string =>
  chat.spaceId === null ? rooms.chat(chat.id) : rooms.spaceChat(chat.spaceId);

/**
 * A feature's label for some senders in a space's chat (`sender_label`, e.g. `moderator` on a presentation
 * stage): the label, and who gets it as an SQL condition over the space's id and the sender's id, so that
 * the statement storing a message (or reading a page) answers the labels too. Asked only for chats of a space.
 */
export interface ChatSenderLabeller {
  label: string;
  applies(spaceId: SQL, senderId: SQL): SQL;
}

/** What sending looks up for every message: the chat, its space (null for a chat of no space), its event's word list. */
export interface ChatTarget {
  chat: ChatRow;
  space: SpaceRow | null;
  words: string[] | null;
}

/** A stored message and the room it goes to. */
export interface SentMessage {
  message: PublicMessage;
  room: string;
}

/** A chat as a person allowed in it reaches it. */
export interface ReachedChat {
  grant: EventAccessGrant;
  chat: ChatRow;
  space: SpaceRow | null;
  words: string[] | null;
}

/** The name a chat goes by (typed to confirm clearing it): its space's, its own, or its number. */
export const chatName = (chat: ChatRow, space: SpaceRow | null): string => space?.name || chat.name || `Chat ${chat.id}`;

/**
 * The public chat of a space, opened (named as the space) when it has none. On the executor given: the
 * stage's schedule command opens its stage's chat on its own transaction, with no server running.
 */
export async function openSpaceChat(ex: Executor, space: Pick<SpaceRow, 'id' | 'eventId' | 'name'>): Promise<ChatRow> {
  const repo = new ChatRepository(ex);
  return (await repo.chatOfSpace(space.id)) ?? repo.insertChat({ eventId: space.eventId, spaceId: space.id, name: space.name });
}

/** Public chats: who may use one, its pages, and sending (stored before it is broadcast). */
export class ChatService {
  readonly repo: ChatRepository;

  constructor(
    private readonly db: Executor,
    private readonly clock: Clock,
    private readonly spaces: SpacesFace,
    private readonly labellers: readonly ChatSenderLabeller[] = [],
    /** The process's chats with their spaces, which table-change notices empty (decision 0065); none: read each time. */
    private readonly targets: NotifiedCache<number, ChatTarget> | null = null,
    /** Slow mode and the word list (chat-rules.ts). */
    readonly rules: ChatRules,
    /** Who may speak in public (a silence refuses); the hook's check. */
    private readonly speech: SpeechGuard = speakFreely,
  ) {
    this.repo = new ChatRepository(db);
  }

  /** The same service on a caller's transaction (seeds): it reads every chat afresh, as a transaction must. */
  inTransaction(tx: Executor): ChatService {
    return tx === this.db ? this : new ChatService(tx, this.clock, this.spaces.inTransaction(tx), this.labellers, null, this.rules, this.speech);
  }

  /** The label the features give a sender in this chat's space, as SQL (the first feature to label someone wins). */
  private labelSql(chat: ChatRow): SenderLabelSql | undefined {
    const spaceId = chat.spaceId;
    if (spaceId === null || this.labellers.length === 0) return undefined;
    return (senderId) =>
      sql`CASE ${sql.join(
        this.labellers.map((l) => sql`WHEN ${l.applies(sql`${spaceId}::integer`, senderId)} THEN ${l.label}::text`),
        sql` `,
      )} END`;
  }

  private async findTarget(chatId: number): Promise<ChatTarget | null> {
    const cached = this.targets?.get(chatId);
    if (cached) return cached;
    const stamp = this.targets?.stamp();
    const found = await this.repo.findChatWithSpace(chatId);
    if (found && stamp !== undefined) this.targets!.set(chatId, found, stamp);
    return found;
  }

  /**
   * The chat, for a person allowed in its event: 404 when it is not a chat of that event, 403
   * `space_closed` when it is the chat of a closed space and the person is not an organiser.
   */
  async requireChat(eventSlug: string, userId: number, chatId: number): Promise<ReachedChat> {
    const grant = await this.spaces.access.require(eventSlug, userId);
    const found = await this.findTarget(chatId);
    if (!found || found.chat.eventId !== grant.event.id) throw notFound();
    const { chat, space, words } = found;
    if (!canUseChat(grant.role, space)) throw spaceClosedError();
    return { grant, chat, space, words };
  }

  /** Whether the person moderates the event's public chats: its owners and moderators, instance administrators. */
  async moderates(grant: EventAccessGrant, userId: number): Promise<boolean> {
    return canModerateChats(grant.role) || (await this.spaces.access.isAdministrator(userId));
  }

  async page(eventSlug: string, userId: number, chatId: number, limit: number, offset: number): Promise<PublicChatPage> {
    const { grant, chat, space } = await this.requireChat(eventSlug, userId, chatId);
    const label = this.labelSql(chat);
    const [count, rows, pinned, moderates] = await Promise.all([
      this.repo.count(chat.id), this.repo.page(chat, limit, offset, label), this.repo.pinned(chat, label), this.moderates(grant, userId),
    ]);
    return {
      count,
      ...pageLinks(`/api/events/${grant.event.slug}/chat/public/${chat.id}/`, count, limit, offset),
      results: rows.map((r) => presentPublicMessage(r.message, r.sender, r.label, moderates)),
      pinned: pinned ? presentPublicMessage(pinned.message, pinned.sender, pinned.label, moderates) : null,
      name: chatName(chat, space),
      can_moderate: moderates,
      slow_mode_seconds: chat.slowModeSeconds,
    };
  }

  /** One message of the chat as the viewer reads it (after a moderation act), or null. */
  async presentMessage(chat: ChatRow, messageId: number, viewerModerates: boolean): Promise<PublicMessage | null> {
    const row = await this.repo.message(chat, messageId, this.labelSql(chat));
    return row ? presentPublicMessage(row.message, row.sender, row.label, viewerModerates) : null;
  }

  /**
   * Stores a message (text already trimmed and checked by its contract; its per-person limit is
   * declared in the contracts and applied by the gateway); answers it with the room it goes to.
   */
  async send(eventSlug: string, userId: number, chatId: number, text: string): Promise<SentMessage | { held: HeldMessageAck; queued: HeldMessage }> {
    const { grant, chat, words } = await this.requireChat(eventSlug, userId, chatId);
    await this.speech({ eventId: grant.event.id, userId });
    const now = this.clock.now();
    const rules = this.rules.judge(grant, chat, words, userId, text, now);
    if (rules.heldFor.length > 0) {
      const { ack, heldId } = await this.rules.hold(chat, userId, text, rules, now);
      const [queued] = await heldMessagesOf(this.db, grant.event.id, heldId);
      return { held: ack, queued: queued! };
    }
    const stored = await this.repo.insertMessage({ chatId: chat.id, senderId: userId, text, sentAt: now }, this.labelSql(chat), rules.gate).catch((err: unknown) => {
      // The chat went away after it was looked up (its event or space deleted): as if it never was.
      throw isPgError(err, pgErrorCodes.foreignKeyViolation) ? notFound() : err;
    });
    if (!stored) throw await this.rules.slowModeRefusal(chat, userId);
    return { message: presentPublicMessage(stored.message, stored.sender, stored.label), room: chatRoom(chat) };
  }

  /** Stores a message a moderator let through (a held one), as sent now, on their transaction. */
  async storeReleased(tx: Executor, chat: ChatRow, senderId: number, text: string): Promise<SentMessage> {
    const stored = await new ChatRepository(tx).insertMessage({ chatId: chat.id, senderId, text, sentAt: this.clock.now() }, this.labelSql(chat));
    return { message: presentPublicMessage(stored!.message, stored!.sender, stored!.label), room: chatRoom(chat) };
  }

  /** The room of a chat the person may leave (no access check: leaving is always allowed). */
  async roomOf(chatId: number): Promise<string> {
    const chat = await this.repo.findChat(chatId);
    return chat ? chatRoom(chat) : rooms.chat(chatId);
  }

  /** The public chat of a space (a map's side panel), if it has one. */
  /**
   * The event's listed words a text contains, for other places people speak in public (the stage's Q&A,
   * decision 0097); none for owners and moderators, whose words are never held.
   */
  async listedWordsIn(grant: EventAccessGrant, text: string): Promise<string[]> {
    return this.rules.listedWordsIn(grant, text);
  }

  async chatIdOfSpace(spaceId: number): Promise<number | null> {
    return (await this.repo.chatOfSpace(spaceId))?.id ?? null;
  }

  createChat(eventId: number, spaceId: number | null, name = ''): Promise<ChatRow> {
    return this.repo.insertChat({ eventId, spaceId, name });
  }

  /** The space's public chat (`openSpaceChat`). */
  openChatOfSpace(space: Pick<SpaceRow, 'id' | 'eventId' | 'name'>): Promise<ChatRow> {
    return openSpaceChat(this.db, space);
  }

  /**
   * Stores a message as the person sent it at `sentAt`: no access check, no broadcast, nobody told — a chat's
   * history brought along (the demo's).
   */
  async postAs(chatId: number, senderId: number, text: string, sentAt: Date): Promise<void> {
    await this.repo.insertMessage({ chatId, senderId, text, sentAt });
  }
}
