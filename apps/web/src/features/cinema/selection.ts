/**
 * The cinema's selection rule (spec 1 "Presentation, cinema, jobs"): after the videos load, the first is
 * selected when none is current or the current is not in the list; otherwise the current stays.
 */
export function selectedVideo<T extends { key: string }>(videos: readonly T[], current: string | null): T | null {
  if (videos.length === 0) return null;
  return videos.find((v) => v.key === current) ?? videos[0]!;
}

/** `mm:ss` (or `h:mm:ss`) of a duration in seconds. */
export function formatDuration(seconds: number | null): string | null {
  if (seconds === null || !Number.isFinite(seconds) || seconds < 0) return null;
  const s = Math.round(seconds);
  const hh = Math.floor(s / 3600);
  const mm = Math.floor((s % 3600) / 60);
  const ss = String(s % 60).padStart(2, '0');
  return hh > 0 ? `${hh}:${String(mm).padStart(2, '0')}:${ss}` : `${mm}:${ss}`;
}
