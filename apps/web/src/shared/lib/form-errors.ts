import type { z } from 'zod';
import { ApiRequestError } from '@/shared/api/errors';
import { localiseServerText } from '@/shared/api/server-texts';

/** Form errors by field path (`name`, `preview_config.time_format`), each one sentence. */
export type FieldErrors = Record<string, string>;

/**
 * What the contract's schema says of a value, as form errors: the first message per field, in the language
 * the app speaks (the contracts' messages are the server's English, decision 0073). Empty when valid.
 */
export function schemaErrors(schema: z.ZodType, value: unknown): FieldErrors {
  const result = schema.safeParse(value);
  if (result.success) return {};
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const path = issue.path.map(String).join('.');
    errors[path] ??= localiseServerText(issue.message);
  }
  return errors;
}

/**
 * A refusal's field messages (`{field: [message, …]}`, the server's 400) as form errors, for the fields the
 * form shows; null when the refusal names none of them (then it is said as a whole).
 */
export function serverFieldErrors(error: unknown, fields: readonly string[]): FieldErrors | null {
  if (!(error instanceof ApiRequestError) || error.status !== 400 || !error.data || typeof error.data !== 'object') return null;
  const errors: FieldErrors = {};
  for (const [field, messages] of Object.entries(error.data as Record<string, unknown>)) {
    const first = Array.isArray(messages) ? messages[0] : messages;
    if (typeof first === 'string' && fields.some((f) => field === f || field.startsWith(`${f}.`))) errors[field] = localiseServerText(first);
  }
  return Object.keys(errors).length > 0 ? errors : null;
}
