import { realtimeErrorCodes, rooms } from '@foyer/contracts';
import type { ChangeNotice, ChangeNotifications } from '../../platform/db/notifications';
import type { Logger } from '../../platform/logger';
import { apiErrorCode, ApiError } from '../../platform/http/errors';
import type { LoginRefusal, RealtimeGateway, SocketSession } from '../../platform/realtime/gateway';
import { accessTopics, type EventAccess } from '../identity';

const roleChanged: LoginRefusal = {
  detail: 'Your role in this event has changed. Please log in again.',
  code: realtimeErrorCodes.roleChanged,
};

const integer = (value: unknown): number | null => (typeof value === 'number' && Number.isInteger(value) ? value : null);
const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/**
 * Live revocation: when a change notification says someone may have lost access to an event (taken
 * off its list, role removed or changed, event unpublished, made invite-only or deleted, account
 * removed), every process checks its own logged-in sockets concerned again. A socket refused now, or
 * whose role changed, loses its login and the event's rooms and gets `login_failed`; the web client
 * then refreshes its token and logs in again, getting its new role or staying out.
 */
export function watchAccessChanges(deps: {
  notifications: ChangeNotifications;
  realtime: RealtimeGateway;
  access: EventAccess;
  logger: Logger;
}): void {
  const { notifications, realtime, access, logger } = deps;

  const decide = async (sessions: SocketSession[]): Promise<(LoginRefusal | null)[]> => {
    const bySlug = new Map<string, number[]>();
    for (const s of sessions) bySlug.set(s.eventSlug, [...(bySlug.get(s.eventSlug) ?? []), s.userId]);
    const verdicts = new Map<string, Map<number, string | ApiError>>();
    for (const [slug, userIds] of bySlug) verdicts.set(slug, await access.recheck(slug, userIds));
    return sessions.map((s) => {
      const verdict = verdicts.get(s.eventSlug)?.get(s.userId);
      if (verdict instanceof ApiError) return { detail: verdict.detail, code: apiErrorCode(verdict) };
      return verdict === s.role ? null : roleChanged;
    });
  };

  const recheck = (room: string, filter: (s: SocketSession) => boolean) => {
    realtime
      .recheckLocalSessions(room, async (sessions) => {
        const concerned = sessions.map(filter);
        const verdicts = await decide(sessions.filter((_, i) => concerned[i]));
        let next = 0;
        return concerned.map((c) => (c ? (verdicts[next++] ?? null) : null));
      })
      .catch((err: unknown) => logger.error({ err, room }, 'checking live sockets after an access change failed'));
  };

  notifications.on(accessTopics.member, (n: ChangeNotice) => {
    const userId = integer(n.user_id);
    const slug = text(n.event_slug);
    if (userId !== null && slug) recheck(rooms.user(userId), (s) => s.eventSlug === slug);
  });
  notifications.on(accessTopics.event, (n: ChangeNotice) => {
    if (n.access_changed !== true) return;
    const slug = text(n.old_slug) ?? text(n.slug);
    if (slug) recheck(rooms.event(slug), () => true);
  });
  notifications.on(accessTopics.user, (n: ChangeNotice) => {
    const userId = integer(n.user_id);
    if (userId !== null) recheck(rooms.user(userId), () => true);
  });
}
