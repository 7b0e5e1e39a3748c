import { i18n } from '@/i18n';

/** A booth's field as the booth editor names it, for the change log (`subtitle`, `custom_booth_url`, …). */
export function boothFieldLabel(field: string): string | null {
  const key = `manage_booths.fields.${field}`;
  return i18n.exists(key) ? i18n.t(key) : null;
}
