import { buildPath, organizerModerationRoutes, type BanBody, type ResolveBody, type SilenceBody } from '@foyer/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { call, freshAccessToken } from '@/shared/api/http';
import { ApiRequestError } from '@/shared/api/errors';

export const moderationKey = (eventSlug: string) => ['console', 'moderation', eventSlug] as const;
export const logPageSize = 25;

export const reportsQuery = (eventSlug: string) => ({
  queryKey: [...moderationKey(eventSlug), 'reports'],
  queryFn: ({ signal }: { signal: AbortSignal }) => call(organizerModerationRoutes.reports, { params: { eventSlug } }, signal),
});

export const restrictionsQuery = (eventSlug: string, kind: 'bans' | 'silences') => ({
  queryKey: [...moderationKey(eventSlug), kind],
  queryFn: ({ signal }: { signal: AbortSignal }) => call(organizerModerationRoutes[kind], { params: { eventSlug } }, signal),
});

export const logQuery = (eventSlug: string, page: number) => ({
  queryKey: [...moderationKey(eventSlug), 'log', page],
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    call(organizerModerationRoutes.log, { params: { eventSlug }, query: { limit: logPageSize, offset: (page - 1) * logPageSize } }, signal),
});

/** Every moderation list reads again (an act changes the queue, the lists and the log). */
const refresh = (queryClient: QueryClient, eventSlug: string) => queryClient.invalidateQueries({ queryKey: moderationKey(eventSlug) });

export async function restrict(queryClient: QueryClient, eventSlug: string, kind: 'bans' | 'silences', body: BanBody | SilenceBody): Promise<void> {
  if (kind === 'bans') await call(organizerModerationRoutes.ban, { params: { eventSlug }, body: body as BanBody });
  else await call(organizerModerationRoutes.silence, { params: { eventSlug }, body: body as SilenceBody });
  await refresh(queryClient, eventSlug);
}

export async function lift(queryClient: QueryClient, eventSlug: string, kind: 'bans' | 'silences', userId: number): Promise<void> {
  await call(kind === 'bans' ? organizerModerationRoutes.liftBan : organizerModerationRoutes.liftSilence, { params: { eventSlug, userId } });
  await refresh(queryClient, eventSlug);
}

export async function resolveReport(queryClient: QueryClient, eventSlug: string, reportId: number, body: ResolveBody): Promise<void> {
  await call(organizerModerationRoutes.resolve, { params: { eventSlug, reportId }, body });
  await refresh(queryClient, eventSlug);
}

/** The whole log as the server writes it in CSV (`Accept: text/csv`), saved as a file. */
export async function downloadLog(eventSlug: string): Promise<void> {
  const access = await freshAccessToken();
  const res = await fetch(buildPath(organizerModerationRoutes.log.path, { eventSlug }), {
    headers: { accept: 'text/csv', ...(access ? { authorization: `Bearer ${access}` } : {}) },
  });
  if (!res.ok) {
    const data = (await res.json().catch(() => null)) as { detail?: string } | null;
    throw new ApiRequestError(data?.detail ?? `Request failed with status ${res.status}`, res.status, data);
  }
  const link = document.createElement('a');
  link.href = URL.createObjectURL(await res.blob());
  link.download = `${eventSlug}-moderation-log.csv`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(link.href), 1000);
}

/** How long a silence or ban lasts, as the forms offer it (minutes; null: for good). */
export const silenceDurations = [10, 60, 24 * 60, 7 * 24 * 60] as const;
export const banDurations = [60, 24 * 60, 7 * 24 * 60, null] as const;
export const untilAfter = (minutes: number | null): string | null => (minutes === null ? null : new Date(Date.now() + minutes * 60_000).toISOString());
