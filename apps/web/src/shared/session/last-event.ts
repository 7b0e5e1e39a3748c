import { storage } from '@/shared/storage';

const KEY = 'foyer.lastEvent';

/** The event the person was last in: /logout returns to its entry page. */
export const lastEvent = {
  get: (): string | null => storage.get(KEY),
  set: (slug: string): void => storage.set(KEY, slug),
};
