import type { TimeFormat } from '@/shared/lib/time-format';
import { useCurrentEvent } from './use-current-event';

/** The clock the current event shows times on ('24h' until the event has loaded). */
export function useEventTimeFormat(): TimeFormat {
  return useCurrentEvent().event?.preview_config.time_format ?? '24h';
}
