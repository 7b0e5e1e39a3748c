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
