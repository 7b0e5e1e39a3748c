import Bowser from 'bowser';

export interface DetectedBrowser {
  name: string;
  /** Full version text, e.g. '126.0.6478.126'. */
  version: string;
  /** Major version number (0 when unknown). */
  major: number;
  os: string;
  isMobile: boolean;
}

export function detectBrowser(userAgent: string): DetectedBrowser {
  const parsed = Bowser.parse(userAgent);
  const version = parsed.browser.version ?? '';
  const major = Number.parseInt(version, 10);
  const platform = parsed.platform.type;
  return {
    name: parsed.browser.name ?? '',
    version,
    major: Number.isFinite(major) ? major : 0,
    os: parsed.os.name ?? '',
    isMobile: platform === 'mobile' || platform === 'tablet',
  };
}

// The start-up check lives apart, without the parser: every first visit needs it.
export { isUnsupported } from './support';

/** Browsers the status page recommends (spec 3 §5). */
const recommended: Array<{ match: RegExp; min: number }> = [
  { match: /edge/i, min: 40 },
  { match: /chrom/i, min: 83 },
  { match: /firefox/i, min: 80 },
];

export type Recommendation = 'recommended' | 'outdated' | 'other';

/** Chrome, Edge and Firefox are recommended; below Chrome 83, Edge 40, Firefox 80 they are outdated. */
export function recommendationFor(browser: DetectedBrowser): Recommendation {
  const rule = recommended.find((r) => r.match.test(browser.name));
  if (!rule) return 'other';
  return browser.major >= rule.min ? 'recommended' : 'outdated';
}

export function currentBrowser(): DetectedBrowser {
  return detectBrowser(typeof navigator === 'undefined' ? '' : navigator.userAgent);
}
