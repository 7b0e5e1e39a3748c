import type { MapArea, SpaceProgramPreview } from '@foyer/contracts';

/** Most program entries a map popup previews (spec 1 §9 "Popover max items 5"). */
export const MAX_POPOVER_ITEMS = 5;
/** The popup opens this long after the pointer (or focus) reaches an area (spec 1 §9). */
export const POPUP_DELAY_MS = 250;
export const POPUP_WIDTH_PROGRAM = 350;
export const POPUP_WIDTH_WIDGET = 260;
export const POPUP_WIDTH_PLAIN = 200;
export const POPUP_HEADER_HEIGHT = 38;
export const POPUP_ITEM_HEIGHT = 63;

/** Entries a popup lists: items and containers together, soonest first, at most MAX_POPOVER_ITEMS. */
export function previewEntries(preview: SpaceProgramPreview | undefined) {
  if (!preview) return [];
  return [...preview.containers, ...preview.items]
    .sort((a, b) => Date.parse(a.start_date) - Date.parse(b.start_date))
    .slice(0, MAX_POPOVER_ITEMS);
}

/**
 * Popup size (spec 1 §2): 350 wide with a program, 260 for a widget, 200 without a program; 38 high plus
 * 63 per entry shown. A closed space shows only 'space closed'.
 */
export function popupSize(
  area: Pick<MapArea, 'widget' | 'published' | 'has_program'>,
  entryCount: number,
): { width: number; height: number } {
  const shown = area.published && !area.widget ? Math.min(Math.max(entryCount, 0), MAX_POPOVER_ITEMS) : 0;
  const width = area.widget ? POPUP_WIDTH_WIDGET : shown > 0 ? POPUP_WIDTH_PROGRAM : POPUP_WIDTH_PLAIN;
  return { width, height: POPUP_HEADER_HEIGHT + POPUP_ITEM_HEIGHT * shown };
}
