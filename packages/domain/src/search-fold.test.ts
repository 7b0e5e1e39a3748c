import { describe, expect, it } from 'vitest';
import { containsPattern, foldForSearch, searchWords } from './search-fold';

describe('foldForSearch', () => {
  it('drops case and accents', () => {
    expect(foldForSearch('Café Ümlaut ÉLAN')).toBe('cafe umlaut elan');
    expect(foldForSearch('Straße Œuvre Øre Łódź Việt Nam')).toBe('strasse oeuvre ore lodz viet nam');
  });

  it('collapses whitespace', () => {
    expect(foldForSearch('  North \t  Star  ')).toBe('north star');
  });
});

describe('searchWords', () => {
  it('folds and splits the search box, ignoring blanks', () => {
    expect(searchWords('  Cafe  LUMIÈRE ')).toEqual(['cafe', 'lumiere']);
    expect(searchWords('')).toEqual([]);
    expect(searchWords(undefined)).toEqual([]);
    expect(searchWords('a b c d e f g h i j', 3)).toEqual(['a', 'b', 'c']);
  });
});

describe('containsPattern', () => {
  it('escapes LIKE wildcards', () => {
    expect(containsPattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });
});
