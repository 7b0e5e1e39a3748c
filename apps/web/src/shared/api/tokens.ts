import type { TokenPair } from '@foyer/contracts';

/** Where the signed-in person's tokens live; shared by every tab of the browser. */
export const TOKENS_KEY = 'foyer.tokens';

type Listener = (tokens: TokenPair | null) => void;
const listeners = new Set<Listener>();

function read(): TokenPair | null {
  try {
    const raw = localStorage.getItem(TOKENS_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<TokenPair>;
    return typeof parsed.access === 'string' && typeof parsed.refresh === 'string'
      ? { access: parsed.access, refresh: parsed.refresh }
      : null;
  } catch {
    return null;
  }
}

let current: TokenPair | null = read();

function notify(): void {
  for (const l of listeners) l(current);
}

// Another tab signed in, refreshed or signed out.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (e) => {
    if (e.key !== TOKENS_KEY) return;
    current = read();
    notify();
  });
}

export const tokenStore = {
  get: (): TokenPair | null => current,
  /** Re-reads storage: another tab may have rotated the refresh token meanwhile. */
  reload: (): TokenPair | null => {
    current = read();
    return current;
  },
  set(tokens: TokenPair): void {
    current = tokens;
    localStorage.setItem(TOKENS_KEY, JSON.stringify(tokens));
    notify();
  },
  clear(): void {
    current = null;
    localStorage.removeItem(TOKENS_KEY);
    notify();
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** Seconds since the epoch at which a JWT expires, or 0 when it cannot be read. */
export function tokenExpiry(token: string): number {
  try {
    const payload = token.split('.')[1];
    if (!payload) return 0;
    const json = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: number };
    return typeof json.exp === 'number' ? json.exp : 0;
  } catch {
    return 0;
  }
}

/** The user id a token was issued to (the `sub` claim). */
export function tokenUserId(token: string): number | null {
  try {
    const payload = token.split('.')[1];
    if (!payload) return null;
    const json = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { sub?: string };
    return json.sub ? Number(json.sub) : null;
  } catch {
    return null;
  }
}
