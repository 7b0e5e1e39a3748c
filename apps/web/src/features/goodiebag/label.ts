const DEFAULT_GOODIEBAG = 'Favorites';

/** The goodie bag's label: the event's own name for it, or the translated default. */
export function goodiebagLabel(name: string, t: (key: string) => string): string {
  return !name.trim() || name.trim() === DEFAULT_GOODIEBAG ? t('profile.goodiebag_default') : name;
}
