import { describe, expect, it } from 'vitest';
import { mergeCard, newCard, type CardInput } from './business-cards.rules';
import type { BusinessCardRow } from './business-cards.repository';

const t0 = new Date('2026-06-01T09:00:00Z');
const t1 = new Date('2026-06-01T10:00:00Z');
const input = (fields: Partial<CardInput> = {}): CardInput => ({
  includeEmail: false, message: '', staffId: null, isAuto: false, ignoreIncognitoMode: false, ...fields,
});
const existing = (fields: Partial<BusinessCardRow> = {}): BusinessCardRow => ({
  id: 1, ...newCard(5, 7, input(), t0), ...fields,
} as BusinessCardRow);

describe('newCard', () => {
  it('assigns the card to the staff member the visitor addressed', () => {
    expect(newCard(5, 7, input({ staffId: 3 }), t0)).toMatchObject({ staffId: 3, assignedToId: 3, done: false, createdAt: t0, updatedAt: t0 });
  });
});

describe('mergeCard', () => {
  it('never takes back an e-mail once shared', () => {
    expect(mergeCard(existing({ includeEmail: true }), input({ includeEmail: false }), t1)).toMatchObject({ includeEmail: true });
    expect(mergeCard(existing(), input({ includeEmail: true }), t1)).toMatchObject({ includeEmail: true });
  });

  it('keeps the addressed staff member and the assignee once set', () => {
    expect(mergeCard(existing({ staffId: 3, assignedToId: 4 }), input({ staffId: 9 }), t1)).toMatchObject({ staffId: 3, assignedToId: 4 });
    expect(mergeCard(existing(), input({ staffId: 9 }), t1)).toMatchObject({ staffId: 9, assignedToId: 9 });
  });

  it('replaces the note unless the new one is empty, and bumps updated', () => {
    expect(mergeCard(existing({ message: 'old' }), input({ message: 'new' }), t1)).toMatchObject({ message: 'new', updatedAt: t1 });
    expect(mergeCard(existing({ message: 'old' }), input({ message: '  ' }), t1)).toMatchObject({ message: 'old' });
  });

  it('turns an automatic card into one left by hand, and never the other way', () => {
    expect(mergeCard(existing({ isAuto: true }), input(), t1)).toMatchObject({ isAuto: false });
    expect(mergeCard(existing({ isAuto: false }), input({ isAuto: true, includeEmail: true }), t1)).toBeNull();
  });
});
