import { describe, expect, it } from 'vitest';
import { normalizeWordList, wordMatcher } from './word-list';

describe('wordMatcher', () => {
  it('finds a listed word whatever its case, as a whole word only', () => {
    const list = wordMatcher(['Spam', 'ass']);
    expect(list.find('Buy SPAM now')).toEqual(['spam']);
    expect(list.find('spam!')).toEqual(['spam']);
    expect(list.find('spammer')).toEqual([]);
    expect(list.find('a class act')).toEqual([]);
    expect(list.find('passé')).toEqual([]);
    expect(list.find('(ass)')).toEqual(['ass']);
  });

  it('treats accented letters as letters of the word, and accents as part of it', () => {
    const list = wordMatcher(['bad', 'café']);
    // A plain \b would see a word end before "é".
    expect(list.find('badé')).toEqual([]);
    expect(list.find('ébad')).toEqual([]);
    expect(list.find('CAFÉ au lait')).toEqual(['café']);
    // The same word typed with a combining accent.
    expect(list.find('un cafe\u0301 noir')).toEqual(['café']);
    expect(list.find('un cafe noir')).toEqual([]);
  });

  it('tells Vietnamese words apart by their tones', () => {
    const list = wordMatcher(['đồ ngu', 'bò']);
    expect(list.find('Đồ NGU!')).toEqual(['đồ ngu']);
    expect(list.find('đồ   ngu')).toEqual(['đồ ngu']);
    expect(list.find('đồ ngủ đẹp')).toEqual([]);
    expect(list.find('con bồ')).toEqual([]);
    expect(list.find('thịt bò ngon')).toEqual(['bò']);
    expect(list.find('bòn')).toEqual([]);
  });

  it('reads regular-expression characters as themselves', () => {
    const list = wordMatcher(['a.b', 'c++']);
    expect(list.find('axb')).toEqual([]);
    expect(list.find('see a.b here')).toEqual(['a.b']);
    expect(list.find('I like c++')).toEqual(['c++']);
  });

  it('finds nothing with an empty list', () => {
    expect(wordMatcher([]).find('anything')).toEqual([]);
  });
});

describe('normalizeWordList', () => {
  it('keeps each entry once, lower case, composed, sorted', () => {
    expect(normalizeWordList(['Spam', ' spam ', 'cafe\u0301', 'Café', 'two   words', ''])).toEqual(['café', 'spam', 'two words']);
  });
});
