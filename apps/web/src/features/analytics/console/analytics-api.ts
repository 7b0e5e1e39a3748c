import { queryOptions } from '@tanstack/react-query';
import { organizerAnalyticsRoutes, type AnalyticsSettings, type ReplyOf, type RouteDef } from '@foyer/contracts';
import { buildPath } from '@foyer/contracts/constants';
import { ApiRequestError } from '@/shared/api/errors';
import { call, freshAccessToken } from '@/shared/api/http';

/** The owners' figures (decision 0095), each by its route's name. */
export const figureNames = ['attendees', 'spaces', 'stages', 'booths', 'meetings', 'appointments', 'chats', 'media'] as const;
export type FigureName = (typeof figureNames)[number];

const dayQuery = (day: string | null) => (day ? { day } : {});

export const figureQuery = <F extends FigureName>(eventSlug: string, figure: F, day: string | null) =>
  queryOptions({
    queryKey: ['console', 'analytics', eventSlug, figure, day],
    // One route per figure, all of the same shape: the reply is the figure's own.
    queryFn: ({ signal }) =>
      call(organizerAnalyticsRoutes[figure] as RouteDef, { params: { eventSlug }, query: dayQuery(day) }, signal) as Promise<ReplyOf<(typeof organizerAnalyticsRoutes)[F]>>,
    staleTime: 60_000,
  });

export const boothFiguresQuery = (eventSlug: string, boothSlug: string, day: string | null) =>
  queryOptions({
    queryKey: ['console', 'analytics', eventSlug, 'booth', boothSlug, day],
    queryFn: ({ signal }) => call(organizerAnalyticsRoutes.booth, { params: { eventSlug, boothSlug }, query: dayQuery(day) }, signal),
    staleTime: 60_000,
  });

export const analyticsSettingsQuery = (eventSlug: string) =>
  queryOptions({
    queryKey: ['console', 'analytics', eventSlug, 'settings'],
    queryFn: ({ signal }) => call(organizerAnalyticsRoutes.settings, { params: { eventSlug } }, signal),
  });

export const saveAnalyticsSettings = (eventSlug: string, body: AnalyticsSettings) => call(organizerAnalyticsRoutes.updateSettings, { params: { eventSlug }, body });

/** Asks a figure's route for CSV (`Accept: text/csv`) and saves the answer as a file. */
export async function downloadFigureCsv(path: string, params: Record<string, string>, day: string | null, filename: string): Promise<void> {
  const access = await freshAccessToken();
  const target = `${buildPath(path, params)}${day ? `?day=${day}` : ''}`;
  const res = await fetch(target, { headers: { accept: 'text/csv', ...(access ? { authorization: `Bearer ${access}` } : {}) } });
  if (!res.ok) throw new ApiRequestError(`Request failed with status ${res.status}`, res.status, null);
  const link = document.createElement('a');
  link.href = URL.createObjectURL(await res.blob());
  link.download = `${filename}-${day ?? 'event'}.csv`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(link.href), 1000);
}
