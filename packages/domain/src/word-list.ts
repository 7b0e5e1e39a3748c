/**
 * An event's word list (issue 29, decision 0094): which listed words or phrases a message contains.
 * Case-insensitive and whole words only, with Unicode letters as word characters (so `ass` is not found in
 * "passé", nor `bad` in "badé"); accents count (in Vietnamese "bò" and "bồ" are different words), but a letter
 * typed as a base letter plus a combining accent is the same as its composed form. A phrase matches with any
 * whitespace between its words.
 */

/** A word's comparable form: composed (NFC), lower case, inner whitespace collapsed. */
export function normalizeListedWord(word: string): string {
  return word.normalize('NFC').toLowerCase().replace(/\s+/gu, ' ').trim();
}

/** The list as it is stored: each entry once (by its comparable form), sorted, none empty. */
export function normalizeWordList(words: readonly string[]): string[] {
  const unique = new Set(words.map(normalizeListedWord).filter((w) => w.length > 0));
  return [...unique].sort((a, b) => a.localeCompare(b, 'und'));
}

// Only syntax characters: with the `u` flag any other escape (`\-`) is an error.
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const wordCharacter = '[\\p{L}\\p{M}\\p{N}_]';

/** A matcher for one list, built once per list (the server keeps it per event). */
export interface WordMatcher {
  /** The listed entries the text contains, in the list's order; empty for none. */
  find(text: string): string[];
}

export function wordMatcher(words: readonly string[]): WordMatcher {
  const entries = normalizeWordList(words).map((word) => ({
    word,
    pattern: new RegExp(`(?<!${wordCharacter})${word.split(' ').map(escapeRegExp).join('\\s+')}(?!${wordCharacter})`, 'u'),
  }));
  return {
    find(text) {
      if (entries.length === 0) return [];
      const normalized = text.normalize('NFC').toLowerCase();
      return entries.filter((e) => e.pattern.test(normalized)).map((e) => e.word);
    },
  };
}
