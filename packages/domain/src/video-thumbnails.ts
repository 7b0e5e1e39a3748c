/**
 * Video-site links (spec 3 §5 "Video URL thumbnails"): only YouTube and Vimeo are recognised; a YouTube id
 * is exactly 11 characters, a Vimeo id 1 to 10 digits. Anything else has no thumbnail.
 */

export type VideoSite = { provider: 'youtube' | 'vimeo'; id: string };

const youtubeHosts = new Set(['youtube.com', 'm.youtube.com', 'music.youtube.com', 'youtube-nocookie.com', 'youtu.be']);
const vimeoHosts = new Set(['vimeo.com', 'player.vimeo.com']);
const youtubeId = /^[A-Za-z0-9_-]{11}$/;
const vimeoId = /^\d{1,10}$/;

function parseUrl(value: string): URL | null {
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

/** The video site and id an embedded URL points at, or null when it is not a YouTube or Vimeo video. */
export function parseVideoSite(embeddedUrl: string): VideoSite | null {
  const url = parseUrl(embeddedUrl);
  if (!url) return null;
  const host = url.hostname.toLowerCase().replace(/^www\./, '');
  const parts = url.pathname.split('/').filter(Boolean);
  if (youtubeHosts.has(host)) {
    let id: string | null | undefined;
    if (host === 'youtu.be') id = parts[0];
    else if (parts[0] === 'watch') id = url.searchParams.get('v');
    else if (parts[0] === 'embed' || parts[0] === 'shorts' || parts[0] === 'live' || parts[0] === 'v') id = parts[1];
    return id && youtubeId.test(id) ? { provider: 'youtube', id } : null;
  }
  if (vimeoHosts.has(host)) {
    // vimeo.com/{id}, vimeo.com/channels/{name}/{id}, player.vimeo.com/video/{id}
    const id = host === 'player.vimeo.com' ? (parts[0] === 'video' ? parts[1] : undefined) : parts[parts.length - 1];
    if (host === 'vimeo.com' && parts.length > 1 && parts[0] !== 'channels' && parts[0] !== 'video') return null;
    return id && vimeoId.test(id) ? { provider: 'vimeo', id } : null;
  }
  return null;
}

/** A thumbnail image address for a YouTube or Vimeo link, or null. */
export function videoThumbnail(embeddedUrl: string | null | undefined): string | null {
  if (!embeddedUrl) return null;
  const site = parseVideoSite(embeddedUrl);
  if (!site) return null;
  switch (site.provider) {
    case 'youtube':
      return `https://img.youtube.com/vi/${site.id}/hqdefault.jpg`;
    case 'vimeo':
      // Vimeo has no static thumbnail address; vumbnail.com answers one by id without an API call.
      return `https://vumbnail.com/${site.id}.jpg`;
    default: {
      const unknown: never = site.provider;
      throw new Error(`Unknown video site ${String(unknown)}`);
    }
  }
}

/** The player address a frame shows for a YouTube or Vimeo link (YouTube's without cookies), or null. */
export function videoPlayerUrl(embeddedUrl: string): string | null {
  const site = parseVideoSite(embeddedUrl);
  if (!site) return null;
  return site.provider === 'youtube' ? `https://www.youtube-nocookie.com/embed/${site.id}` : `https://player.vimeo.com/video/${site.id}`;
}
