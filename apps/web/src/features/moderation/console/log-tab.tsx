import { Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconDownload, IconHistory } from '@tabler/icons-react';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { ModerationLogEntry } from '@foyer/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/api/errors';
import { notify } from '@/shared/notify/notify';
import { ConsoleList, ConsolePagination, type ConsoleListColumn } from '@/shared/ui/console-list';
import { EmptyPanel, ErrorPanel } from '@/shared/ui/page-state';
import { UserText } from '@/shared/ui/user-text';
import { downloadLog, logPageSize, logQuery } from './api';
import { nameOf, When } from './when';

/** Until when a silence or ban of the log holds; a ban without an end is for good (other acts have none). */
function Until({ entry, card = false }: { entry: ModerationLogEntry; card?: boolean }) {
  const { t } = useTranslation();
  const forGood = entry.until === null && entry.action === 'banned';
  if (!entry.until && !forGood) return null;
  const value = entry.until ? <When at={entry.until} size={card ? 'xs' : 'sm'} /> : <Text size={card ? 'xs' : 'sm'} c={card ? 'dimmed' : undefined}>{t('moderation.duration.for_good')}</Text>;
  if (!card) return value;
  // On a card, where no column header says what the moment is.
  return (
    <Group gap={4}>
      <Text size="xs" c="dimmed">{t('moderation.columns.until')}:</Text>
      {value}
    </Group>
  );
}

/** The moderation audit log (owners): who did what to whom, why, until when; the whole as CSV. */
export function LogTab({ eventSlug }: { eventSlug: string }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const log = useQuery({ ...logQuery(eventSlug, page), placeholderData: keepPreviousData });
  const download = useMutation({
    mutationFn: () => downloadLog(eventSlug),
    onError: (error) => notify.error(errorMessage(error, t('moderation.log.download_failed'))),
  });
  const person = (p: ModerationLogEntry['actor']) => (p ? nameOf(p) : t('moderation.log.nobody'));
  const act = (e: ModerationLogEntry) => t(`moderation.log.actions.${e.action}`, { defaultValue: e.action });
  const columns: ConsoleListColumn<ModerationLogEntry>[] = [
    { key: 'at', header: t('moderation.columns.at'), width: 170, cell: (e) => <When at={e.at} size="sm" /> },
    { key: 'actor', header: t('moderation.columns.actor'), cell: (e) => <Text size="sm"><UserText>{person(e.actor)}</UserText></Text> },
    { key: 'action', header: t('moderation.columns.action'), cell: (e) => <Text size="sm" fw={600}>{act(e)}</Text> },
    { key: 'subject', header: t('moderation.columns.person'), cell: (e) => <Text size="sm"><UserText>{person(e.subject)}</UserText></Text> },
    { key: 'target', header: t('moderation.columns.target'), cell: (e) => <Text size="sm"><UserText>{e.target}</UserText></Text> },
    { key: 'reason', header: t('moderation.columns.reason'), cell: (e) => <Text size="sm"><UserText>{e.reason ?? ''}</UserText></Text> },
    { key: 'until', header: t('moderation.columns.until'), width: 170, cell: (e) => <Until entry={e} /> },
  ];
  let content;
  if (log.isPending) content = <Skeleton h={160} radius="md" />;
  else if (log.isError) content = <ErrorPanel description={errorMessage(log.error, t('moderation.load_failed'))} onRetry={() => void log.refetch()} />;
  else if (log.data.results.length === 0) content = <EmptyPanel icon={<IconHistory size={28} stroke={1.6} />} title={t('moderation.log.empty')} description={t('moderation.log.empty_hint')} />;
  else
    content = (
      <>
        <ConsoleList
          items={log.data.results}
          itemKey={(e) => `${e.at}-${e.action}-${e.subject?.id ?? ''}-${e.target}`}
          columns={columns}
          testId="moderation-log"
          rowTestId="moderation-log-row"
          card={(e) => (
            <Stack gap={2}>
              <Group justify="space-between"><Text size="sm" fw={600}>{act(e)}</Text><When at={e.at} /></Group>
              <Text size="sm"><UserText>{t('moderation.log.by_on', { actor: person(e.actor), subject: person(e.subject) })}</UserText></Text>
              {e.reason ? <Text size="sm" c="dimmed"><UserText>{e.reason}</UserText></Text> : null}
              <Until entry={e} card />
            </Stack>
          )}
        />
        <ConsolePagination count={log.data.count} pageSize={logPageSize} page={page} onChange={setPage} justify="flex-end" />
      </>
    );
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Text size="sm" c="dimmed">{t('moderation.log.intro')}</Text>
        <Button variant="default" leftSection={<IconDownload size={16} aria-hidden />} loading={download.isPending} onClick={() => download.mutate()} data-testid="moderation-log-csv">{t('moderation.log.download')}</Button>
      </Group>
      {content}
    </Stack>
  );
}
