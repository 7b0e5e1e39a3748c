/**
 * The slider's next arrow (spec 2 "Posters"): moves to the next poster, and at the end of what is
 * loaded asks for more when the list has more; at the very end it wraps to the first.
 */
export function nextStep(index: number, loaded: number, count: number): { index: number; loadMore: boolean } {
  if (index + 1 < loaded) return { index: index + 1, loadMore: false };
  if (loaded < count) return { index: index + 1, loadMore: true };
  return { index: 0, loadMore: false };
}

export function previousStep(index: number, loaded: number): number {
  return index > 0 ? index - 1 : Math.max(0, loaded - 1);
}

/**
 * A poster named in the address (`?poster=<id>`, e.g. from the goodie bag) that is not among the posters
 * loaded: load the next page while the list has more (the list grows by 10, as the slider's does); when
 * every poster is loaded and it is not there, it is missing and the first poster becomes current.
 */
export function deepLinkStep(wanted: number | null, loadedIds: readonly number[], count: number): 'found' | 'load_more' | 'missing' {
  if (wanted !== null && loadedIds.includes(wanted)) return 'found';
  return wanted !== null && loadedIds.length < count ? 'load_more' : 'missing';
}
