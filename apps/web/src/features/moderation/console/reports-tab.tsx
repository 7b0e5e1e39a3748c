import { Badge, Button, Card, Group, Modal, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconBan, IconCheck, IconFlag, IconMessageOff, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReportGroup, ResolveBody } from '@foyer/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/api/errors';
import { notify, toast } from '@/shared/notify/notify';
import { EmptyPanel, ErrorPanel } from '@/shared/ui/page-state';
import { readableLight } from '@/shared/ui/readable-badge';
import { UserText } from '@/shared/ui/user-text';
import { ActForm, type ActKind } from './act-form';
import { reportsQuery, resolveReport } from './api';
import { nameOf, When } from './when';

/** The reported message among a few of its neighbours, the reported one marked. */
function MessageInContext({ group }: { group: ReportGroup }) {
  const { t } = useTranslation();
  if (!group.message) return null;
  return (
    <Paper withBorder radius="sm" p="xs" bg="var(--mantine-color-gray-light)" aria-label={t('moderation.reports.context', { chat: group.message.chat_name })}>
      <Text size="xs" c="dimmed" mb={4}>{t('moderation.reports.in_chat', { chat: group.message.chat_name })}</Text>
      <Stack gap={2}>
        {group.context.map((m) => {
          const reported = m.id === group.message!.id;
          return (
            <Text key={m.id} size="sm" fw={reported ? 700 : 400} c={reported ? undefined : 'dimmed'} data-testid={reported ? 'moderation-reported-message' : undefined}>
              <UserText>{nameOf(m.sender)}</UserText>:{' '}
              {/* A removed message keeps its place with its text gone. */}
              {m.text ? <UserText>{m.text}</UserText> : <Text span fs="italic" inherit>{t('chat.message_deleted')}</Text>}
            </Text>
          );
        })}
      </Stack>
    </Paper>
  );
}

/** One target's open reports, with what the moderators can do about them. */
function ReportCard({ eventSlug, group }: { eventSlug: string; group: ReportGroup }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [acting, setActing] = useState<ActKind | null>(null);
  const first = group.reports[0]!;
  const settle = useMutation({
    mutationFn: (body: ResolveBody) => resolveReport(queryClient, eventSlug, first.id, body),
    onSuccess: (_v, body) => {
      toast(t(`moderation.reports.done.${body.action}`, { name: nameOf(group.person) }));
      setActing(null);
    },
    onError: (error) => notify.error(errorMessage(error, t('moderation.reports.failed'))),
  });
  return (
    <Card withBorder radius="md" padding="md" data-testid="moderation-report">
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Group gap="xs">
            <Badge size="sm" {...readableLight(group.message ? 'orange' : 'grape')}>{t(group.message ? 'moderation.reports.kind_message' : 'moderation.reports.kind_person')}</Badge>
            <Text fw={650}><UserText>{nameOf(group.person)}</UserText></Text>
            <Text size="sm" c="dimmed">{group.person.email}</Text>
          </Group>
          <When at={group.latest_at} />
        </Group>
        <MessageInContext group={group} />
        <Stack gap={4}>
          {group.reports.map((r) => (
            <Text key={r.id} size="sm">
              <Text span fw={600}><UserText>{nameOf(r.reporter)}</UserText></Text>
              {r.source === 'roulette' ? <Badge ml={6} size="xs" variant="outline">{t('moderation.reports.from_roulette')}</Badge> : null}
              {r.source === 'block' ? <Badge ml={6} size="xs" variant="outline">{t('moderation.reports.with_block')}</Badge> : null}: <UserText>{r.reason}</UserText>
            </Text>
          ))}
        </Stack>
        <Group gap="xs" justify="flex-end">
          <Button size="xs" variant="default" leftSection={<IconCheck size={14} aria-hidden />} loading={settle.isPending && settle.variables?.action === 'dismiss'} onClick={() => settle.mutate({ action: 'dismiss' })} data-testid="moderation-dismiss">{t('moderation.reports.dismiss')}</Button>
          {group.message ? (
            <Button size="xs" variant="light" color="red" leftSection={<IconTrash size={14} aria-hidden />} loading={settle.isPending && settle.variables?.action === 'delete'} onClick={() => settle.mutate({ action: 'delete' })} data-testid="moderation-delete">{t('moderation.reports.delete')}</Button>
          ) : null}
          <Button size="xs" variant="light" leftSection={<IconMessageOff size={14} aria-hidden />} onClick={() => setActing('silence')} data-testid="moderation-silence">{t('moderation.reports.silence')}</Button>
          <Button size="xs" variant="light" color="red" leftSection={<IconBan size={14} aria-hidden />} onClick={() => setActing('ban')} data-testid="moderation-ban">{t('moderation.reports.ban')}</Button>
        </Group>
      </Stack>
      <Modal opened={acting !== null} onClose={() => setActing(null)} title={t(acting === 'ban' ? 'moderation.reports.ban_title' : 'moderation.reports.silence_title', { name: nameOf(group.person) })} centered>
        {acting ? (
          <ActForm
            kind={acting}
            initialReason={first.reason}
            pending={settle.isPending}
            submitLabel={t(acting === 'ban' ? 'moderation.bans.submit' : 'moderation.silences.submit')}
            onCancel={() => setActing(null)}
            onSubmit={(values) => settle.mutate({ action: acting, reason: values.reason, until: values.until })}
          />
        ) : null}
      </Modal>
    </Card>
  );
}

/** The open reports, newest first, grouped by what they are about. */
export function ReportsTab({ eventSlug }: { eventSlug: string }) {
  const { t } = useTranslation();
  const queue = useQuery(reportsQuery(eventSlug));
  if (queue.isPending) return <Skeleton h={160} radius="md" data-testid="moderation-loading" />;
  if (queue.isError) return <ErrorPanel description={errorMessage(queue.error, t('moderation.load_failed'))} onRetry={() => void queue.refetch()} />;
  if (queue.data.results.length === 0) return <EmptyPanel icon={<IconFlag size={28} stroke={1.6} />} title={t('moderation.reports.empty')} description={t('moderation.reports.empty_hint')} />;
  return (
    <Stack gap="sm" data-testid="moderation-reports">
      {queue.data.results.map((g) => <ReportCard key={g.key} eventSlug={eventSlug} group={g} />)}
    </Stack>
  );
}
