import { errorCodes } from '@foyer/contracts';

/** An error that leaves the server as `{detail, code?}` with its status. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
    readonly code?: string,
    readonly headers: Record<string, string> = {},
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
export const forbidden = (detail = 'You do not have permission to perform this action.', code: string = errorCodes.permissionDenied) =>
  new ApiError(403, detail, code);
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
