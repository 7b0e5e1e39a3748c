import { useEffect } from 'react';
import { storage } from '@/shared/storage';
import { giveBusinessCard } from './api';
import { AUTO_CARD_DELAY_MS, autoCardFlagKey, shouldSendAutoCard } from './rules';

/** The spec's local flag: this browser already sent the automatic card to that booth. */
const autoCardFlag = {
  has: (eventSlug: string, boothSlug: string) => storage.get(autoCardFlagKey(eventSlug, boothSlug)) !== null,
  set: (eventSlug: string, boothSlug: string) => storage.set(autoCardFlagKey(eventSlug, boothSlug), '1'),
};

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
        .catch((error: unknown) => console.warn('The automatic business card was not left', error));
    }, AUTO_CARD_DELAY_MS);
    return () => clearTimeout(timer);
  }, [eventSlug, boothSlug, active, isStaff, leftBusinessCard]);
}
