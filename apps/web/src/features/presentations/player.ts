import type { Presentation } from '@foyer/contracts';

/** What the stage plays: nothing current, one of the four kinds, or an address it will not play. */
export type StagePlayer = 'quiet' | 'live' | 'hls' | 'video' | 'embed' | 'unplayable';

const isHttps = (url: string) => {
  try {
    return new URL(url).protocol === 'https:';
  } catch {
    return false;
  }
};

/** Streams and files may be ours (a path) or https elsewhere; never another scheme (javascript:, data:, http:). */
const isPlayableSource = (url: string) => url.startsWith('/') ? !url.startsWith('//') : isHttps(url);

/**
 * The player for the current presentation by its kind: `live` (the speakers' call, watched receive-only),
 * `hls` (a stream), `video` (a file of ours) or `embed` (an https page only, in a sandboxed frame).
 */
export function playerFor(presentation: Pick<Presentation, 'kind' | 'url'> | null): StagePlayer {
  if (!presentation) return 'quiet';
  const { kind, url } = presentation;
  if (kind === 'live') return 'live';
  if (!url) return 'unplayable';
  if (kind === 'embed') return isHttps(url) ? 'embed' : 'unplayable';
  return isPlayableSource(url) ? kind : 'unplayable';
}

export { playsHlsNatively } from '@/shared/lib/hls-stream';

/**
 * The frame's sandbox: scripts and their own origin (players need both), fullscreen and popups for "watch on
 * …" links; no top navigation, forms, downloads or modals.
 */
export const embedSandbox = 'allow-scripts allow-same-origin allow-presentation allow-popups allow-popups-to-escape-sandbox';
export const embedAllow = 'autoplay; fullscreen; picture-in-picture; encrypted-media';
