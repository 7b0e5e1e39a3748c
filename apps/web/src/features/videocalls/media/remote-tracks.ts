import type { TrackSource } from './tiles';

/** What the server says each receiving m-line carries (`videocall_media_offer.tracks`). */
export interface OfferedTrack {
  mid: string;
  userId: number;
  kind: 'audio' | 'video';
  source: TrackSource;
}

export interface RemoteMedia<T> {
  camera?: T;
  screen?: T;
  audio?: T;
}

/**
 * Who is seen and heard, from the server's list of tracks and the receivers' tracks by mid: one entry per
 * remote person with their camera, screen and audio. Mids the browser has no track for yet are left out.
 */
export function remoteMediaOf<T>(offered: readonly OfferedTrack[], trackByMid: ReadonlyMap<string, T>): Map<number, RemoteMedia<T>> {
  const out = new Map<number, RemoteMedia<T>>();
  for (const t of offered) {
    const track = trackByMid.get(t.mid);
    if (track === undefined) continue;
    const media = out.get(t.userId) ?? {};
    media[t.source] = track;
    out.set(t.userId, media);
  }
  return out;
}

interface AudioStat {
  type: string;
  kind?: string;
  mediaType?: string;
  trackIdentifier?: string;
  mid?: string;
  audioLevel?: number;
}

/**
 * Audio levels of remote people from a subscribe connection's stats: inbound audio entries, matched to a
 * person by their track's id or their mid.
 */
export function audioLevelsOf(stats: Iterable<AudioStat>, userByTrackId: ReadonlyMap<string, number>, userByMid: ReadonlyMap<string, number>): Map<number, number> {
  const levels = new Map<number, number>();
  for (const s of stats) {
    if (s.type !== 'inbound-rtp' || (s.kind ?? s.mediaType) !== 'audio') continue;
    const userId = (s.trackIdentifier !== undefined ? userByTrackId.get(s.trackIdentifier) : undefined) ?? (s.mid !== undefined ? userByMid.get(s.mid) : undefined);
    if (userId === undefined) continue;
    levels.set(userId, Math.max(levels.get(userId) ?? 0, s.audioLevel ?? 0));
  }
  return levels;
}
