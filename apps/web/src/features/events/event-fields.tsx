import '@mantine/dates/styles.css';
import { Input, SegmentedControl, Select, SimpleGrid, type SelectProps } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { IconCalendar, IconLanguage, IconWorld } from '@tabler/icons-react';
import { catalogueLocales } from '@foyer/contracts/constants';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { AppDatesProvider } from '@/shared/ui/app-dates-provider';

/** Each language the app speaks, named in itself (the same in every catalogue, so not in them). */
export const languageNames: Record<(typeof catalogueLocales)[number], string> = {
  'en-US': 'English',
  nl: 'Nederlands',
  de: 'Deutsch',
  'vi-VN': 'Tiếng Việt',
};

/** The browser's time zone, the likeliest for a new event. */
export const browserTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** Every IANA zone the browser knows, with UTC, and the value already chosen should the browser not list it. */
function timeZones(current: string | null | undefined): string[] {
  const zones = new Set(typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : []);
  zones.add('UTC');
  if (current) zones.add(current);
  return [...zones].sort();
}

export function TimeZoneSelect(props: Omit<SelectProps, 'data'>) {
  const { t } = useTranslation();
  const value = typeof props.value === 'string' ? props.value : null;
  const data = useMemo(() => timeZones(value), [value]);
  return (
    <Select
      label={t('manage_events.fields.timezone')}
      description={t('manage_events.fields.timezone_hint')}
      searchable
      allowDeselect={false}
      nothingFoundMessage={t('manage_events.fields.timezone_none')}
      leftSection={<IconWorld size={16} aria-hidden />}
      limit={60}
      comboboxProps={{ zIndex: 1300 }}
      {...props}
      data={data}
    />
  );
}

export function LanguageSelect(props: Omit<SelectProps, 'data'>) {
  const { t } = useTranslation();
  return (
    <Select
      label={t('manage_events.fields.language')}
      description={t('manage_events.fields.language_hint')}
      allowDeselect={false}
      leftSection={<IconLanguage size={16} aria-hidden />}
      comboboxProps={{ zIndex: 1300 }}
      {...props}
      data={catalogueLocales.map((value) => ({ value, label: languageNames[value] }))}
    />
  );
}

type Format = 'virtual' | 'in_person' | 'hybrid';
export const formatOf = (virtual: boolean, inPerson: boolean): Format => (virtual && inPerson ? 'hybrid' : inPerson ? 'in_person' : 'virtual');

/** Online, in person or both: the two flags an event carries, chosen as one of three. */
export function FormatControl({ isVirtual, isInPerson, onChange, error }: { isVirtual: boolean; isInPerson: boolean; onChange: (flags: { is_virtual: boolean; is_in_person: boolean }) => void; error?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Input.Wrapper label={t('manage_events.fields.format')} error={error} id="event-format">
      <SegmentedControl
        fullWidth
        mt={4}
        value={formatOf(isVirtual, isInPerson)}
        onChange={(value) => onChange({ is_virtual: value !== 'in_person', is_in_person: value !== 'virtual' })}
        data={[
          { value: 'virtual', label: t('manage_events.format.virtual') },
          { value: 'in_person', label: t('manage_events.format.in_person') },
          { value: 'hybrid', label: t('manage_events.format.hybrid') },
        ]}
        aria-label={t('manage_events.fields.format')}
      />
    </Input.Wrapper>
  );
}

interface DateFieldProps {
  value?: string;
  onChange: (value: string | null) => void;
  error?: ReactNode;
  onBlur?: () => void;
}

interface DateRangeProps {
  start: DateFieldProps;
  end: DateFieldProps;
}

/** The first and last day (`YYYY-MM-DD`), side by side; the last day cannot be picked before the first. */
export function DateRangeFields({ start, end }: DateRangeProps) {
  const { t } = useTranslation();
  return (
    <AppDatesProvider>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <DatePickerInput
          label={t('manage_events.fields.start_date')}
          placeholder={t('manage_events.fields.choose_day')}
          valueFormat="D MMM YYYY"
          leftSection={<IconCalendar size={16} aria-hidden />}
          value={start.value || null}
          onChange={start.onChange}
          onBlur={start.onBlur}
          error={start.error}
          popoverProps={{ zIndex: 1300 }}
          required
          data-testid="start-date"
        />
        <DatePickerInput
          label={t('manage_events.fields.end_date')}
          placeholder={t('manage_events.fields.choose_day')}
          valueFormat="D MMM YYYY"
          leftSection={<IconCalendar size={16} aria-hidden />}
          value={end.value || null}
          minDate={start.value || undefined}
          onChange={end.onChange}
          onBlur={end.onBlur}
          error={end.error}
          popoverProps={{ zIndex: 1300 }}
          required
          data-testid="end-date"
        />
      </SimpleGrid>
    </AppDatesProvider>
  );
}

/** A day not picked yet is asked for as such (the contract's own message is about the format). */
export function unpickedDays(values: { start_date: string; end_date: string }, t: TFunction): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!values.start_date) errors.start_date = t('manage_events.fields.pick_day');
  if (!values.end_date) errors.end_date = t('manage_events.fields.pick_day');
  return errors;
}
