import { useQuery } from '@tanstack/react-query';
import { useTokens } from '@/shared/session/session';
import { unreadTotalQuery } from './api';

/** The person's unread total in the event (private messages and the notification bot's), for badges. */
export function useUnreadTotal(eventSlug: string | undefined): number {
  const signedIn = useTokens() !== null;
  const query = useQuery({ ...unreadTotalQuery(eventSlug ?? ''), enabled: Boolean(eventSlug) && signedIn });
  return query.data ?? 0;
}
