import {
  chatBotUserId,
  pageLinks,
  rooms,
  type BroadcastMessage,
  type BroadcastTarget,
  type ChatEntry,
  type ChatList,
  type PrivateMessage,
} from '@foyer/contracts';
import type { Clock } from '../../platform/clock';
import { FieldError, badRequest, forbidden, notFound } from '../../platform/http/errors';
import type { RealtimeGateway } from '../../platform/realtime/gateway';
import { presentSender, type EventAccess, type EventAccessGrant, type EventRow } from '../identity';
import type { PresenceFace } from '../presence';
import type { BroadcastAudience } from './broadcast-audience';
import { reachAnyone, type ReachGuard } from '../../platform/reach-guards';
import type { DigestQueue } from './private-chat.digests';
import type { Executor } from '../../platform/db/database';
import { PrivateChatRepository, type BroadcastRow, type NewBroadcastRow, type PersonRow, type PrivateMessageRow } from './private-chat.repository';

export interface Page<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}

export interface SendInput {
  text: string;
  receiver: number;
  should_send_email: boolean;
  event_slug: string;
  appointment_schedule?: number | null;
}

/**
 * Whether this appointment is one between these two people of the event (the appointments feature answers;
 * without it no message carries an appointment).
 */
export type AppointmentBetween = (eventId: number, appointmentId: number, personA: number, personB: number) => Promise<boolean>;

export const notYourAppointment = () => forbidden('Only an appointment between you and the receiver can be attached.', 'appointment_not_yours');

/** Rooms per emit when a broadcast goes to a chosen set of people (decision 0021). */
const fanOutChunk = 500;

export function presentMessage(row: PrivateMessageRow, viewerId: number): PrivateMessage {
  const mine = row.senderId === viewerId;
  return {
    id: row.id,
    text: row.text,
    sent_at: row.sentAt.toISOString(),
    read: row.readAt !== null,
    sent_by_current_user: mine,
    sent_email: row.sentEmail,
    appointment_schedule: row.appointmentScheduleId,
    user_id: mine ? row.receiverId : row.senderId,
    is_chat_bot: false,
  };
}

export function presentBotMessage(row: BroadcastRow, lastReadId: number): PrivateMessage {
  return {
    id: row.id,
    text: row.text,
    sent_at: row.sentAt.toISOString(),
    read: row.id <= lastReadId,
    sent_by_current_user: false,
    sent_email: false,
    appointment_schedule: null,
    user_id: chatBotUserId,
    is_chat_bot: true,
  };
}

export function presentBroadcast(row: BroadcastRow): BroadcastMessage {
  return { id: row.id, text: row.text, target: row.target, tags: row.tags, sent_at: row.sentAt.toISOString(), recipients: row.recipients };
}

/** Private conversations, the notification bot's and broadcasts. */
export class PrivateChatService {
  constructor(
    readonly repo: PrivateChatRepository,
    private readonly access: EventAccess,
    private readonly clock: Clock,
    private readonly presence: PresenceFace,
    private readonly realtime: RealtimeGateway,
    private readonly audience: BroadcastAudience,
    private readonly digests: DigestQueue,
    private readonly appointmentBetween: AppointmentBetween = () => Promise.resolve(false),
    private readonly mayReach: ReachGuard = reachAnyone,
  ) {}

  /** The same service on a caller's transaction (seeds). */
  inTransaction(tx: Executor): PrivateChatService {
    return new PrivateChatService(
      new PrivateChatRepository(tx), this.access, this.clock, this.presence, this.realtime, this.audience, this.digests, this.appointmentBetween, this.mayReach,
    );
  }

  /** The viewer's own row in the event (their location type decides which broadcasts reach them). */
  private async viewer(grant: EventAccessGrant, userId: number): Promise<PersonRow> {
    const me = (await this.repo.members(grant.event.id, [userId])).get(userId);
    if (!me) throw notFound();
    return me;
  }

