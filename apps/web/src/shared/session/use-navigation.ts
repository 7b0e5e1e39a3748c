import { useQuery } from '@tanstack/react-query';
import { useEventSlug } from './event-slug';
import { useTokens } from './session';
import { navigationQuery } from './event-queries';

/** The event's grouped menus (`GET /api/events/{slug}/navigation/`), sorted by their order. */
export function useNavigation() {
  const slug = useEventSlug();
  const tokens = useTokens();
  return useQuery({
    ...navigationQuery(slug ?? ''),
    enabled: slug !== null && tokens !== null,
    select: (page) =>
      [...page.results]
        .sort((a, b) => a.order - b.order)
        .map((group) => ({
          ...group,
          sub_menus: [...group.sub_menus]
            .sort((a, b) => a.order - b.order)
            .map((sub) => ({ ...sub, items: [...sub.items].sort((a, b) => a.order - b.order) })),
        })),
  });
}
