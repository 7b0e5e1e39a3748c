import { Badge, Group, Paper, Progress, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBroadcast, IconDoorEnter, IconLogin, IconPresentation, IconUsers, IconVideo } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { LiveFigures } from '@foyer/contracts';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/api/errors';
import type { EventSectionProps } from '@/shared/plug-ins/console-sections';
import { realtime } from '@/shared/realtime';
import { stayInRoom } from '@/shared/realtime/binding';
import { ConsolePage } from '@/shared/ui/console-page';
import { EmptyPanel, ErrorPanel, LoadingRows } from '@/shared/ui/page-state';
import { UserText } from '@/shared/ui/user-text';
import { liveFiguresKey, liveFiguresQuery } from './live-api';

/**
 * `/manage/{eventSlug}/live`: who is in the event now, where, in calls and on each stage, and who signed in today.
 * Read once; the server pushes new figures to the event's organisers when they change (`updated_live_figures`).
 */
export function LivePage({ eventSlug }: EventSectionProps) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const figures = useQuery(liveFiguresQuery(eventSlug));

  // The console keeps no connection to an event; this page logs one in while it is open (the pushes come on it).
  useEffect(() => {
    realtime.setEventSlug(eventSlug);
    return () => realtime.setEventSlug(null);
  }, [eventSlug]);

  useEffect(() => {
    const stops = [
      realtime.on('updated_live_figures', (pushed) => queryClient.setQueryData(liveFiguresKey(eventSlug), pushed)),
      // Watching from each login on; a connection that came back missed what was pushed meanwhile.
      stayInRoom(
        realtime,
        () => realtime.request('watch_live_figures', {}),
        () => realtime.send('unwatch_live_figures', {}),
        () => void queryClient.invalidateQueries({ queryKey: liveFiguresKey(eventSlug) }),
      ),
    ];
    return () => stops.forEach((stop) => stop());
  }, [queryClient, eventSlug]);

  let content: ReactNode;
  if (figures.isPending) content = <LoadingRows count={3} height={96} testId="live-loading" />;
  else if (figures.isError) content = <ErrorPanel description={errorMessage(figures.error, t('live_figures.load_failed'))} onRetry={() => void figures.refetch()} />;
  else content = <Figures figures={figures.data} />;

  const countedAt = figures.data ? new Date(figures.data.counted_at).toLocaleTimeString(i18n.language, { hour: 'numeric', minute: '2-digit', second: '2-digit' }) : null;
  return (
    <ConsolePage
      title={t('live_figures.title')}
      description={t('live_figures.intro')}
      actions={
        countedAt ? (
          <Badge variant="dot" color="green" size="lg" tt="none" data-testid="live-counted-at">
            {t('live_figures.counted_at', { time: countedAt })}
          </Badge>
        ) : null
      }
      testId="live-page"
    >
      {content}
    </ConsolePage>
  );
}

function Figures({ figures }: { figures: LiveFigures }) {
  const { t } = useTranslation();
  const watching = figures.stages.reduce((sum, stage) => sum + stage.watching, 0);
  const busy = figures.spaces.filter((space) => space.people > 0);
  const most = Math.max(1, ...busy.map((space) => space.people));
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md">
        <Figure icon={<IconUsers size={22} stroke={1.6} />} label={t('live_figures.online')} value={figures.online} testId="live-online" />
        <Figure icon={<IconVideo size={22} stroke={1.6} />} label={t('live_figures.in_calls')} value={figures.in_calls} testId="live-in-calls" />
        <Figure icon={<IconBroadcast size={22} stroke={1.6} />} label={t('live_figures.watching')} value={watching} testId="live-watching" />
        <Figure icon={<IconLogin size={22} stroke={1.6} />} label={t('live_figures.sign_ins_today')} value={figures.sign_ins_today} testId="live-sign-ins" />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Section title={t('live_figures.spaces.title')}>
          {busy.length === 0 ? (
            <EmptyPanel icon={<IconDoorEnter size={28} stroke={1.6} />} title={t('live_figures.spaces.empty')} description={t('live_figures.spaces.empty_hint')} data-testid="live-spaces-empty" />
          ) : (
            <Stack gap="sm" data-testid="live-spaces">
              {busy.map((space) => (
                <div key={space.id} data-testid="live-space">
                  <Group justify="space-between" gap="xs" wrap="nowrap">
                    <Text size="sm" truncate>
                      <UserText>{space.name}</UserText>{' '}
                      <Text span size="xs" c="dimmed">
                        {t(`shell.space_types.${space.type}`)}
                      </Text>
                    </Text>
                    <Text size="sm" fw={700}>
                      {space.people}
                    </Text>
                  </Group>
                  <Progress value={(space.people / most) * 100} size="sm" mt={4} aria-hidden />
                </div>
              ))}
            </Stack>
          )}
        </Section>
        <Section title={t('live_figures.stages.title')}>
          {figures.stages.length === 0 ? (
            <EmptyPanel icon={<IconPresentation size={28} stroke={1.6} />} title={t('live_figures.stages.none')} description={t('live_figures.stages.none_hint')} data-testid="live-stages-empty" />
          ) : (
            <Stack gap="sm" data-testid="live-stages">
              {figures.stages.map((stage) => (
                <Group key={stage.id} justify="space-between" gap="xs" wrap="nowrap" data-testid="live-stage">
                  <Stack gap={0} miw={0} style={{ flex: 1 }}>
                    <Text size="sm" fw={600} truncate>
                      <UserText>{stage.name}</UserText>
                    </Text>
                    <Text size="xs" c="dimmed" truncate>
                      {stage.current_presentation ? <UserText>{stage.current_presentation}</UserText> : t('live_figures.stages.nothing_on')}
                    </Text>
                  </Stack>
                  <Badge variant="light" size="lg" tt="none" style={{ flexShrink: 0 }} leftSection={<IconBroadcast size={14} aria-hidden />}>
                    {t('live_figures.stages.watching', { count: stage.watching })}
                  </Badge>
                </Group>
              ))}
            </Stack>
          )}
        </Section>
      </SimpleGrid>
    </Stack>
  );
}

function Figure({ icon, label, value, testId }: { icon: ReactNode; label: string; value: number; testId: string }) {
  return (
    <Paper withBorder radius="md" p="md" data-testid={testId}>
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <ThemeIcon variant="light" size={40} radius="md" aria-hidden>
          {icon}
        </ThemeIcon>
        <Stack gap={0} miw={0}>
          <Text size="xs" c="dimmed" fw={600} tt="uppercase">
            {label}
          </Text>
          <Text fz={28} fw={700} lh={1.2} data-testid={`${testId}-value`}>
            {value}
          </Text>
        </Stack>
      </Group>
    </Paper>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="lg">
      <Title order={2} size="h4" mb="md">
        {title}
      </Title>
      {children}
    </Paper>
  );
}