  /** A person of the same event to talk with: 400 for oneself, 404 for anyone not on the event's list. */
  private async partner(event: EventRow, userId: number, partnerId: number, field?: string): Promise<PersonRow> {
    if (partnerId === userId) {
      const detail = 'You cannot chat with yourself.';
      throw field ? new FieldError({ [field]: [detail] }) : badRequest(detail);
    }
    const partner = (await this.repo.members(event.id, [partnerId])).get(partnerId);
    if (!partner?.isActive) throw notFound('This person is not an attendee of this event.');
    return partner;
  }

  // --- the notification bot ----------------------------------------------------------------------

  /** Broadcasts that reached the viewer, oldest first (not their own). */
  private async botMessages(eventId: number, me: PersonRow, afterId = 0): Promise<BroadcastRow[]> {
    const rows = await this.repo.broadcastsAfter(eventId, afterId);
    if (rows.length === 0) return rows;
    const tagIds = rows.some((r) => r.tags.length > 0) ? await this.audience.tagIdsOf(eventId, me.id) : new Set<number>();
    return rows.filter((r) => r.senderId !== me.id && this.audience.reaches({ locationType: me.locationType, tagIds }, r.target, r.tags));
  }

  private async botUnread(eventId: number, me: PersonRow): Promise<{ unread: number; lastReadId: number }> {
    const lastReadId = await this.repo.lastReadBroadcast(eventId, me.id);
    return { unread: (await this.botMessages(eventId, me, lastReadId)).length, lastReadId };
  }

  async unreadTotal(eventId: number, me: PersonRow): Promise<number> {
    const [own, bot] = await Promise.all([this.repo.unreadTotal(eventId, me.id), this.botUnread(eventId, me)]);
    return own + bot.unread;
  }

  // --- reads ---------------------------------------------------------------------------------------

  /** The bot's entry first, then conversations, latest first; `offset` counts the bot as the first entry. */
  async chatList(eventSlug: string, userId: number, limit: number, offset: number): Promise<ChatList> {
    const grant = await this.access.require(eventSlug, userId);
    const eventId = grant.event.id;
    const me = await this.viewer(grant, userId);
    const withBot = offset === 0;
    const [conversations, total, bot, own, lastBot] = await Promise.all([
      this.repo.conversations(eventId, userId, withBot ? limit - 1 : limit, withBot ? 0 : offset - 1),
      this.repo.countConversations(eventId, userId),
      this.botUnread(eventId, me),
      this.repo.unreadTotal(eventId, userId),
      withBot ? this.botMessages(eventId, me).then((rows) => rows.at(-1) ?? null) : Promise.resolve(null),
    ]);
    const [unread, partners] = await Promise.all([
      this.repo.unreadBy(userId, conversations.map((c) => c.id)),
      this.repo.members(eventId, conversations.map((c) => c.partnerId)),
    ]);
    const results: ChatEntry[] = conversations.map((c) => {
      const partner = partners.get(c.partnerId);
      return {
        user_id: c.partnerId,
        unread: unread.get(c.id) ?? 0,
        last_sent: c.lastSentAt.toISOString(),
        is_chat_bot: false,
        // Someone no longer on the event's list still shows, as Anonymous.
        user: partner ? presentSender(partner) : presentSender({ ...anonymousRow, id: c.partnerId }),
      };
    });
    if (withBot) {
      results.unshift({ user_id: chatBotUserId, unread: bot.unread, last_sent: lastBot?.sentAt.toISOString() ?? null, is_chat_bot: true, user: null });
    }
    const count = total + 1;
    return { count, ...pageLinks(`/api/events/${grant.event.slug}/chat/`, count, limit, offset), results, unread_total: own + bot.unread };
  }

