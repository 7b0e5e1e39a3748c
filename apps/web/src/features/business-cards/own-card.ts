import type { OwnBusinessCard } from '@foyer/contracts';
import { storage } from '@/shared/storage';
import { autoCardFlagKey, type PreviousCard } from './rules';

const ownCardKey = (eventSlug: string, boothSlug: string) => `foyer.own-card.${eventSlug}.${boothSlug}`;

/** The card this browser last left at a booth (the server answers it), so the modal can lock what is given. */
export function readOwnCard(eventSlug: string, boothSlug: string): PreviousCard | null {
  const raw = storage.get(ownCardKey(eventSlug, boothSlug));
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as PreviousCard;
    return { include_email: parsed.include_email === true, staff: parsed.staff ?? null, assigned_to: parsed.assigned_to ?? null };
  } catch {
    return null;
  }
}

export function storeOwnCard(eventSlug: string, boothSlug: string, card: OwnBusinessCard): void {
  const kept: PreviousCard = { include_email: card.include_email, staff: card.staff, assigned_to: card.assigned_to };
  storage.set(ownCardKey(eventSlug, boothSlug), JSON.stringify(kept));
}

export const autoCardFlag = {
  has: (eventSlug: string, boothSlug: string) => storage.get(autoCardFlagKey(eventSlug, boothSlug)) !== null,
  set: (eventSlug: string, boothSlug: string) => storage.set(autoCardFlagKey(eventSlug, boothSlug), '1'),
};
