import type { Clock } from '../../platform/clock';
import type { PrivateChatService } from '../private-chat';

/**
 * The demo's private chat: alice and bob talk about bob's booth (bob's last message unread, so alice
 * meets an unread badge), and the organiser's welcome broadcast waits in everyone's notifications.
 */
export async function seedDemoChat(chat: PrivateChatService, clock: Clock, eventId: number, people: { organiser: number; alice: number; bob: number }): Promise<void> {
  const start = clock.now().getTime() - 50 * 60_000;
  const lines: [number, number, string][] = [
    [people.alice, people.bob, 'Hi Bob! I saw the Aurora Optics booth on the venue map. Are you there today?'],
    [people.bob, people.alice, 'Hi Alice, yes, all day. Come by whenever you like.'],
    [people.alice, people.bob, 'Great. Could you show me the new lens coating?'],
    [people.bob, people.alice, 'Of course! I will keep a demo unit ready for you at 14:00.'],
  ];
  for (const [i, [from, to, text]] of lines.entries()) {
    const last = i === lines.length - 1;
    const sentAt = new Date(start + i * 6 * 60_000);
    await chat.postAs(eventId, { senderId: from, receiverId: to, text, sentAt, readAt: last ? null : new Date(sentAt.getTime() + 60_000) });
  }
  await chat.broadcastAs({
    eventId,
    senderId: people.organiser,
    text: 'Welcome to Lumen Summit 2026! The opening keynote starts at 10:00 on the Main Stage. Enjoy the day.',
    target: 'ALL',
    tags: [],
    recipients: 3,
    sentAt: new Date(start - 10 * 60_000),
  });
}
