import { platformRoutes, type OutboxMessage } from '@foyer/contracts';
import { queryOptions } from '@tanstack/react-query';
import { ApiRequestError } from '@/shared/api/errors';
import { call } from '@/shared/api/http';

export const OUTBOX_REFRESH_MS = 3000;

/** The server answers 404 when it keeps no outbox (production, or real SMTP configured). */
export const isOutboxOff = (error: unknown) => error instanceof ApiRequestError && error.status === 404;

/** Mail kept by the dev outbox, newest first, refreshed every 3 s while the outbox exists. */
export const outboxQuery = () =>
  queryOptions({
    queryKey: ['dev', 'outbox'],
    queryFn: async ({ signal }): Promise<OutboxMessage[]> => {
      const messages = await call(platformRoutes.devOutbox, {}, signal);
      return [...messages].sort((a, b) => Date.parse(b.sent_at) - Date.parse(a.sent_at));
    },
    refetchInterval: (query) => (isOutboxOff(query.state.error) ? false : OUTBOX_REFRESH_MS),
    refetchIntervalInBackground: false,
    retry: (failures, error) => !isOutboxOff(error) && failures < 2,
  });

/** The six-digit sign-in code of a mail: in the subject first, else in the text. */
export function findCode(message: Pick<OutboxMessage, 'subject' | 'text'>): string | null {
  const pattern = /(?<!\d)\d{6}(?!\d)/;
  return pattern.exec(message.subject)?.[0] ?? pattern.exec(message.text)?.[0] ?? null;
}
