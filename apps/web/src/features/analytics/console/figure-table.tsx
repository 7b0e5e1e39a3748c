import { ScrollArea, Select, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { UserText } from '@/shared/ui/user-text';

/** A day of the event (`2026-06-01`) as the reader writes it: "Mon, 1 June". */
export const dayLabel = (day: string, language: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString(language, { weekday: 'short', day: 'numeric', month: 'long', timeZone: 'UTC' });

/** A figure's cell: a count, seconds shown as minutes, a count hidden from booth staff, a day, or a text. */
export function useFigureCell() {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language);
  return (column: string, value: unknown): string => {
    if (value !== null && typeof value === 'object' && 'fewer_than' in value) return t('manage_analytics.fewer_than', { count: (value as { fewer_than: number }).fewer_than });
    if (typeof value === 'number') {
      if (column.endsWith('seconds')) return t('manage_analytics.minutes', { count: Math.round(value / 60), formatted: number.format(Math.round(value / 60)) });
      return number.format(value);
    }
    if (column === 'day' && typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return dayLabel(value, i18n.language);
    // No-shows are counted once a meeting is over.
    if (column === 'no_shows' && value === null) return t('manage_analytics.not_over');
    if (column === 'hour' && typeof value === 'string') return new Date(value).toLocaleString(i18n.language, { weekday: 'short', hour: '2-digit', minute: '2-digit' });
    if (column === 'type' && typeof value === 'string') return t(`manage_analytics.space_types.${value}`, { defaultValue: value });
    return String(value ?? '');
  };
}

/** A figure's rows as a table, one column per field asked for, labelled in the reader's language. */
export function FigureTable({ rows, columns, caption, testId }: { rows: readonly object[]; columns: readonly string[]; caption: string; testId?: string }) {
  const { t } = useTranslation();
  const cell = useFigureCell();
  const textColumns = new Set(['name', 'title', 'day', 'hour', 'type', 'kind', 'starts_at']);
  return (
    <ScrollArea type="auto" data-testid={testId}>
      <Table striped highlightOnHover miw={columns.length * 110} captionSide="top">
        <Table.Caption style={{ textAlign: 'start' }}>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {columns.map((c) => (
              <Table.Th key={c} ta={textColumns.has(c) ? 'start' : 'end'} scope="col">
                {t(`manage_analytics.columns.${c}`)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, i) => (
            <Table.Tr key={i}>
              {columns.map((c) => {
                const value = (row as Record<string, unknown>)[c];
                return (
                  <Table.Td key={c} ta={textColumns.has(c) ? 'start' : 'end'} style={{ fontVariantNumeric: 'tabular-nums' }}>
                    {c === 'name' || c === 'title' ? <UserText>{String(value ?? '')}</UserText> : c === 'starts_at' ? new Date(String(value)).toLocaleString() : cell(c, value)}
                  </Table.Td>
                );
              })}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}

/** The day to show: the whole event, or one of its days with visits (labelled in the reader's language). */
export function DayPicker({ days, day, onChange, width, testId }: { days: readonly string[]; day: string | null; onChange: (day: string | null) => void; width: number; testId?: string }) {
  const { t, i18n } = useTranslation();
  const label = (d: string) => dayLabel(d, i18n.language);
  return (
    <Select
      label={t('manage_analytics.day')}
      data={[{ value: '', label: t('manage_analytics.whole_event') }, ...days.map((d) => ({ value: d, label: label(d) }))]}
      value={day ?? ''}
      onChange={(value) => onChange(value ? value : null)}
      allowDeselect={false}
      w={width}
      data-testid={testId}
    />
  );
}
