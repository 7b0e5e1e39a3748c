import { Avatar, Button, Group, Paper, Select, Stack, Text, Timeline, Tooltip } from '@mantine/core';
import { IconArrowRight, IconHistory } from '@tabler/icons-react';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { ChangeLogEntry } from '@foyer/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/api/errors';
import { eventConsoleSections, type EventConsoleSection, type EventSectionProps } from '@/shared/plug-ins/console-sections';
import { ConsolePage } from '@/shared/ui/console-page';
import { EmptyPanel, ErrorPanel, LoadingRows } from '@/shared/ui/page-state';
import { changeLogQuery } from './api';
import { fieldChanges } from './readable-change';
import classes from './change-log.module.css';

/** `/manage/{eventSlug}/changes`: who changed what and when, before → after, newest first. */
export function ChangeLogPage({ eventSlug, roles }: EventSectionProps) {
  const { t } = useTranslation();
  const [area, setArea] = useState<string | null>(null);
  // Each console section names the area of its changes; the log knows no section itself.
  const sections = eventConsoleSections(roles).filter((s) => s.changeArea);
  const areas = sections.map((s) => ({ value: s.changeArea!, label: t(s.titleKey) }));
  const log = useInfiniteQuery(changeLogQuery(eventSlug, area));
  const entries = log.data?.pages.flatMap((page) => page.results) ?? [];

  let content;
  if (log.isPending) content = <LoadingRows count={4} height={64} testId="change-log-loading" />;
  else if (log.isError) content = <ErrorPanel description={errorMessage(log.error, t('change_log.load_failed'))} onRetry={() => void log.refetch()} />;
  else if (entries.length === 0)
    content = <EmptyPanel icon={<IconHistory size={28} stroke={1.6} />} title={t(area ? 'change_log.empty_area' : 'change_log.empty')} description={t('change_log.empty_hint')} />;
  else
    content = (
      <Paper withBorder radius="md" p="lg">
        <Timeline bulletSize={32} lineWidth={2} data-testid="change-log">
          {entries.map((entry) => (
            <Timeline.Item key={entry.id} bullet={<ActorMark entry={entry} />} data-testid="change-entry">
              <Entry entry={entry} section={sections.find((s) => s.changeArea === entry.area)} />
            </Timeline.Item>
          ))}
        </Timeline>
        {log.hasNextPage ? (
          <Group justify="center" mt="lg">
            <Button variant="light" loading={log.isFetchingNextPage} onClick={() => void log.fetchNextPage()}>
              {t('change_log.older')}
            </Button>
          </Group>
        ) : null}
      </Paper>
    );

  return (
    <ConsolePage title={t('change_log.title')} description={t('change_log.intro')} testId="change-log-page">
      <Select
        label={t('change_log.area')}
        value={area ?? 'all'}
        onChange={(value) => setArea(!value || value === 'all' ? null : value)}
        allowDeselect={false}
        data={[{ value: 'all', label: t('change_log.areas.all') }, ...areas]}
        maw={260}
        data-testid="change-area"
      />
      {content}
    </ConsolePage>
  );
}

function ActorMark({ entry }: { entry: ChangeLogEntry }) {
  return (
    <Avatar size={32} radius="xl" color="brand" variant="light" name={entry.actor?.name || entry.actor?.email} aria-hidden />
  );
}

/** A target that names fields (`name, contact_email`) rather than a person or a space. */
const fieldList = /^[a-z_.]+(, [a-z_.]+)*$/;

function Entry({ entry, section }: { entry: ChangeLogEntry; section: EventConsoleSection | undefined }) {
  const { t, i18n } = useTranslation();
  const at = new Date(entry.at);
  const changes = fieldChanges(entry.before, entry.after, { yes: t('change_log.yes'), no: t('change_log.no'), term: section?.changeWords?.term });
  // The section that made the change names its fields; otherwise they are read as words.
  const fieldLabel = (field: string) => section?.changeWords?.field(field) ?? field.replaceAll('_', ' ').replaceAll('.', ' › ');
  const area = section ? t(section.titleKey) : entry.area;
  const who = entry.actor ? entry.actor.name || entry.actor.email : t('change_log.someone');
  return (
    <Stack gap={6} pb="md">
      <Group justify="space-between" gap="xs" align="baseline">
        <Text size="sm">
          <Text span fw={650}>
            {who}
          </Text>{' '}
          {t(`change_log.actions.${entry.action}`, { defaultValue: entry.action.replaceAll('_', ' ') })}{' '}
          <Text span fw={600}>
            {fieldList.test(entry.target) ? entry.target.split(', ').map(fieldLabel).join(', ') : entry.target}
          </Text>
        </Text>
        <Tooltip label={at.toLocaleString(i18n.language, { dateStyle: 'full', timeStyle: 'long' })}>
          <Text component="time" dateTime={entry.at} size="xs" c="dimmed" tabIndex={0}>
            {at.toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' })}
          </Text>
        </Tooltip>
      </Group>
      <Group gap={6}>
        <Text size="xs" c="dimmed" tt="uppercase" fw={700} className={classes.area}>
          {area}
        </Text>
      </Group>
      {changes.length > 0 ? (
        <dl className={classes.changes}>
          {changes.map((change) => (
            <div key={change.field || 'value'} className={classes.change}>
              {change.field ? (
                <Text component="dt" size="sm" fw={500}>
                  {fieldLabel(change.field)}
                </Text>
              ) : null}
              <Group component="dd" gap={6} wrap="nowrap" align="flex-start" className={classes.values}>
                <Text size="sm" c="dimmed" td={change.before === null ? undefined : 'line-through'} className={classes.value}>
                  {change.before ?? t('change_log.empty_value')}
                </Text>
                <IconArrowRight size={14} className={classes.arrow} aria-label={t('change_log.became')} />
                <Text size="sm" fw={500} className={classes.value}>
                  {change.after ?? t('change_log.empty_value')}
                </Text>
              </Group>
            </div>
          ))}
        </dl>
      ) : null}
    </Stack>
  );
}
