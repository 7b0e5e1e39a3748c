import { eventSettingsPatch, type EventSettings, type EventSettingsPatch, type PreviewConfig } from '@foyer/contracts';
import { catalogueFor } from '@/i18n';
import { schemaErrors, type FieldErrors } from '@/shared/lib/form-errors';

/** The settings form's values: every field an owner writes, an empty text for "no contact address". */
export type SettingsValues = Required<Omit<EventSettingsPatch, 'contact_email' | 'preview_config'>> & {
  contact_email: string;
  preview_config: PreviewConfig;
};

/** Every field of the form, as the server names them in its field errors. */
export const settingsFields = Object.keys(eventSettingsPatch.shape) as Array<keyof EventSettingsPatch>;

const day = (value: string) => value.slice(0, 10);

export function valuesOf(s: EventSettings): SettingsValues {
  return {
    name: s.name,
    primary_color: s.primary_color,
    intro_text: s.intro_text,
    autostart_intro_video: s.autostart_intro_video,
    help_content: s.help_content,
    terms: s.terms,
    privacy_statement: s.privacy_statement,
    login_form_addendum: s.login_form_addendum,
    start_with_login_tab: s.start_with_login_tab,
    twitter_search: s.twitter_search,
    show_booth_sidebar: s.show_booth_sidebar,
    home_space: s.home_space,
    goodiebag_name: s.goodiebag_name,
    enable_group_sessions: s.enable_group_sessions,
    enable_meeting_scheduling: s.enable_meeting_scheduling,
    enable_performers: s.enable_performers,
    enable_calendar: s.enable_calendar,
    enable_attendees: s.enable_attendees,
    enable_mobile_warning: s.enable_mobile_warning,
    first_day_of_program: s.first_day_of_program ? day(s.first_day_of_program) : null,
    start_date: day(s.start_date),
    end_date: day(s.end_date),
    timezone: s.timezone,
    is_virtual: s.is_virtual,
    is_in_person: s.is_in_person,
    language: catalogueFor(s.language),
    contact_email: s.contact_email ?? '',
    is_lite: s.is_lite,
    preview_config: { ...s.preview_config },
    published: s.published,
    invite_only: s.invite_only,
  };
}

/** The values as the server takes them. */
const asPatch = (values: SettingsValues): EventSettingsPatch => ({ ...values, contact_email: values.contact_email.trim() || null });

/** What the contract's schema says of the form, field by field. */
export const settingsErrors = (values: SettingsValues): FieldErrors => schemaErrors(eventSettingsPatch, asPatch(values));

/** Only what changed since `base`: a save sends (and the change log keeps) no more than that. */
export function changesOf(values: SettingsValues, base: SettingsValues): EventSettingsPatch {
  const now = asPatch(values);
  const before = asPatch(base);
  const patch: Record<string, unknown> = {};
  for (const key of Object.keys(now) as Array<keyof EventSettingsPatch>) {
    if (key === 'preview_config') continue;
    if (now[key] !== before[key]) patch[key] = now[key];
  }
  const preview: Partial<PreviewConfig> = {};
  for (const key of Object.keys(values.preview_config) as Array<keyof PreviewConfig>) {
    if (values.preview_config[key] !== base.preview_config[key]) Object.assign(preview, { [key]: values.preview_config[key] });
  }
  if (Object.keys(preview).length > 0) patch.preview_config = preview;
  return patch as EventSettingsPatch;
}
