/**
 * Form checks of the entry page (spec 1 §5). Messages are i18n keys, translated where they are shown.
 * The wire bodies themselves are checked again by the server with the contracts' `requestCodeBody` /
 * `obtainBody`. Plain functions rather than zod: the entry page is the signed-out first visit, which
 * loads no zod at all (decision 0018; even `zod/mini` would share its core with the full build's chunk).
 */

/** zod's "practical" e-mail pattern (`z.email()`, the one the server checks with). */
const emailPattern = /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

export function emailError(value: string): string | null {
  const email = value.trim();
  if (!email) return 'form.validation.email_address.required';
  return emailPattern.test(email) ? null : 'form.validation.email_address.invalid';
}

/** The code as sent: whatever spaces a paste left inside taken out. */
const cleanCode = (value: string) => value.replace(/\s+/g, '');

export function accessCodeError(value: string): string | null {
  const code = cleanCode(value);
  if (!code) return 'form.validation.access_code.required';
  return /^\d{6}$/.test(code) ? null : 'form.validation.access_code.digits';
}

export type RequestCodeValues = { email: string };
export const requestCodeRules = { email: emailError };

export type LoginValues = { email: string; code: string; terms: boolean };
export const loginRules = { email: emailError, code: accessCodeError };

/** What the login form sends: the e-mail trimmed, the code without spaces. */
export function cleanLogin(values: LoginValues): LoginValues {
  return { ...values, email: values.email.trim(), code: cleanCode(values.code) };
}

/** Codes pasted from a mail often carry spaces or a dash ("123 456"); keep the digits, at most six. */
export function normaliseCode(raw: string): string {
  return raw.replace(/\D+/g, '').slice(0, 6);
}
