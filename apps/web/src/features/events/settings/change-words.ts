import { i18n } from '@/i18n';

/** The label a key names, when the catalogue has it. */
const label = (key: string): string | null => (i18n.exists(key) ? i18n.t(key) : null);

/**
 * An event's fields as the settings page names them, for the change log (`name`, `contact_email`,
 * `preview_config.show_booth_sidebar`, the files, and the creation's `is_virtual` and `owner`).
 */
export function settingsFieldLabel(field: string): string | null {
  const [head = '', sub] = field.split('.');
  if (head === 'preview_config' && sub) return label(`event_settings.preview.${sub}`);
  if (head === 'is_virtual' || head === 'is_in_person') return label(`manage_events.format.${head === 'is_virtual' ? 'virtual' : 'in_person'}`);
  if (head === 'owner') return label('manage_events.fields.owner_email');
  return label(`event_settings.fields.${head}`) ?? label(`event_settings.files.${head}`) ?? label(`manage_events.fields.${head}`);
}
