import 'dayjs/locale/de';
import 'dayjs/locale/nl';
import 'dayjs/locale/vi';
import { DatesProvider } from '@mantine/dates';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** dayjs's name of the app's language (its catalogues are en-US, nl, de and vi-VN). */
const dayjsLocale = (language: string) => (language.startsWith('vi') ? 'vi' : language.slice(0, 2));

/** Mantine's date pickers in the language the app speaks, weeks from Monday. */
export function AppDatesProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  return <DatesProvider settings={{ locale: dayjsLocale(i18n.language), firstDayOfWeek: 1 }}>{children}</DatesProvider>;
}
