import { z } from 'zod';
import type { RouteRateLimit } from './rate-limits';
import type { UploadKind } from './uploads';
import type { RoutePolicy } from './route-policy';

// Plain values (no zod), so the web app's first visit can use them without loading zod (constants.ts).
export { buildPath, errorCodes } from './constants';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Who may call a route: anyone, or a signed-in person (event access is checked per feature). */
export type RouteAuth = 'public' | 'user';

/**
 * One REST endpoint, written once and used by both sides: the server registers its handler and
 * validation from it, the web app builds a typed call from it, OpenAPI is generated from it.
 * `path` uses `:name` parameters and keeps the spec's trailing slash.
 */
export interface RouteDef<
  Params extends z.ZodType = z.ZodType,
  Query extends z.ZodType = z.ZodType,
  Body extends z.ZodType = z.ZodType,
  Reply extends z.ZodType = z.ZodType,
> {
  method: HttpMethod;
  path: string;
  summary: string;
  tags: string[];
  auth: RouteAuth;
  params?: Params;
  query?: Query;
  body?: Body;
  /** Reply of the successful status (`status`, 200 unless given). */
  reply: Reply;
  status?: number;
  /**
   * Every route that writes (any method but GET) declares its rate limit (rate-limits.ts); the server
   * refuses to register one that does not. The limit counts per person, or per client address on a
   * route anyone may call.
   */
  rateLimit?: RouteRateLimit;
  /** A smaller request body limit than the server's 1 MB, in bytes. */
  bodyLimit?: number;
  /**
   * The body is one file: multipart/form-data with the file in `field`, or the file itself with its own
   * content type (any type is read; the feature checks the bytes). `kinds` are the kinds of file it takes
   * (uploads.ts): its body limit is the largest one's, and the web app refuses a larger file before sending.
   */
  upload?: { field: string; kinds: readonly [UploadKind, ...UploadKind[]] };
  /**
   * The refusals of the route's own rules (its service and policy), beyond those its shape already
   * implies (`impliedErrorStatuses`): 403 when a rule refuses the person, 404 when what the path or body
   * names is not there, 409 for a conflict with the stored state, 400 for a refusal after validation.
   * OpenAPI documents each (decision 0072); the API tests fail on a status a route answers undocumented.
   */
  errors: readonly RefusalStatus[];
  /**
   * An organiser-console route (decision 0081): whom the identity core's guard lets through — instance
   * administrators, an event's owners (and administrators), or its moderators too (`read-people`: reading
   * its people; `moderate`: moderation acts, reports and the live figures);
   * `signed-in`: anyone signed in, answered only what is theirs; `booth-staff`: the owners and the staff of the
   * booth the path names (decision 0085). The refusals matrix test calls every route of every
   * `organizer…Routes` table as everyone else and expects the refusal.
   */
  organizer?: OrganizerGuard;
  /**
   * Whom the route lets through, where its shape does not say it (`routePolicy`, decision 0098): a route about
   * a booth, meeting, call, appointment or person the path names. The authorisation matrix test calls every
   * route as every role and expects exactly these to pass.
   */
  allows?: RoutePolicy;
}

export type OrganizerGuard = 'signed-in' | 'administrator' | 'owner' | 'read-people' | 'moderate' | 'booth-staff';

/** Statuses a route's own rules may refuse with (`RouteDef.errors`). */
export type RefusalStatus = 400 | 401 | 403 | 404 | 409 | 422 | 429 | 503;

type RouteShape = Pick<RouteDef, 'method' | 'auth' | 'params' | 'query' | 'body' | 'upload' | 'rateLimit'>;

/**
 * The refusals of every route about one event (the server's identity/access.ts): 404 for an event that is not
 * there, 403 when the event refuses the person (invite only, not open yet, terms not agreed, account removed).
 */
export const eventRefusals = [403, 404] as const satisfies readonly RefusalStatus[];

/** Methods whose requests may carry a body, which the server reads (and may refuse) whatever the route. */
const bodyMethods: readonly HttpMethod[] = ['POST', 'PUT', 'PATCH', 'DELETE'];

/**
 * The error statuses a route's shape implies: 400 when there is input to refuse (params, query, a body),
 * 401 when it needs a person, 413 and 415 for a body too large or of a type the server does not read
 * (uploads take any type: no 415), 429 when it declares a rate limit, and 500 on any route (a fault, such
 * as the database being unreachable).
 */
export function impliedErrorStatuses(route: RouteShape): number[] {
  const takesBody = bodyMethods.includes(route.method);
  return [
    ...(route.params || route.query || takesBody ? [400] : []),
    ...(route.auth === 'user' ? [401] : []),
    ...(takesBody ? [413] : []),
    ...(takesBody && !route.upload ? [415] : []),
    ...(route.rateLimit ? [429] : []),
    500,
  ];
}

