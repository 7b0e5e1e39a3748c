/**
 * Pure rules of the booth browser (spec 1 "Booth browser", §4, §9; spec 3 §9). Kept apart from the
 * components so each rule has its own small test.
 */

/** Index of the previous or next booth, wrapping at both ends. */
export function wrapIndex(index: number, step: number, length: number): number {
  if (length <= 0) return 0;
  return (((index + step) % length) + length) % length;
}

/**
 * Indices whose booth is loaded (rendered): all of them up to 3 booths, otherwise only the current booth
 * and its two neighbours (wrapping).
 */
export function loadedIndices(current: number, length: number): Set<number> {
  if (length <= 3) return new Set(Array.from({ length }, (_, i) => i));
  return new Set([wrapIndex(current, -1, length), current, wrapIndex(current, 1, length)]);
}

/** Swipe threshold in pixels (spec 3 §9). */
export const SWIPE_THRESHOLD = 150;

/** -1 (previous), 1 (next) or 0 for a horizontal drag of `dx` pixels. */
export function swipeStep(dx: number, threshold = SWIPE_THRESHOLD): -1 | 0 | 1 {
  if (dx <= -threshold) return 1;
  if (dx >= threshold) return -1;
  return 0;
}

/** The sidebar and the arrows show only with a map in the address and the event's booth sidebar on. */
export function showsBoothSidebar(mapSlug: string | null | undefined, showBoothSidebar: boolean | undefined): boolean {
  return Boolean(mapSlug) && showBoothSidebar === true;
}

/** Address of a booth: on its map when one is known, else by booth slug alone. */
export function boothPath(eventSlug: string, boothSlug: string, mapSlug: string | null | undefined): string {
  return mapSlug ? `/${eventSlug}/map/${mapSlug}/booth/${boothSlug}` : `/${eventSlug}/booths/${boothSlug}`;
}

/**
 * When the address carries a map slug that names no map of the event (a placeholder such as `-`), the
 * address to replace it with: the booth's real map, or the booth alone when it stands on none. Null when
 * the address is fine as it is (or the maps are not known yet).
 */
export function placeholderReplacement(input: {
  eventSlug: string;
  boothSlug: string;
  addressMapSlug: string | null | undefined;
  mapSlugs: readonly string[] | undefined;
  boothMapSlug: string | null | undefined;
}): string | null {
  const { eventSlug, boothSlug, addressMapSlug, mapSlugs, boothMapSlug } = input;
  if (!addressMapSlug || !mapSlugs) return null;
  if (mapSlugs.includes(addressMapSlug)) return null;
  // The booth's own map is not listed when it is closed (the space list holds open ones for attendees).
  if (boothMapSlug === undefined || boothMapSlug === addressMapSlug) return null;
  return boothPath(eventSlug, boothSlug, boothMapSlug);
}

/** Sidebar list size: starts at a stored count (10 at first) and grows by 10. */
export const SIDEBAR_PAGE = 10;

/** How many slides a slider shows and scrolls (spec 3 §9). */
export interface SliderCounts {
  shown: number;
  scroll: number;
}

/** Video slider: 4 shown, 4 scrolled; on mobile width/230 shown (at least 1), 2 scrolled. */
export function videoSliderCounts(width: number, mobile: boolean): SliderCounts {
  if (!mobile) return { shown: 4, scroll: 4 };
  return { shown: Math.max(1, Math.floor(width / 230)), scroll: 2 };
}

/** Staff slider: 10 shown, 5 scrolled; on mobile width/110 shown (at least 1), 3 scrolled. */
export function staffSliderCounts(width: number, mobile: boolean): SliderCounts {
  if (!mobile) return { shown: 10, scroll: 5 };
  return { shown: Math.max(1, Math.floor(width / 110)), scroll: 3 };
}
