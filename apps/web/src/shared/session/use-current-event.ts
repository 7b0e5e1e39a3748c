import { useQuery } from '@tanstack/react-query';
import type { CurrentEvent } from '@foyer/contracts';
import { useEventSlug } from './event-slug';
import { useTokens } from './session';
import { currentEventQuery } from './current-event-query';

/** Load status of the current event (spec 1 §4). */
export type EventLoadStatus = 'idle' | 'loading' | 'succeeded' | 'failed';

export interface CurrentEventState {
  event: CurrentEvent | undefined;
  status: EventLoadStatus;
  error: unknown;
  slug: string | null;
  refetch: () => void;
}

/**
 * The current event (`GET /api/events/{slug}/`) of the event in the address. `idle` outside an event or
 * while signed out; fetched again when the slug changes.
 */
export function useCurrentEvent(): CurrentEventState {
  const slug = useEventSlug();
  const tokens = useTokens();
  const enabled = slug !== null && tokens !== null;
  const query = useQuery({ ...currentEventQuery(slug ?? ''), enabled });
  const refetch = () => void query.refetch();
  if (!enabled) return { event: undefined, status: 'idle', error: null, slug, refetch };
  if (query.isError) return { event: undefined, status: 'failed', error: query.error, slug, refetch };
  if (query.isPending) return { event: undefined, status: 'loading', error: null, slug, refetch };
  return { event: query.data, status: 'succeeded', error: null, slug, refetch };
}
