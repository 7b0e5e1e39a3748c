import { analyticsPathMaxLength } from '@foyer/contracts';

const base = 'http://foyer.invalid';

/**
 * A page's path as analytics store it: the path alone (no query, no fragment, no origin), dot
 * segments resolved, doubled slashes merged, no trailing slash but on `/`, cut to
 * `analyticsPathMaxLength` characters. So one page is one path, and a row key never grows with what a
 * client makes up.
 */
export function normalisePath(raw: string): string {
  let pathname: string;
  try {
    pathname = new URL(raw.startsWith('/') ? raw.replace(/^\/+/, '/') : `/${raw}`, base).pathname;
  } catch {
    pathname = '/';
  }
  const merged = pathname.replace(/\/{2,}/g, '/');
  const trimmed = merged.length > 1 ? merged.replace(/\/+$/, '') : merged;
  return cut(trimmed || '/');
}

/**
 * Where a view came from: a path of ours (normalised like `normalisePath`), or another site's
 * origin and path (http(s) only); anything else is dropped.
 */
export function normaliseReferrer(raw: string | undefined): string | null {
  if (!raw) return null;
  if (raw.startsWith('/') && !raw.startsWith('//')) return normalisePath(raw);
  try {
    const url = new URL(raw);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return cut(`${url.origin}${url.pathname}`);
  } catch {
    return null;
  }
}

/** Cut to the stored length without splitting a percent-escape or a surrogate pair. */
function cut(s: string): string {
  if (s.length <= analyticsPathMaxLength) return s;
  let end = analyticsPathMaxLength;
  const escape = s.lastIndexOf('%', end);
  if (escape > end - 3) end = escape;
  const code = s.charCodeAt(end - 1);
  if (code >= 0xd800 && code <= 0xdbff) end -= 1;
  return s.slice(0, end);
}
