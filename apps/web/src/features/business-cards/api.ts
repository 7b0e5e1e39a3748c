import { businessCardRoutes, type BusinessCard } from '@foyer/contracts';
import { call } from '@/shared/api/http';
import type { ManagementTab } from './rules';
import { managementQueryParams } from './rules';

export const businessCardKeys = {
  list: (eventSlug: string, boothSlug: string, tab: ManagementTab) => ['business-cards', eventSlug, boothSlug, tab] as const,
  booth: (eventSlug: string, boothSlug: string) => ['business-cards', eventSlug, boothSlug] as const,
};

/** Cards of a booth for its staff and the event's owner: refreshed every 15 s, deduped 2 s (spec 3 §7). */
export function businessCardsQuery(eventSlug: string, boothSlug: string, tab: ManagementTab) {
  return {
    queryKey: businessCardKeys.list(eventSlug, boothSlug, tab),
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      call(businessCardRoutes.list, { params: { eventSlug, boothSlug }, query: managementQueryParams(tab) }, signal),
    staleTime: 2000,
    refetchInterval: 15_000,
    retry: false,
  };
}

export interface GiveCardInput {
  include_email: boolean;
  message: string;
  staff: number | null;
  is_auto: boolean;
  ignore_incognito_mode?: boolean;
}

export function giveBusinessCard(eventSlug: string, boothSlug: string, body: GiveCardInput) {
  return call(businessCardRoutes.give, {
    params: { eventSlug, boothSlug },
    body: { ...body, ignore_incognito_mode: body.ignore_incognito_mode ?? false },
  });
}

/** Saves a change at once: the card minus nulls, as the spec's client sends it; the server keeps done and assigned_to. */
export function updateBusinessCard(eventSlug: string, boothSlug: string, card: BusinessCard, change: { done?: boolean; assigned_to?: number | null }) {
  const body: { done?: boolean; assigned_to?: number | null } = { done: card.done, ...change };
  if (card.assigned_to !== null && !('assigned_to' in change)) body.assigned_to = card.assigned_to;
  return call(businessCardRoutes.update, { params: { eventSlug, boothSlug, cardId: card.id }, body });
}
