import { describe, expect, it } from 'vitest';
import { decimalInteger, maxRecordId, pageLinks, pagination, recordId, recordIdParam, slugParam, storableText } from './http';

describe('input the database can take', () => {
  it('ids stay within PostgreSQL integers', () => {
    expect(recordId.safeParse(maxRecordId).success).toBe(true);
    expect(recordId.safeParse(maxRecordId + 1).success).toBe(false);
    expect(recordIdParam.safeParse('99999999999').success).toBe(false);
    expect(recordIdParam.parse('42')).toBe(42);
    expect(recordIdParam.parse(42)).toBe(42);
  });

  it.each(['0x1', '1e0', ' 1', '1 ', '+1', '1.0', '01', '00', '-1', '0', '', '١', '1_000', 'Infinity', 'NaN'])('an id spelt %j is refused', (spelling) => {
    expect(recordIdParam.safeParse(spelling).error?.issues.map((i) => i.message)).toEqual(['Not a valid id.']);
  });

  it('whole numbers in queries are canonical decimals within their range', () => {
    const n = decimalInteger(0, 10);
    expect([n.parse('0'), n.parse('7'), n.parse('10')]).toEqual([0, 7, 10]);
    for (const spelling of ['11', '-0', '0x5', '5e0', '05', ' 5', '5.5', 1.5, -1]) expect(n.safeParse(spelling).success, String(spelling)).toBe(false);
    expect(pagination.parse({})).toEqual({ limit: 20, offset: 0 });
    expect(pagination.parse({ limit: '5', offset: '10' })).toEqual({ limit: 5, offset: 10 });
    expect(pagination.safeParse({ offset: '1e20' }).success).toBe(false);
    expect(pagination.safeParse({ offset: '99999999999999999999' }).success).toBe(false);
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
