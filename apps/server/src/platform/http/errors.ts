import { errorCodes } from '@foyer/contracts';

/** An error that leaves the server as `{detail, code?}` with its status. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
    readonly code?: string,
    readonly headers: Record<string, string> = {},
    /** Fields the reply carries beside `detail` and `code` (a silence's `until`). */
    readonly fields: Record<string, unknown> = {},
  ) {
    super(detail);
  }
}

/** Field validation failure: answered 400 as `{field: [message]}`. */
export class FieldError extends Error {
  constructor(readonly fields: Record<string, string[]>) {
    super(Object.values(fields).flat().join(' '));
  }
}

export const badRequest = (detail: string, code?: string) => new ApiError(400, detail, code);
export const notAuthenticated = (detail = 'Authentication credentials were not provided.') =>
  new ApiError(401, detail, errorCodes.notAuthenticated);
export const invalidToken = (detail = 'Given token not valid for any token type.') =>
  new ApiError(401, detail, errorCodes.tokenInvalid);
export const forbidden = (detail = 'You do not have permission to perform this action.', code: string = errorCodes.permissionDenied, fields: Record<string, unknown> = {}) =>
  new ApiError(403, detail, code, {}, fields);
// The spec's client matches on the detail 'Not found.', so the reply carries no code.
export const notFound = (detail = 'Not found.') => new ApiError(404, detail);
export const conflict = (detail: string) => new ApiError(409, detail, errorCodes.conflict);
export const unprocessable = (detail: string, code?: string) => new ApiError(422, detail, code);
export const tooManyRequests = (detail: string, retryAfterSeconds: number) =>
  new ApiError(429, detail, errorCodes.rateLimited, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) });

/** A machine-readable code for any API error (REST replies omit it where the spec shows none). */
export function apiErrorCode(err: ApiError): string {
  if (err.code) return err.code;
  if (err.status === 404) return errorCodes.notFound;
  if (err.status === 401) return errorCodes.notAuthenticated;
  if (err.status === 403) return errorCodes.permissionDenied;
  if (err.status === 409) return errorCodes.conflict;
  return 'invalid';
}

/** A known path asked with a method it does not have: 405 with `Allow` listing the methods it has. */
export const methodNotAllowed = (method: string, allowed: string[]) =>
  new ApiError(405, `Method "${method}" not allowed.`, 'method_not_allowed', { allow: allowed.join(', ') });

/**
 * Fastify's and Node's own refusals (bad JSON, body too large, wrong media type, bad URL, headers too
 * large) in our `{detail, code}` shape, worded for people rather than after Fastify's internals.
 */
const frameworkErrors: Record<string, { status: number; detail: string; code: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, detail: 'Request body is too large.', code: 'payload_too_large' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, detail: 'Unsupported media type in request.', code: 'unsupported_media_type' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, detail: 'Request body size did not match Content-Length.', code: 'parse_error' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, detail: 'JSON parse error - the body is empty.', code: 'parse_error' },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, detail: 'JSON parse error - the body is not valid JSON.', code: 'parse_error' },
  FST_ERR_BAD_URL: { status: 400, detail: 'The address is not valid (malformed percent-encoding).', code: 'bad_url' },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, detail: 'The address is too long.', code: 'uri_too_long' },
  HPE_HEADER_OVERFLOW: { status: 431, detail: 'Request header fields are too large.', code: 'headers_too_large' },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, detail: 'The request took too long to arrive.', code: 'request_timeout' },
};

/** The API error for a client error Fastify or Node raised (status below 500), or null for others. */
export function fromFrameworkError(error: { code?: string; statusCode?: number; message: string }): ApiError | null {
  const known = error.code ? frameworkErrors[error.code] : undefined;
  if (known) return new ApiError(known.status, known.detail, known.code);
  if (error instanceof SyntaxError) return new ApiError(400, `JSON parse error - ${error.message}`, 'parse_error');
  const status = error.statusCode ?? 500;
  if (status < 400 || status >= 500) return null;
  return new ApiError(status, error.message, 'invalid_request');
}
