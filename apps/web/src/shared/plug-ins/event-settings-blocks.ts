import type { ComponentType } from 'react';

/**
 * Blocks other features add to an event's settings page in the console (the program's tags): each is drawn
 * in a card of its own after the page's settings, listed in its contents, and saves on its own (it is no
 * part of the settings form). The component is lazy, a chunk of its feature; registered with the feature's
 * console sections, so the settings page names no feature.
 */
export interface EventSettingsBlock {
  /** Stable name: the card's anchor is `settings-{id}`. */
  id: string;
  /** i18n keys of the card's title and the line under it. */
  titleKey: string;
  descriptionKey: string;
  /** Place among the blocks, lowest first. */
  order: number;
  component: ComponentType<{ eventSlug: string }>;
}

const blocks = new Map<string, EventSettingsBlock>();

/** A second registration under the same id replaces the first. */
export function registerEventSettingsBlock(block: EventSettingsBlock): void {
  blocks.set(block.id, block);
}

export const eventSettingsBlocks = (): EventSettingsBlock[] => [...blocks.values()].sort((a, b) => a.order - b.order);

/** Forgets every registration (tests). */
export function clearEventSettingsBlocks(): void {
  blocks.clear();
}
