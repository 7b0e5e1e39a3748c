import i18n from 'i18next';
import { fallbackLocale } from '@foyer/contracts/constants';
import { fillServerText, serverTextMatcher, type ServerTextMatch } from '@foyer/contracts/server-text-match';

/**
 * The catalogue areas with the server's texts, keyed by their English (decision 0073): those the signed-out
 * entry page can meet come with the first visit, the rest with the whole catalogue.
 */
export const serverTextAreas = ['server_entry', 'server'] as const;

type Texts = Record<string, string>;
const matchers = new Map<string, { size: number; texts: Texts; match: (text: string) => ServerTextMatch | null }>();

/** The server's texts of one language as far as they are loaded; its lookup is remade when more arrive. */
function lookupFor(language: string) {
  const texts: Texts = Object.assign({}, ...serverTextAreas.map((area) => (i18n.getResource(language, 'translation', area) as Texts | undefined) ?? {}));
  const size = Object.keys(texts).length;
  let lookup = matchers.get(language);
  if (!lookup || lookup.size !== size) {
    lookup = { size, texts, match: serverTextMatcher(Object.keys(texts)) };
    matchers.set(language, lookup);
  }
  return lookup;
}

/**
 * A text the server answered (a `detail`, a field's message, a realtime refusal) in the language the app
 * speaks; as it came when it is English already or a text the catalogue does not know. A value the text
 * carries is translated too when the catalogue knows it ("in 3 minutes" in "Please try again in 3 minutes.").
 */
export function localiseServerText(text: string): string {
  const language = i18n.language;
  if (!language || language === fallbackLocale) return text;
  const { texts, match } = lookupFor(language);
  const translate = (english: string, depth: number): string => {
    const found = match(english);
    if (!found) return english;
    const values = depth > 0 ? Object.fromEntries(Object.entries(found.values).map(([name, value]) => [name, translate(value, depth - 1)])) : found.values;
    return fillServerText(texts[found.key]!, values);
  };
  return translate(text, 1);
}
