import { describe, expect, it } from 'vitest';
import { maxRecordId, recordId, recordIdParam, slugParam, storableText } from './http';

describe('input the database can take', () => {
  it('ids stay within PostgreSQL integers', () => {
    expect(recordId.safeParse(maxRecordId).success).toBe(true);
    expect(recordId.safeParse(maxRecordId + 1).success).toBe(false);
    expect(recordIdParam.safeParse('99999999999').success).toBe(false);
    expect(recordIdParam.parse('42')).toBe(42);
  });

  it('slugs have no control characters, texts no NUL', () => {
    expect(slugParam.safeParse('aurora-optics').success).toBe(true);
    expect(slugParam.safeParse('a\u0000b').success).toBe(false);
    expect(slugParam.safeParse('a\nb').success).toBe(false);
    expect(storableText().safeParse('line\nbreak, tab\t and ünïcode').success).toBe(true);
    expect(storableText().safeParse('a\u0000b').success).toBe(false);
  });
});
