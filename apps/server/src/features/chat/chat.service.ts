import { pageLinks, rooms, type PublicMessage } from '@foyer/contracts';
import type { Clock } from '../../platform/clock';
import { notFound } from '../../platform/http/errors';
import type { EventAccessGrant, Executor } from '../events';
import { spaceClosedError, type SpacesService } from '../spaces';
import { canUseChat } from './chat.policy';
import { presentPublicMessage } from './chat.presenter';
import { ChatRepository, type ChatRow } from './chat.repository';

/**
 * A space's chat has its room under the space (`space:<id>:chat`), so closing the space empties it of
 * everyone but organisers (features/spaces); other chats use `chat:<id>`.
 */
export const chatRoom = (chat: Pick<ChatRow, 'id' | 'spaceId'>): string =>
  chat.spaceId === null ? rooms.chat(chat.id) : rooms.spaceChat(chat.spaceId);

/**
 * A feature's labels for senders in a space's chat (`sender_label`): of `senderIds`, those it labels, with
 * their label (e.g. `moderator` on a presentation stage). Asked only for chats of a space.
 */
export type ChatSenderLabeller = (spaceId: number, senderIds: readonly number[]) => Promise<ReadonlyMap<number, string>>;

export interface PublicPage {
  count: number;
  next: string | null;
  previous: string | null;
  results: PublicMessage[];
}

/** Public chats: who may use one, its pages, and sending (stored before it is broadcast). */
export class ChatService {
  readonly repo: ChatRepository;

  constructor(
    db: Executor,
    private readonly clock: Clock,
    private readonly spaces: SpacesService,
    private readonly labellers: readonly ChatSenderLabeller[] = [],
  ) {
    this.repo = new ChatRepository(db);
  }

  /** The labels the features give these senders in this chat's space (the first feature to label someone wins). */
  private async labels(chat: ChatRow, senderIds: readonly number[]): Promise<ReadonlyMap<number, string>> {
    const labels = new Map<number, string>();
    if (chat.spaceId === null || senderIds.length === 0 || this.labellers.length === 0) return labels;
    const unique = [...new Set(senderIds)];
    for (const found of await Promise.all(this.labellers.map((l) => l(chat.spaceId!, unique)))) {
      for (const [id, label] of found) if (!labels.has(id)) labels.set(id, label);
    }
    return labels;
  }

  /**
   * The chat, for a person allowed in its event: 404 when it is not a chat of that event, 403
   * `space_closed` when it is the chat of a closed space and the person is not an organiser.
   */
  async requireChat(eventSlug: string, userId: number, chatId: number): Promise<{ grant: EventAccessGrant; chat: ChatRow }> {
    const grant = await this.spaces.access.require(eventSlug, userId);
    const found = await this.repo.findChatWithSpace(chatId);
    if (!found || found.chat.eventId !== grant.event.id) throw notFound();
    const { chat, space } = found;
    if (!canUseChat(grant.role, space)) throw spaceClosedError();
    return { grant, chat };
  }

  async page(eventSlug: string, userId: number, chatId: number, limit: number, offset: number): Promise<PublicPage> {
    const { grant, chat } = await this.requireChat(eventSlug, userId, chatId);
    const [count, rows] = await Promise.all([this.repo.count(chat.id), this.repo.page(chat, limit, offset)]);
    const labels = await this.labels(chat, rows.map((r) => r.sender.id));
    return {
      count,
      ...pageLinks(`/api/events/${grant.event.slug}/chat/public/${chat.id}/`, count, limit, offset),
      results: rows.map((r) => presentPublicMessage(r.message, r.sender, labels.get(r.sender.id) ?? null)),
    };
  }

  /**
   * Stores a message (text already trimmed and checked by its contract; its per-person limit is
   * declared in the contracts and applied by the gateway); answers it with the room it goes to.
   */
  async send(eventSlug: string, userId: number, chatId: number, text: string): Promise<{ message: PublicMessage; room: string }> {
    const { chat } = await this.requireChat(eventSlug, userId, chatId);
    const [message, labels] = await Promise.all([
      this.repo.insertMessage({ chatId: chat.id, senderId: userId, text, sentAt: this.clock.now() }),
      this.labels(chat, [userId]),
    ]);
    return { message: presentPublicMessage(message, await this.repo.sender(chat.eventId, userId), labels.get(userId) ?? null), room: chatRoom(chat) };
  }

  /** The room of a chat the person may leave (no access check: leaving is always allowed). */
  async roomOf(chatId: number): Promise<string> {
    const chat = await this.repo.findChat(chatId);
    return chat ? chatRoom(chat) : rooms.chat(chatId);
  }

  /** The public chat of a space (a map's side panel), if it has one. */
  async chatIdOfSpace(spaceId: number): Promise<number | null> {
    return (await this.repo.chatOfSpace(spaceId))?.id ?? null;
  }

  createChat(eventId: number, spaceId: number | null, name = ''): Promise<ChatRow> {
    return this.repo.insertChat({ eventId, spaceId, name });
  }
}
