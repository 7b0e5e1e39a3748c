import { ColorInput, Select, SegmentedControl, SimpleGrid, Input, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import type { UseFormReturnType } from '@mantine/form';
import { IconAt, IconBrandX, IconCalendar, IconGift } from '@tabler/icons-react';
import type { EventSettings } from '@foyer/contracts';
import { useTranslation } from 'react-i18next';
import { AppDatesProvider } from '@/shared/ui/app-dates-provider';
import { RichTextField } from '@/shared/ui/rich-text-editor';
import { DateRangeFields, FormatControl, LanguageSelect, TimeZoneSelect } from '../event-fields';
import { FileField } from './file-field';
import { SettingsCard, SettingsGroup, SettingToggle } from './settings-card';
import type { SettingsValues } from './settings-values';

type Form = UseFormReturnType<SettingsValues>;
type TogglePath = { [K in keyof SettingsValues]: SettingsValues[K] extends boolean ? K : never }[keyof SettingsValues];
type PreviewTogglePath = 'show_attendees_outside_event' | 'show_jobs_inside_booths' | 'show_speaker_icon' | 'show_calendar_icon' | 'show_booth_sidebar' | 'enable_meeting_scheduling';

const swatches = ['#5b3cc4', '#1c7ed6', '#0b7285', '#2b8a3e', '#e8590c', '#c2255c', '#212529'];

/** A rich-text setting bound to the form, its message beside it. */
function RichSetting({ form, field, label, description }: { form: Form; field: 'intro_text' | 'help_content' | 'terms' | 'privacy_statement' | 'login_form_addendum'; label: string; description: string }) {
  return (
    <RichTextField
      label={label}
      description={description}
      value={form.values[field]}
      onChange={(html) => form.setFieldValue(field, html)}
      error={form.errors[field]}
      headings
      testId={`rich-${field}`}
    />
  );
}

export function EventCard({ form }: { form: Form }) {
  const { t } = useTranslation();
  return (
    <SettingsCard id="settings-event" title={t('event_settings.groups.event')} description={t('event_settings.groups.event_hint')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput label={t('manage_events.fields.name')} description={t('manage_events.fields.name_hint')} required {...form.getInputProps('name')} data-testid="setting-name" />
        <ColorInput
          // Its eye dropper is a button without a name (and Chromium only).
          withEyeDropper={false}
          label={t('event_settings.fields.primary_color')}
          description={t('event_settings.fields.primary_color_hint')}
          format="hex"
          swatches={swatches}
          {...form.getInputProps('primary_color')}
        />
      </SimpleGrid>
      <DateRangeFields
        start={{ ...form.getInputProps('start_date'), onChange: (v) => form.setFieldValue('start_date', v ?? '') }}
        end={{ ...form.getInputProps('end_date'), onChange: (v) => form.setFieldValue('end_date', v ?? '') }}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TimeZoneSelect {...form.getInputProps('timezone')} />
        <LanguageSelect {...form.getInputProps('language')} />
      </SimpleGrid>
      <FormatControl isVirtual={form.values.is_virtual} isInPerson={form.values.is_in_person} error={form.errors.is_virtual} onChange={(flags) => form.setValues(flags)} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          type="email"
          label={t('event_settings.fields.contact_email')}
          description={t('event_settings.fields.contact_email_hint')}
          leftSection={<IconAt size={16} aria-hidden />}
          {...form.getInputProps('contact_email')}
          data-testid="setting-contact-email"
        />
        <TextInput
          label={t('event_settings.fields.goodiebag_name')}
          description={t('event_settings.fields.goodiebag_name_hint')}
          leftSection={<IconGift size={16} aria-hidden />}
          {...form.getInputProps('goodiebag_name')}
        />
      </SimpleGrid>
    </SettingsCard>
  );
}

interface EntryCardProps {
  form: Form;
  settings: EventSettings;
  spaces: Array<{ id: number; name: string }>;
}

export function EntryCard({ form, settings, spaces }: EntryCardProps) {
  const { t } = useTranslation();
  const slug = settings.slug;
  return (
    <SettingsCard id="settings-entry" title={t('event_settings.groups.entry')} description={t('event_settings.groups.entry_hint')}>
      <SettingsGroup title={t('event_settings.groups.images')}>
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
          <FileField eventSlug={slug} field="logo" kind="image" url={settings.logo} label={t('event_settings.files.logo')} description={t('event_settings.files.logo_hint')} />
          <FileField eventSlug={slug} field="background_image" kind="image" url={settings.background_image} label={t('event_settings.files.background_image')} description={t('event_settings.files.background_image_hint')} />
          <FileField eventSlug={slug} field="banner_image" kind="image" url={settings.banner_image} label={t('event_settings.files.banner_image')} description={t('event_settings.files.banner_image_hint')} />
        </SimpleGrid>
      </SettingsGroup>
      <SettingsGroup title={t('event_settings.groups.welcome')}>
        <RichSetting form={form} field="intro_text" label={t('event_settings.fields.intro_text')} description={t('event_settings.fields.intro_text_hint')} />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <FileField eventSlug={slug} field="intro_video" kind="video" url={settings.intro_video} label={t('event_settings.files.intro_video')} description={t('event_settings.files.intro_video_hint')} />
          <FileField eventSlug={slug} field="intro_thumbnail_url" kind="image" url={settings.intro_thumbnail_url} label={t('event_settings.files.intro_thumbnail_url')} description={t('event_settings.files.intro_thumbnail_url_hint')} />
        </SimpleGrid>
        <SettingToggle label={t('event_settings.fields.autostart_intro_video')} description={t('event_settings.fields.autostart_intro_video_hint')} {...toggle(form, 'autostart_intro_video')} />
      </SettingsGroup>
      <SettingsGroup title={t('event_settings.groups.sign_in')}>
        <SettingToggle label={t('event_settings.fields.start_with_login_tab')} description={t('event_settings.fields.start_with_login_tab_hint')} {...toggle(form, 'start_with_login_tab')} />
        <RichSetting form={form} field="login_form_addendum" label={t('event_settings.fields.login_form_addendum')} description={t('event_settings.fields.login_form_addendum_hint')} />
        <RichSetting form={form} field="terms" label={t('event_settings.fields.terms')} description={t('event_settings.fields.terms_hint')} />
        <RichSetting form={form} field="privacy_statement" label={t('event_settings.fields.privacy_statement')} description={t('event_settings.fields.privacy_statement_hint')} />
        <RichSetting form={form} field="help_content" label={t('event_settings.fields.help_content')} description={t('event_settings.fields.help_content_hint')} />
      </SettingsGroup>
      <SettingsGroup title={t('event_settings.groups.inside')}>
        <Select
          label={t('event_settings.fields.home_space')}
          description={t('event_settings.fields.home_space_hint')}
          placeholder={t('event_settings.fields.home_space_none')}
          clearable
          clearButtonProps={{ 'aria-label': t('console.clear') }}
          searchable
          data={spaces.map((s) => ({ value: String(s.id), label: s.name }))}
          value={form.values.home_space === null ? null : String(form.values.home_space)}
          onChange={(value) => form.setFieldValue('home_space', value ? Number(value) : null)}
          error={form.errors.home_space}
        />
        <TextInput
          label={t('event_settings.fields.twitter_search')}
          description={t('event_settings.fields.twitter_search_hint')}
          leftSection={<IconBrandX size={16} aria-hidden />}
          {...form.getInputProps('twitter_search')}
        />
        <SettingToggle label={t('event_settings.fields.show_booth_sidebar')} description={t('event_settings.fields.show_booth_sidebar_hint')} {...toggle(form, 'show_booth_sidebar')} />
      </SettingsGroup>
    </SettingsCard>
  );
}

function toggle(form: Form, field: TogglePath) {
  return { checked: form.values[field], onChange: (checked: boolean) => form.setFieldValue(field, checked), error: form.errors[field], testId: `setting-${field}` };
}

function previewToggle(form: Form, field: PreviewTogglePath) {
  return {
    checked: form.values.preview_config[field],
    onChange: (checked: boolean) => form.setFieldValue(`preview_config.${field}`, checked),
    error: form.errors[`preview_config.${field}`],
    testId: `setting-preview-${field}`,
  };
}

const featureToggles = ['enable_attendees', 'enable_calendar', 'enable_performers', 'enable_group_sessions', 'enable_meeting_scheduling', 'enable_mobile_warning', 'is_lite'] as const;
const previewToggles = ['show_attendees_outside_event', 'show_jobs_inside_booths', 'show_speaker_icon', 'show_calendar_icon', 'show_booth_sidebar', 'enable_meeting_scheduling'] as const;

export function FeaturesCard({ form }: { form: Form }) {
  const { t } = useTranslation();
  return (
    <SettingsCard id="settings-features" title={t('event_settings.groups.features')} description={t('event_settings.groups.features_hint')}>
      <SettingsGroup title={t('event_settings.groups.features_on')}>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl" verticalSpacing="md">
          {featureToggles.map((field) => (
            <SettingToggle key={field} label={t(`event_settings.fields.${field}`)} description={t(`event_settings.fields.${field}_hint`)} {...toggle(form, field)} />
          ))}
        </SimpleGrid>
        <AppDatesProvider>
          <DatePickerInput
            label={t('event_settings.fields.first_day_of_program')}
            description={t('event_settings.fields.first_day_of_program_hint')}
            placeholder={t('event_settings.fields.first_day_of_program_none')}
            valueFormat="D MMM YYYY"
            clearable
            clearButtonProps={{ 'aria-label': t('console.clear') }}
            leftSection={<IconCalendar size={16} aria-hidden />}
            {...form.getInputProps('first_day_of_program')}
            maw={320}
          />
        </AppDatesProvider>
      </SettingsGroup>
      <SettingsGroup title={t('event_settings.groups.display')}>
        <Input.Wrapper label={t('event_settings.fields.time_format')} description={t('event_settings.fields.time_format_hint')}>
          <SegmentedControl
            mt={6}
            value={form.values.preview_config.time_format}
            onChange={(value) => form.setFieldValue('preview_config.time_format', value as SettingsValues['preview_config']['time_format'])}
            data={[
              { value: '24h', label: t('event_settings.time_format.24h') },
              { value: '12h', label: t('event_settings.time_format.12h') },
            ]}
            aria-label={t('event_settings.fields.time_format')}
          />
        </Input.Wrapper>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl" verticalSpacing="md">
          {previewToggles.map((field) => (
            <SettingToggle key={field} label={t(`event_settings.preview.${field}`)} description={t(`event_settings.preview.${field}_hint`)} {...previewToggle(form, field)} />
          ))}
        </SimpleGrid>
      </SettingsGroup>
    </SettingsCard>
  );
}

export function AccessCard({ form }: { form: Form }) {
  const { t } = useTranslation();
  return (
    <SettingsCard id="settings-access" title={t('event_settings.groups.access')} description={t('event_settings.groups.access_hint')}>
      <SettingToggle label={t('event_settings.fields.published')} description={t(form.values.published ? 'event_settings.fields.published_on' : 'event_settings.fields.published_off')} {...toggle(form, 'published')} />
      <SettingToggle label={t('event_settings.fields.invite_only')} description={t('event_settings.fields.invite_only_hint')} {...toggle(form, 'invite_only')} />
    </SettingsCard>
  );
}
