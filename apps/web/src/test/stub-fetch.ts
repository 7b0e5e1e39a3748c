import { vi } from 'vitest';

/** A stubbed answer: status 200 and no body unless given. */
export type FetchReply = { status?: number; body?: unknown };
export type FetchHandler = (method: string, path: string, body: unknown) => FetchReply | undefined;

/** Stubs `fetch`: the handler answers by method and path (with query); unhandled calls answer 404. */
export function stubFetch(handler: FetchHandler) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  const fn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = typeof input === 'string' ? input : input instanceof URL ? input.pathname + input.search : input.url;
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ method, path, body });
    const reply = handler(method, path, body) ?? { status: 404, body: { detail: 'Not found.' } };
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fn);
  return { fn, calls, find: (method: string, prefix: string) => calls.filter((c) => c.method === method && c.path.startsWith(prefix)) };
}
