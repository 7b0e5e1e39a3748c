import i18n from 'i18next';

/** The parts of a person's name every person payload carries (blank when they never gave one). */
export interface NameParts {
  first_name: string;
  last_name: string;
}

/**
 * A person's name as every list, card, tile and message shows it: first and last name, or "Anonymous"
 * (the name spec 3 gives a person the app may not name) for someone who never gave one, so nobody
 * appears blank. In the language the app speaks now.
 */
export function personName(person: NameParts): string {
  return `${person.first_name ?? ''} ${person.last_name ?? ''}`.trim() || i18n.t('common.anonymous');
}
