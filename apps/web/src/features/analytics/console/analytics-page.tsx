import '@mantine/charts/styles.css';
import { BarChart, LineChart } from '@mantine/charts';
import { Button, Card, Group, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconChartBar, IconDownload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { organizerAnalyticsRoutes } from '@foyer/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/api/errors';
import { notify } from '@/shared/notify/notify';
import type { EventSectionProps } from '@/shared/plug-ins/console-sections';
import { ConsolePage } from '@/shared/ui/console-page';
import { EmptyPanel, ErrorPanel } from '@/shared/ui/page-state';
import { downloadFigureCsv, figureNames, figureQuery, type FigureName } from './analytics-api';
import { DayPicker, FigureTable, useFigureCell } from './figure-table';
import { RetentionCard } from './retention-card';

type Row = Record<string, unknown>;

/** How each figure is drawn: the chart's x axis, its bars or lines, and the table's columns. */
const layouts: Record<FigureName, { x: string; series: string[]; columns: string[]; chart: 'bar' | 'line' }> = {
  attendees: { x: 'day', series: ['unique_attendees', 'sign_ins'], columns: ['day', 'unique_attendees', 'sign_ins'], chart: 'bar' },
  spaces: { x: 'name', series: ['visits', 'unique_visitors'], columns: ['name', 'type', 'visits', 'unique_visitors', 'seconds'], chart: 'bar' },
  stages: { x: 'hour', series: [], columns: ['name', 'hour', 'viewers', 'watch_seconds'], chart: 'line' },
  booths: { x: 'name', series: ['visits', 'unique_visitors', 'business_cards'], columns: ['name', 'visits', 'unique_visitors', 'seconds', 'document_downloads', 'video_plays', 'business_cards'], chart: 'bar' },
  meetings: { x: 'title', series: ['registered', 'attended', 'waitlist'], columns: ['title', 'starts_at', 'capacity', 'registered', 'attended', 'no_shows', 'waitlist'], chart: 'bar' },
  appointments: { x: 'day', series: ['requested', 'accepted', 'held'], columns: ['day', 'requested', 'accepted', 'held'], chart: 'bar' },
  chats: { x: 'name', series: ['messages', 'senders'], columns: ['name', 'messages', 'senders'], chart: 'bar' },
  media: { x: 'name', series: ['views', 'unique_viewers'], columns: ['name', 'views', 'unique_viewers', 'seconds'], chart: 'bar' },
};
const colours = ['indigo.6', 'teal.6', 'orange.6', 'grape.6', 'cyan.6', 'pink.6'];
/**
 * The charts are hidden from assistive technology (the table below says the same), so they take no focus
 * either: Recharts 3 makes a chart focusable for its keyboard layer, a focusable inside `aria-hidden`.
 */
const quietChart = { accessibilityLayer: false };

/** Stage viewers per hour, one line per stage: the rows pivoted to one point per hour. */
function stageSeries(rows: Row[], hourLabel: (hour: string) => string): { data: Row[]; series: { name: string; color: string }[] } {
  const names = [...new Set(rows.map((r) => String(r.name)))];
  const byHour = new Map<string, Row>();
  for (const r of rows) {
    const hour = String(r.hour);
    const point = byHour.get(hour) ?? { hour: hourLabel(hour) };
    point[String(r.name)] = r.viewers;
    byHour.set(hour, point);
  }
  return { data: [...byHour.values()], series: names.map((name, i) => ({ name, color: colours[i % colours.length]! })) };
}

function FigurePanel({ eventSlug, figure, day }: { eventSlug: string; figure: FigureName; day: string | null }) {
  const { t } = useTranslation();
  const cell = useFigureCell();
  const query = useQuery(figureQuery(eventSlug, figure, day));
  const [saving, setSaving] = useState(false);
  const layout = layouts[figure];
  if (query.isPending) return <Skeleton h={320} radius="md" />;
  if (query.isError) return <ErrorPanel title={t('manage_analytics.load_failed')} description={errorMessage(query.error, '')} onRetry={() => void query.refetch()} />;
  const rows = query.data.rows as Row[];
  const title = t(`manage_analytics.figures.${figure}`);
  const download = async () => {
    setSaving(true);
    try {
      await downloadFigureCsv(organizerAnalyticsRoutes[figure].path, { eventSlug }, day, `${eventSlug}-${figure}`);
    } catch (error) {
      notify.error(errorMessage(error, t('manage_analytics.csv_failed')));
    } finally {
      setSaving(false);
    }
  };
  const label = (field: string) => t(`manage_analytics.columns.${field}`);
  const chart =
    layout.chart === 'line'
      ? (() => {
          const { data, series } = stageSeries(rows, (hour) => cell('hour', hour));
          return <LineChart h={260} data={data} dataKey="hour" series={series} curveType="monotone" withLegend withDots={data.length < 30} lineChartProps={quietChart} />;
        })()
      : (
          <BarChart
            h={260}
            data={rows.slice(0, 20).map((r) => ({ ...r, [layout.x]: cell(layout.x, r[layout.x]) }))}
            dataKey={layout.x}
            series={layout.series.map((name, i) => ({ name, label: label(name), color: colours[i % colours.length]! }))}
            withLegend
            tickLine="y"
            barChartProps={quietChart}
          />
        );
  return (
    <Stack gap="md" data-testid={`analytics-${figure}`}>
      <Group justify="space-between" align="flex-end">
        <Stack gap={2}>
          <Title order={2} size="h4">{title}</Title>
          <Text size="sm" c="dimmed">{t(`manage_analytics.about.${figure}`)}</Text>
        </Stack>
        <Button variant="default" size="xs" leftSection={<IconDownload size={14} aria-hidden />} loading={saving} onClick={() => void download()} disabled={rows.length === 0}>
          {t('manage_analytics.download_csv')}
        </Button>
      </Group>
      {rows.length === 0 ? (
        <EmptyPanel title={t('manage_analytics.figure_empty.title')} description={t('manage_analytics.figure_empty.body')} icon={<IconChartBar size={28} stroke={1.6} />} />
      ) : (
        <>
          <Card withBorder radius="md" padding="md" aria-hidden>{chart}</Card>
          {figure === 'stages' && 'stages' in query.data ? (
            <FigureTable rows={query.data.stages} columns={['name', 'peak_viewers', 'unique_viewers', 'average_watch_seconds']} caption={t('manage_analytics.stage_summary')} />
          ) : null}
          <FigureTable rows={rows} columns={layout.columns} caption={title} testId={`analytics-${figure}-table`} />
        </>
      )}
    </Stack>
  );
}

/** `/manage/{eventSlug}/analytics`: the event's figures afterwards, per day or for the whole event, as charts, tables and CSV. */
export function AnalyticsPage({ eventSlug }: EventSectionProps) {
  const { t } = useTranslation();
  const [day, setDay] = useState<string | null>(null);
  const [figure, setFigure] = useState<FigureName>('attendees');
  const overview = useQuery(figureQuery(eventSlug, 'attendees', null));
  const days = overview.data?.days ?? [];
  const picker = <DayPicker days={days} day={day} onChange={setDay} width={260} testId="analytics-day" />;
  return (
    <ConsolePage title={t('manage_analytics.title')} description={t('manage_analytics.intro')} actions={days.length > 0 ? picker : null} testId="analytics-page">
      {overview.isPending ? (
        <Skeleton h={360} radius="md" />
      ) : overview.isError ? (
        <ErrorPanel title={t('manage_analytics.load_failed')} description={errorMessage(overview.error, '')} onRetry={() => void overview.refetch()} />
      ) : days.length === 0 ? (
        <EmptyPanel title={t('manage_analytics.empty.title')} description={t('manage_analytics.empty.body')} icon={<IconChartBar size={28} stroke={1.6} />} data-testid="analytics-empty" />
      ) : (
        <Tabs value={figure} onChange={(value) => value && setFigure(value as FigureName)} keepMounted={false} variant="outline">
          <Tabs.List mb="md">
            {figureNames.map((name) => (
              <Tabs.Tab key={name} value={name} data-testid={`analytics-tab-${name}`}>
                {t(`manage_analytics.figures.${name}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {figureNames.map((name) => (
            <Tabs.Panel key={name} value={name}>
              <FigurePanel eventSlug={eventSlug} figure={name} day={day} />
            </Tabs.Panel>
          ))}
        </Tabs>
      )}
      <RetentionCard eventSlug={eventSlug} />
    </ConsolePage>
  );
}