/** Every error status a route may answer, in order: the implied ones and its declared refusals. */
export function errorStatuses(route: RouteShape & Pick<RouteDef, 'errors'>): number[] {
  return [...new Set([...impliedErrorStatuses(route), ...route.errors])].sort((a, b) => a - b);
}

export const defineRoute = <
  Params extends z.ZodType = z.ZodUndefined,
  Query extends z.ZodType = z.ZodUndefined,
  Body extends z.ZodType = z.ZodUndefined,
  Reply extends z.ZodType = z.ZodType,
>(route: RouteDef<Params, Query, Body, Reply>) => route;

export type ParamsOf<R> = R extends RouteDef<infer P, z.ZodType, z.ZodType, z.ZodType> ? z.input<P> : never;
export type QueryOf<R> = R extends RouteDef<z.ZodType, infer Q, z.ZodType, z.ZodType> ? z.input<Q> : never;
export type BodyOf<R> = R extends RouteDef<z.ZodType, z.ZodType, infer B, z.ZodType> ? z.input<B> : never;
export type ReplyOf<R> = R extends RouteDef<z.ZodType, z.ZodType, z.ZodType, infer T> ? z.output<T> : never;

/** `{detail, code?}`: every error reply except field validation. */
export const errorBody = z.object({
  detail: z.string(),
  code: z.string().optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;

/** Field validation errors: `{field_name: [message, …]}`, status 400. */
export const fieldErrors = z.record(z.string(), z.array(z.string()));
export type FieldErrors = z.infer<typeof fieldErrors>;


/** The list envelope every paged list answers with. */
export const paged = <T extends z.ZodType>(item: T) =>
  z.object({
    count: z.number().int(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(item),
  });

/**
 * `next` and `previous` of a paged list: the same address with the neighbouring `offset`, every other
 * query parameter (search, filters) kept.
 */
export function pageLinks(url: string, count: number, limit: number, offset: number): { next: string | null; previous: string | null } {
  const [path, search] = url.split('?', 2);
  const link = (to: number) => {
    const query = new URLSearchParams(search);
    query.set('limit', String(limit));
    query.set('offset', String(to));
    return `${path}?${query.toString()}`;
  };
  return {
    next: offset + limit < count ? link(offset + limit) : null,
    previous: offset > 0 ? link(Math.max(0, offset - limit)) : null,
  };
}


/**
 * Ids are PostgreSQL `integer`s: a larger number can name nothing, and the database would refuse the
 * query (a 500 instead of a 400).
 */
export const maxRecordId = 2_147_483_647;
const notAnId = 'Not a valid id.';
/** An id in a JSON body or realtime payload. */
export const recordId = z.number().int().positive().max(maxRecordId, notAnId);

/**
 * A whole number written in a path or query string: plain decimal digits in canonical form only, so
 * `0x1`, `1e0`, ` 1`, `+1`, `1.0` and `01` are refused rather than read as 1 (one spelling per value
 * keeps caches, logs and rate-limit keys honest). Numbers are accepted as they are, for typed callers.
 */
export const decimalInteger = (min: number, max: number, message = `Enter a whole number from ${min} to ${max}.`) =>
  z
    .union([z.number().int(message), z.string().regex(/^(0|[1-9][0-9]{0,15})$/, message)], { error: message })
    .transform(Number)
    .pipe(z.number().min(min, message).max(max, message));

/** An id in a path or query string: a canonical decimal from 1 to PostgreSQL's largest `integer`. */
export const recordIdParam = decimalInteger(1, maxRecordId, notAnId);

/** `limit` and `offset` of a paged list; an offset beyond any table still fits PostgreSQL's `bigint`. */
export const pageLimit = (max: number, fallback: number) => decimalInteger(1, max).default(fallback);
export const pageOffset = () => decimalInteger(0, maxRecordId).default(0);

export const pagination = z.object({
  limit: pageLimit(999, 20),
  offset: pageOffset(),
});

const hasControlCharacter = (s: string) => [...s].some((c) => c.charCodeAt(0) < 32);
/** A slug in a path, query or payload: never a control character (PostgreSQL cannot even compare NUL). */
export const slugParam = z
  .string()
  .min(1)
  .max(100)
  .refine((s) => !hasControlCharacter(s), 'Not a valid slug.');

/** Free text PostgreSQL can store and search: anything but the NUL character. */
export const storableText = () => z.string().refine((s) => !s.includes('\u0000'), 'Text may not contain NUL characters.');

export const eventSlugParams = z.object({ eventSlug: slugParam });
export const eventSlugQuery = z.object({ event_slug: slugParam });

export const detailReply = z.object({ detail: z.string() });
