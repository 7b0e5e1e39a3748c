import i18n from 'i18next';
import { anonymousName } from '@foyer/contracts/constants';

/** The parts of a person's name every person payload carries (blank when they never gave one). */
export interface NameParts {
  first_name: string;
  last_name: string;
}

/**
 * A person's name as every list, card, tile and message shows it: first and last name, or "Unnamed
 * attendee" for someone who never gave one, so nobody appears blank. Not "Anonymous": that is spec 3's
 * name for a person who chose not to be shown (the server sends it as their name, `anonymousName`), which
 * is shown in the app's language too. Lists leave unnamed people out (decision 0070); they still appear
 * where they act themselves (a message, a call). In the language the app speaks now.
 */
export function personName(person: NameParts): string {
  const name = `${person.first_name ?? ''} ${person.last_name ?? ''}`.trim();
  if (name === anonymousName) return i18n.t('common.anonymous');
  return name || i18n.t('common.unnamed');
}
