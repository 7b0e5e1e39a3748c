import { localiseServerText } from './server-texts';

/** A failed API call: the server's reply data and status, or a network failure without a reply. */
export class ApiRequestError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    readonly data: unknown,
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }

  get code(): string | undefined {
    const d = this.data as { code?: unknown } | null;
    return d && typeof d.code === 'string' ? d.code : undefined;
  }

  get detail(): string | undefined {
    const d = this.data as { detail?: unknown } | null;
    return d && typeof d.detail === 'string' ? d.detail : undefined;
  }

  /** True when no reply came back at all ('cant reach server'). */
  get isNetworkError(): boolean {
    return this.status === null;
  }
}

/**
 * Turns any error reply into sentences in the language the app speaks: `{detail}`, `{message}`,
 * `{error}`, or field errors `{field: [msg, …]}` flattened as the spec asks.
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiRequestError) {
    const flat = flattenErrorData(error.data);
    return flat || fallback;
  }
  if (error instanceof Error && error.message) return localiseServerText(error.message);
  return fallback;
}

/** The texts of an error reply as sentences, each in the language the app speaks (server-texts.ts). */
export function flattenErrorData(data: unknown): string {
  if (data == null) return '';
  if (typeof data === 'string') return localiseServerText(data);
  if (Array.isArray(data)) return data.map(flattenErrorData).filter(Boolean).join(' ');
  if (typeof data === 'object') {
    const obj = data as Record<string, unknown>;
    for (const key of ['detail', 'message', 'error']) {
      if (typeof obj[key] === 'string') return localiseServerText(obj[key]);
    }
    return Object.values(obj)
      .filter((v) => typeof v !== 'number' && typeof v !== 'boolean')
      .map(flattenErrorData)
      .filter(Boolean)
      .join(' ');
  }
  return '';
}
