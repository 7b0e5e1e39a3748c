import { minimumBrowsers } from '@foyer/domain';

/** The major version a user-agent pattern captures, or null when it does not match. */
function major(userAgent: string, pattern: RegExp): number | null {
  const m = pattern.exec(userAgent);
  return m ? Number.parseInt(m[1] ?? '', 10) : null;
}

/**
 * Older than Chrome 83, Edge 80, Firefox 80 or Safari 11 (spec 1 §2): the app does not start. Read from
 * the user agent the way index.html's ES5 check reads it, without a parser library: every page's first
 * visit runs this, so it stays a few lines (detect.ts parses in full for the browser status page).
 * An unknown browser or an unreadable version is given the benefit of the doubt.
 */
export function isUnsupported(userAgent: string): boolean {
  if (/MSIE |Trident\//.test(userAgent)) return true;
  const below = (pattern: RegExp, min: number) => {
    const version = major(userAgent, pattern);
    return version !== null && Number.isFinite(version) && version < min;
  };
  if (/Edg(e|A|iOS)?\//.test(userAgent)) return below(/Edg(?:e|A|iOS)?\/(\d+)/, minimumBrowsers.edge);
  if (/(Chrome|CriOS)\//.test(userAgent)) return below(/(?:Chrome|CriOS)\/(\d+)/, minimumBrowsers.chrome);
  if (/Firefox\//.test(userAgent)) return below(/Firefox\/(\d+)/, minimumBrowsers.firefox);
  if (/Version\/\d+.*Safari\//.test(userAgent)) return below(/Version\/(\d+)/, minimumBrowsers.safari);
  return false;
}
