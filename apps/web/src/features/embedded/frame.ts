import { storage } from '@/shared/storage';

/**
 * What the embedded page may do inside its frame (decision 0042): run its scripts, keep its own
 * origin (its cookies and storage, which players and forms need), send forms and open new tabs, which
 * then behave as normal pages. Never `allow-top-navigation`: the embed cannot take the event page away.
 */
export const embedSandbox = ['allow-scripts', 'allow-same-origin', 'allow-forms', 'allow-popups', 'allow-popups-to-escape-sandbox'] as const;

/** Browser features an embed may ask for: full screen and media playback, not camera, microphone or location. */
export const embedAllow = 'fullscreen; autoplay; encrypted-media; picture-in-picture';

/** The embed learns which site framed it (players check it), not which page of the event. */
export const embedReferrerPolicy = 'strict-origin';

/** How long a frame may take before the page offers help (a frame's failure is not always visible to us). */
export const embedLoadPatienceMs = 15_000;

/**
 * The sandbox for a frame of `url`. A page of our own origin with both scripts and its origin could
 * lift its own sandbox, so it keeps scripts but loses its origin.
 */
export function sandboxFor(url: string, ownOrigin: string): string {
  const same = originOf(url) === ownOrigin;
  return embedSandbox.filter((token) => !(same && token === 'allow-same-origin')).join(' ');
}

export function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

export function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

/** Origins this browser agreed to load third-party content from (one consent per origin). */
const consentKey = 'foyer.embed-consent';

function consentedOrigins(): string[] {
  try {
    const value: unknown = JSON.parse(storage.get(consentKey) ?? '[]');
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

export function hasEmbedConsent(url: string): boolean {
  const origin = originOf(url);
  return origin !== null && consentedOrigins().includes(origin);
}

export function rememberEmbedConsent(url: string): void {
  const origin = originOf(url);
  if (origin === null) return;
  const known = consentedOrigins();
  if (!known.includes(origin)) storage.set(consentKey, JSON.stringify([...known, origin]));
}