  async messages(eventSlug: string, userId: number, partnerId: number, limit: number, offset: number): Promise<Page<PrivateMessage>> {
    const grant = await this.access.require(eventSlug, userId);
    const path = `/api/events/${grant.event.slug}/chat/${partnerId}/messages/`;
    if (partnerId === chatBotUserId) {
      const me = await this.viewer(grant, userId);
      const [rows, lastReadId] = await Promise.all([this.botMessages(grant.event.id, me), this.repo.lastReadBroadcast(grant.event.id, userId)]);
      const end = Math.max(0, rows.length - offset);
      const page = rows.slice(Math.max(0, end - limit), end);
      return { count: rows.length, ...pageLinks(path, rows.length, limit, offset), results: page.map((r) => presentBotMessage(r, lastReadId)) };
    }
    await this.partner(grant.event, userId, partnerId);
    const conversation = await this.repo.conversation(grant.event.id, userId, partnerId);
    if (!conversation) return { count: 0, next: null, previous: null, results: [] };
    const [count, rows] = await Promise.all([this.repo.countMessages(conversation.id), this.repo.page(conversation.id, limit, offset)]);
    return { count, ...pageLinks(path, count, limit, offset), results: rows.map((r) => presentMessage(r, userId)) };
  }

  // --- writes ---------------------------------------------------------------------------------------

  /** Marks a conversation read; the person's other tabs learn the new total. */
  async markRead(eventSlug: string, userId: number, partnerId: number): Promise<{ unread_total: number }> {
    const grant = await this.access.require(eventSlug, userId);
    const me = await this.viewer(grant, userId);
    if (partnerId === chatBotUserId) {
      const rows = await this.botMessages(grant.event.id, me, await this.repo.lastReadBroadcast(grant.event.id, userId));
      const newest = rows.at(-1);
      if (newest) await this.repo.setLastReadBroadcast(grant.event.id, userId, newest.id);
    } else {
      await this.partner(grant.event, userId, partnerId);
      const conversation = await this.repo.conversation(grant.event.id, userId, partnerId);
      if (conversation) await this.repo.markRead(conversation.id, userId, this.clock.now());
    }
    const total = await this.unreadTotal(grant.event.id, me);
    this.realtime.emitToRoom(rooms.eventUser(grant.event.slug, userId), 'updated_unread_messages_count', { count: total });
    return { unread_total: total };
  }

  /**
   * Stores a message, then sends it to the receiver's sockets in this event and the sender's (their other
   * tabs), on every server process; the receiver also gets their new unread total. An offline receiver
   * gets a digest mail later when the sender asked for one.
   */
  async send(eventSlug: string, userId: number, input: SendInput): Promise<PrivateMessage> {
    if (input.event_slug !== eventSlug) throw new FieldError({ event_slug: ['Must be the event of the address.'] });
    const grant = await this.access.require(eventSlug, userId);
    const receiver = await this.partner(grant.event, userId, input.receiver, 'receiver');
    await this.mayReach({ eventId: grant.event.id, from: userId, to: receiver.id });
    // A message may carry only the two people's own appointment (its card is read by both of them).
    const appointment = input.appointment_schedule ?? null;
    if (appointment !== null && !(await this.appointmentBetween(grant.event.id, appointment, userId, receiver.id))) throw notYourAppointment();
    const row = await this.repo.insertMessage(grant.event.id, {
      senderId: userId,
      receiverId: receiver.id,
      text: input.text,
      sentAt: this.clock.now(),
      shouldSendEmail: input.should_send_email,
      appointmentScheduleId: appointment,
    });
    await this.tell(grant.event, receiver, row);
    if (input.should_send_email && !(await this.presence.isOnline(receiver.id, grant.event.id))) {
      await this.digests.owe(grant.event.id, receiver.id, userId);
    }
    return presentMessage(row, userId);
  }

  /**
   * An appointment's card: written in the appointment's own transaction `tx`, so that a crash never leaves a
   * schedule without its card nor a card without its schedule (decision 0101). The private messages' rules
   * apply as to `send` (a refusal throws before anything is written); answers the telling of the two, for
   * once `tx` has committed.
   */
  async cardWithin(tx: Executor, event: EventRow, from: number, to: number, text: string, appointmentScheduleId: number): Promise<() => Promise<void>> {
    const receiver = await this.partner(event, from, to, 'receiver');
    await this.mayReach({ eventId: event.id, from, to });
    const row = await new PrivateChatRepository(tx).insertMessage(event.id, {
      senderId: from, receiverId: to, text, sentAt: this.clock.now(), shouldSendEmail: false, appointmentScheduleId,
    });
    return () => this.tell(event, receiver, row);
  }

