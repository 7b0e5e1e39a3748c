import { z } from 'zod';

/**
 * Form schemas of the entry page (spec 1 §5). Messages are i18n keys, translated where they are shown.
 * The wire bodies themselves are checked again by the contracts' `requestCodeBody` / `obtainBody`.
 */
const email = z
  .string()
  .trim()
  .min(1, 'form.validation.email_address.required')
  .pipe(z.email('form.validation.email_address.invalid'));

export const requestCodeForm = z.object({ email });
export type RequestCodeValues = z.input<typeof requestCodeForm>;

export const loginForm = z.object({
  email,
  code: z
    .string()
    .transform((v) => v.replace(/\s+/g, ''))
    .pipe(z.string().min(1, 'form.validation.access_code.required').regex(/^\d{6}$/, 'form.validation.access_code.digits')),
  terms: z.boolean(),
});
export type LoginValues = z.input<typeof loginForm>;

/** Codes pasted from a mail often carry spaces or a dash ("123 456"); keep the digits, at most six. */
export function normaliseCode(raw: string): string {
  return raw.replace(/\D+/g, '').slice(0, 6);
}
