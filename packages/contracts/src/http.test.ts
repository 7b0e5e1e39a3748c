import { describe, expect, it } from 'vitest';
import { maxRecordId, pageLinks, recordId, recordIdParam, slugParam, storableText } from './http';

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

describe('pageLinks', () => {
  it('links the neighbouring pages with the filters kept', () => {
    expect(pageLinks('/api/events/demo/jobs/?search=e&limit=2', 5, 2, 0)).toEqual({
      next: '/api/events/demo/jobs/?search=e&limit=2&offset=2',
      previous: null,
    });
    expect(pageLinks('/api/events/demo/jobs/?offset=4&limit=2', 5, 2, 4)).toEqual({
      next: null,
      previous: '/api/events/demo/jobs/?offset=2&limit=2',
    });
    expect(pageLinks('/api/x/', 10, 20, 0)).toEqual({ next: null, previous: null });
  });
});
