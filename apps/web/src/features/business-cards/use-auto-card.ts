import { useEffect } from 'react';
import { giveBusinessCard } from './api';
import { autoCardFlag, storeOwnCard } from './own-card';
import { AUTO_CARD_DELAY_MS, shouldSendAutoCard } from './rules';

interface AutoCardInput {
  eventSlug: string;
  boothSlug: string;
  /** Only the booth shown (the carousel's current one) sends. */
  active: boolean;
  /** Unknown until the booth and the person are loaded. */
  isStaff: boolean | undefined;
  leftBusinessCard: boolean | undefined;
}

/**
 * The automatic business card (spec 3 §4): 1500 ms after a visitor opens a booth, once per event and
 * booth in this browser, never for its staff nor after a card was left. Quiet: no toast either way.
 */
export function useAutoCard({ eventSlug, boothSlug, active, isStaff, leftBusinessCard }: AutoCardInput): void {
  useEffect(() => {
    if (!active || isStaff === undefined || leftBusinessCard === undefined) return;
    const send = shouldSendAutoCard({ isStaff, leftBusinessCard, hasLocalFlag: autoCardFlag.has(eventSlug, boothSlug) });
    if (!send) return;
    const timer = setTimeout(() => {
      autoCardFlag.set(eventSlug, boothSlug);
      giveBusinessCard(eventSlug, boothSlug, { include_email: false, message: '', staff: null, is_auto: true })
        .then((card) => storeOwnCard(eventSlug, boothSlug, card))
        .catch((error: unknown) => console.warn('The automatic business card was not left', error));
    }, AUTO_CARD_DELAY_MS);
    return () => clearTimeout(timer);
  }, [eventSlug, boothSlug, active, isStaff, leftBusinessCard]);
}
