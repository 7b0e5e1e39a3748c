/**
 * Accent- and case-insensitive search without database extensions: names are stored next to their folded
 * form, and search words are folded the same way before they are matched with LIKE.
 */

/** Lower case, accents and other combining marks removed, ß → ss, whitespace collapsed. */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/[æ]/g, 'ae')
    .replace(/[œ]/g, 'oe')
    .replace(/[ø]/g, 'o')
    .replace(/[ł]/g, 'l')
    .replace(/[đð]/g, 'd')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The folded words of a search box (at most `max`), each to be found somewhere in the folded name. */
export function searchWords(search: string | undefined, max = 8): string[] {
  if (!search) return [];
  return foldForSearch(search).split(' ').filter(Boolean).slice(0, max);
}

/** A word as a LIKE pattern matching it anywhere (`%`, `_` and `\` escaped). */
export function containsPattern(word: string): string {
  return `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
