export type TrackSource = 'camera' | 'screen' | 'audio';

export interface TileSize {
  userId: number;
  source: 'camera' | 'screen';
  width: number;
  height: number;
}

/**
 * The tile sizes worth telling the server (`videocall_media_view`): whole CSS pixels, nothing hidden (0 wide
 * or high), one entry per person and source (the largest), in a stable order, so an unchanged view compares
 * equal and is not sent again.
 */
export function normaliseTiles(tiles: Iterable<TileSize>): TileSize[] {
  const best = new Map<string, TileSize>();
  for (const tile of tiles) {
    const width = Math.round(tile.width);
    const height = Math.round(tile.height);
    if (width <= 0 || height <= 0) continue;
    const key = `${tile.userId}:${tile.source}`;
    const seen = best.get(key);
    if (!seen || width * height > seen.width * seen.height) best.set(key, { userId: tile.userId, source: tile.source, width, height });
  }
  return [...best.values()].sort((a, b) => a.userId - b.userId || a.source.localeCompare(b.source));
}

/** Whether two normalised views differ enough to tell the server: a size change under 8 px is noise (scroll bars, rounding). */
export function viewChanged(before: TileSize[], after: TileSize[]): boolean {
  if (before.length !== after.length) return true;
  return before.some((a, i) => {
    const b = after[i]!;
    return a.userId !== b.userId || a.source !== b.source || Math.abs(a.width - b.width) >= 8 || Math.abs(a.height - b.height) >= 8;
  });
}
