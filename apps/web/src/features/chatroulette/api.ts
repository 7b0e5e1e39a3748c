import { chatRouletteRoutes } from '@foyer/contracts';
import { call } from '@/shared/api/http';
import { ApiRequestError } from '@/shared/api/errors';

export const rouletteKeys = {
  space: (eventSlug: string, slug: string) => ['chatroulette', eventSlug, slug, 'space'] as const,
};

const noRetryOnRefusal = (failures: number, error: unknown) =>
  failures < 2 && !(error instanceof ApiRequestError && error.status !== null && error.status < 500);

export function rouletteSpaceQuery(eventSlug: string, chatRouletteSlug: string) {
  return {
    queryKey: rouletteKeys.space(eventSlug, chatRouletteSlug),
    queryFn: ({ signal }: { signal: AbortSignal }) => call(chatRouletteRoutes.space, { params: { eventSlug, chatRouletteSlug } }, signal),
    staleTime: 30_000,
    retry: noRetryOnRefusal,
  };
}

export function reportPartner(eventSlug: string, chatRouletteSlug: string, user: number, reason: string) {
  return call(chatRouletteRoutes.report, { params: { eventSlug, chatRouletteSlug }, body: { user, reason } });
}

const storageKey = 'foyer.chatroulette.id';

/** The roulette id this browser keeps (spec 2 §4: "a chat roulette user id is stored per browser"). */
export function rouletteId(): string {
  try {
    const kept = localStorage.getItem(storageKey);
    if (kept && /^[A-Za-z0-9_-]{8,64}$/.test(kept)) return kept;
    const made = crypto.randomUUID().replace(/-/g, '');
    localStorage.setItem(storageKey, made);
    return made;
  } catch {
    // Storage refused (private mode): an id for this page's life.
    return (memory ??= crypto.randomUUID().replace(/-/g, ''));
  }
}
let memory: string | undefined;