  /** The message to both people's rooms, and the receiver's unread count. */
  private async tell(event: EventRow, receiver: PersonRow, row: PrivateMessageRow): Promise<void> {
    this.realtime.emitToRoom(rooms.eventUser(event.slug, receiver.id), 'received_private_message', presentMessage(row, receiver.id));
    this.realtime.emitToRoom(rooms.eventUser(event.slug, row.senderId), 'received_private_message', presentMessage(row, row.senderId));
    const total = await this.unreadTotal(event.id, receiver);
    this.realtime.emitToRoom(rooms.eventUser(event.slug, receiver.id), 'updated_unread_messages_count', { count: total });
  }

  /**
   * Stores a message as its sender sent it at `sentAt` (read at `readAt`, or unread): no checks, nobody told,
   * no digest owed — a conversation brought along (the demo's).
   */
  async postAs(eventId: number, message: { senderId: number; receiverId: number; text: string; sentAt: Date; readAt: Date | null }): Promise<void> {
    await this.repo.insertMessage(eventId, message);
  }

  // --- broadcasts -----------------------------------------------------------------------------------

  /** Stores a broadcast as its sender sent it at `sentAt`, to `recipients` people: nobody told (the demo's welcome). */
  async broadcastAs(broadcast: NewBroadcastRow): Promise<void> {
    await this.repo.insertBroadcast(broadcast);
  }

  private async requireOwner(eventSlug: string, userId: number): Promise<EventAccessGrant> {
    const grant = await this.access.require(eventSlug, userId);
    if (grant.role !== 'owner') throw forbidden('Only the owners of this event may send broadcast messages.');
    return grant;
  }

  async broadcasts(eventSlug: string, userId: number, limit: number, offset: number): Promise<Page<BroadcastMessage>> {
    const grant = await this.requireOwner(eventSlug, userId);
    const { count, rows } = await this.repo.broadcastPage(grant.event.id, limit, offset);
    return { count, ...pageLinks(`/api/events/${grant.event.slug}/chat/broadcast_messages/`, count, limit, offset), results: rows.map(presentBroadcast) };
  }

  /**
   * Stores the broadcast once and fans it out without waiting: one emit to the event's room when it goes
   * to everyone, otherwise emits to the recipients' rooms in chunks, one chunk per turn of the event loop.
   */
  async sendBroadcast(eventSlug: string, userId: number, tags: number[][], body: { text: string; target: BroadcastTarget }): Promise<BroadcastMessage> {
    const grant = await this.requireOwner(eventSlug, userId);
    const recipients = await this.audience.recipients(grant.event.id, userId, body.target, tags);
    const row = await this.repo.insertBroadcast({
      eventId: grant.event.id,
      senderId: userId,
      text: body.text,
      target: body.target,
      tags,
      recipients: recipients.length,
      sentAt: this.clock.now(),
    });
    const message = presentBotMessage(row, 0);
    const slug = grant.event.slug;
    if (body.target === 'ALL' && tags.length === 0) {
      this.realtime.io.to(rooms.event(slug)).except(rooms.eventUser(slug, userId)).emit('received_private_message', message);
    } else {
      const send = (from: number) => {
        const chunk = recipients.slice(from, from + fanOutChunk);
        if (chunk.length === 0) return;
        this.realtime.io.to(chunk.map((id) => rooms.eventUser(slug, id))).emit('received_private_message', message);
        setImmediate(() => send(from + fanOutChunk));
      };
      send(0);
    }
    return presentBroadcast(row);
  }
}

/** Stands in for a conversation partner who is no longer on the event's list. */
const anonymousRow: PersonRow = {
  id: 0,
  firstName: '',
  lastName: '',
  mugshot: null,
  doNotDisturb: false,
  isPublic: false,
  incognitoMode: false,
  aliasName: '',
  memberPublic: false,
  email: '',
  isActive: false,
  locationType: 'virtual',
};
