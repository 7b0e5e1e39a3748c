import { describe, expect, it } from 'vitest';
import { cleanPersonText } from './person-text';
import { profileMessages, profileUpdateBody } from './profiles';

describe('cleanPersonText', () => {
  it.each([
    ['\u200B', ''],
    [' \u200B\u2060\uFEFF ', ''],
    ['\u3164', ''],
    ['\u2800', ''],
    ['Eve\u202Eroh', 'Everoh'],
    ['a\u2066b\u2069\u200Fc', 'abc'],
    ['Ann\r\nSmith\u0007', 'Ann Smith'],
    ['Zoë  van\tder   Berg ', 'Zoë van der Berg'],
    ['\u200DBob\u200C', 'Bob'],
  ])('%j → %j', (input, cleaned) => {
    expect(cleanPersonText(input)).toBe(cleaned);
  });

  it('composes to NFC', () => {
    const cleaned = cleanPersonText('Jose\u0301');
    expect(cleaned).toBe('Jos\u00E9');
    expect(cleaned).toHaveLength(4);
  });

  it('keeps what draws something: joiners inside words and emoji, variation selectors after a character', () => {
    expect(cleanPersonText('Mohammad\u200CReza')).toBe('Mohammad\u200CReza');
    expect(cleanPersonText('\u{1F468}\u200D\u{1F469}\u200D\u{1F467}')).toBe('\u{1F468}\u200D\u{1F469}\u200D\u{1F467}');
    expect(cleanPersonText('\u2764\uFE0F')).toBe('\u2764\uFE0F');
  });
});

describe('profile names', () => {
  it('a name of invisible characters only is blank: "First and last name are required fields"', () => {
    const result = profileUpdateBody.safeParse({ first_name: '\u200B', last_name: '\u202E\u2066' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ['first_name', profileMessages.namesRequired],
      ['last_name', profileMessages.namesRequired],
    ]);
  });

  it('names, job title, company and alias are cleaned', () => {
    const result = profileUpdateBody.parse({ first_name: 'Ada\u202E', last_name: 'King\r\n', jobtitle: 'CEO\u0007', company: ' Acme\u200B Inc ', alias_name: 'Count\u2067ess' });
    expect(result).toEqual({ first_name: 'Ada', last_name: 'King', jobtitle: 'CEO', company: 'Acme Inc', alias_name: 'Countess' });
  });
});
