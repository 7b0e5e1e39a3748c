import { storage } from '@/shared/storage';

/** Where the mobile map remembers that its hint was tapped away (spec 1 §3 local storage flags). */
export const mobileHintKey = (eventSlug: string) => `${eventSlug}__mobile_hint`;

export const mobileHint = {
  seen(eventSlug: string): boolean {
    return storage.get(mobileHintKey(eventSlug)) !== null;
  },
  dismiss(eventSlug: string): void {
    storage.set(mobileHintKey(eventSlug), 'seen');
  },
};
