import type { ReplyOf, RouteDef, TokenPair } from '@foyer/contracts';
import { buildPath, limits } from '@foyer/contracts/constants';
import type { z } from 'zod';
import { ApiRequestError } from './errors';
import { firstVisitRoutes, type RouteAddress } from './first-visit-routes';
import { tokenExpiry, tokenStore } from './tokens';

export interface CallInput {
  params?: Record<string, string | number>;
  query?: Record<string, string | number | boolean | undefined | null>;
  body?: unknown;
}

/** A route's optional schema fields are `Schema | undefined`: strip the `undefined` before inferring. */
type InputPart<S> = NonNullable<S> extends z.ZodType ? z.input<NonNullable<S>> : never;

type InputOf<R extends RouteDef> = {
  params?: InputPart<R['params']>;
  query?: InputPart<R['query']>;
  body?: InputPart<R['body']>;
};

type NetworkListener = () => void;
const networkListeners = new Set<NetworkListener>();
/** Lets the shell show 'cant reach server' once for any call that got no reply. */
export function onNetworkFailure(listener: NetworkListener): () => void {
  networkListeners.add(listener);
  return () => networkListeners.delete(listener);
}

function url(route: Pick<RouteDef, 'path'>, input: CallInput): string {
  const path = buildPath(route.path, input.params);
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(input.query ?? {})) {
    if (v !== undefined && v !== null) qs.set(k, String(v));
  }
  const q = qs.toString();
  return q ? `${path}?${q}` : path;
}

/** How a call behaves beyond its route. */
export interface CallOptions {
  /**
   * A call that got no reply is not announced as 'cant reach server' (it still fails): for calls a browser
   * extension may block while the server is fine, such as analytics.
   */
  quiet?: boolean;
}

async function send(method: string, target: string, body: unknown, access: string | null, signal?: AbortSignal, options: CallOptions = {}) {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (access) headers.authorization = `Bearer ${access}`;
  try {
    return await fetch(target, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), signal });
  } catch (err) {
    if (signal?.aborted) throw err;
    if (!options.quiet) for (const l of networkListeners) l();
    throw new ApiRequestError('cant reach server', null, null);
  }
}

async function readBody(res: Response): Promise<unknown> {
  const text = await res.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

let refreshing: Promise<TokenPair | null> | null = null;

/**
 * Refreshes the token pair. Only one tab refreshes at a time (Web Locks): the others wait, re-read
 * storage and use the pair the first one stored, so no tab presents a rotated refresh token.
 */
export function refreshTokens(force = false): Promise<TokenPair | null> {
  refreshing ??= (async () => {
    const run = async () => {
      const stored = tokenStore.reload();
      if (!stored) return null;
      if (!force && !expiresSoon(stored.access)) return stored;
      const res = await send('POST', firstVisitRoutes.refresh.path, { refresh: stored.refresh }, null);
      const data = (await readBody(res)) as Partial<TokenPair> | null;
      if (res.ok && typeof data?.access === 'string' && typeof data.refresh === 'string') {
        const pair = { access: data.access, refresh: data.refresh };
        tokenStore.set(pair);
        return pair;
      }
      if (res.status === 401 || res.status === 422) tokenStore.clear();
      return null;
    };
    try {
      return navigator.locks ? await navigator.locks.request('foyer.token-refresh', run) : await run();
    } finally {
      refreshing = null;
    }
  })();
  return refreshing;
}

export function expiresSoon(access: string): boolean {
  return tokenExpiry(access) * 1000 - Date.now() < limits.accessTokenRefreshMarginMs;
}

/** A fresh access token, refreshed first when it expires within the margin; null when signed out. */
export async function freshAccessToken(): Promise<string | null> {
  const tokens = tokenStore.get();
  if (!tokens) return null;
  if (!expiresSoon(tokens.access)) return tokens.access;
  const pair = await refreshTokens();
  return pair?.access ?? null;
}

/**
 * Calls one contract route; the reply is parsed with the route's own schema. Through a `RouteAddress`
 * (the first visit's routes, without schemas) the reply is typed by the route but not parsed.
 */
export function call<R extends RouteDef>(route: R, input?: InputOf<R>, signal?: AbortSignal, options?: CallOptions): Promise<ReplyOf<R>>;
export function call<R extends RouteDef>(route: RouteAddress<R>, input?: InputOf<R>, signal?: AbortSignal, options?: CallOptions): Promise<ReplyOf<R>>;
export async function call<R extends RouteDef>(route: R | RouteAddress<R>, input: InputOf<R> = {}, signal?: AbortSignal, options: CallOptions = {}): Promise<ReplyOf<R>> {
  const target = url(route, input as CallInput);
  const access = await freshAccessToken();
  let res = await send(route.method, target, input.body, access, signal, options);
  if (res.status === 401 && access) {
    // The access token was refused (revoked or clock skew): one forced refresh, then one retry.
    const pair = await refreshTokens(true);
    if (pair) res = await send(route.method, target, input.body, pair.access, signal, options);
  }
  const data = await readBody(res);
  if (!res.ok) {
    const detail = (data as { detail?: string } | null)?.detail;
    throw new ApiRequestError(detail ?? `Request failed with status ${res.status}`, res.status, data);
  }
  if (!('reply' in route)) return data as ReplyOf<R>;
  // A 204 has no body: read as nothing, whether its contract says `z.undefined()` or `z.null()`.
  const parsed = route.reply.safeParse(res.status === 204 && data === null && route.reply.safeParse(undefined).success ? undefined : data);
  if (!parsed.success) {
    console.error(`Reply of ${route.method} ${route.path} does not match its contract`, parsed.error.issues);
    throw new ApiRequestError('Unexpected reply from the server', res.status, data);
  }
  return parsed.data as ReplyOf<R>;
}
