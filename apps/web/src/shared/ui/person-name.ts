import i18n from 'i18next';

/** The parts of a person's name every person payload carries (blank when they never gave one). */
export interface NameParts {
  first_name: string;
  last_name: string;
}

/**
 * A person's name as every list, card, tile and message shows it: first and last name, or "Unnamed
 * attendee" for someone who never gave one, so nobody appears blank. Not "Anonymous": that is spec 3's
 * name for a person who chose not to be shown (the server sends it as their name). Lists leave unnamed
 * people out (decision 0070); they still appear where they act themselves (a message, a call). In the
 * language the app speaks now.
 */
export function personName(person: NameParts): string {
  return `${person.first_name ?? ''} ${person.last_name ?? ''}`.trim() || i18n.t('common.unnamed');
}
