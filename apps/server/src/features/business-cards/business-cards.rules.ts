import type { BusinessCardRow, NewBusinessCardRow } from './business-cards.repository';

export interface CardInput {
  includeEmail: boolean;
  message: string;
  staffId: number | null;
  isAuto: boolean;
  ignoreIncognitoMode: boolean;
}

/**
 * What a second card from the same visitor changes in the first (spec 3 §4 "locks"): an e-mail once
 * shared stays shared; the addressed staff member and the assignee, once set, stay; a new note replaces
 * the old one (an empty one keeps it); a card left by hand is no longer automatic; an automatic card
 * never changes one already left. Answers null when nothing changes.
 */
export function mergeCard(existing: BusinessCardRow, input: CardInput, now: Date): Partial<NewBusinessCardRow> | null {
  if (input.isAuto) return null;
  return {
    includeEmail: existing.includeEmail || input.includeEmail,
    message: input.message.trim() === '' ? existing.message : input.message,
    staffId: existing.staffId ?? input.staffId,
    assignedToId: existing.assignedToId ?? input.staffId,
    isAuto: false,
    ignoreIncognitoMode: existing.ignoreIncognitoMode || input.ignoreIncognitoMode,
    updatedAt: now,
  };
}

/** A first card: a visitor who addressed a staff member hands the lead to them. */
export function newCard(boothId: number, userId: number, input: CardInput, now: Date): NewBusinessCardRow {
  return {
    boothId,
    userId,
    includeEmail: input.includeEmail,
    message: input.message,
    staffId: input.staffId,
    assignedToId: input.staffId,
    isAuto: input.isAuto,
    ignoreIncognitoMode: input.ignoreIncognitoMode,
    done: false,
    createdAt: now,
    updatedAt: now,
  };
}
