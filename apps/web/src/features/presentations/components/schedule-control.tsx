import { Badge, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconCalendarEvent, IconPlayerStop } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Presentation, PresentationSpace } from '@foyer/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEventTimeFormat } from '@/shared/session/use-time-format';
import { errorMessage } from '@/shared/api/errors';
import { timeOfDayOptions } from '@/shared/lib/time-format';
import { notify } from '@/shared/notify/notify';
import { UserText } from '@/shared/ui/user-text';
import { presentationApi, presentationKeys } from '../api';

function When({ p }: { p: Presentation }) {
  const { i18n } = useTranslation();
  const timeFormat = useEventTimeFormat();
  if (!p.start_date) return null;
  const fmt = (iso: string) => new Date(iso).toLocaleTimeString(i18n.language, timeOfDayOptions(timeFormat));
  return <Text size="xs" c="dimmed">{p.end_date ? `${fmt(p.start_date)} – ${fmt(p.end_date)}` : fmt(p.start_date)}</Text>;
}

/**
 * The switch control of organisers and the stage's moderators: the schedule with "Make current" on each
 * presentation and a way to clear the stage; everyone on the page follows (`updated_presentation_space`).
 */
export function ScheduleControl({ eventSlug, stageSlug, page }: { eventSlug: string; stageSlug: string; page: PresentationSpace }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const queryClient = useQueryClient();
  const current = page.current_presentation?.id ?? null;
  const change = useMutation({
    mutationFn: (id: number | null) => presentationApi.switchCurrent(eventSlug, stageSlug, id),
    onSuccess: (next) => {
      queryClient.setQueryData(presentationKeys.space(eventSlug, stageSlug), next);
      void queryClient.invalidateQueries({ queryKey: presentationKeys.questions(eventSlug, stageSlug) });
      setOpen(false);
    },
    onError: (e) => notify.error(errorMessage(e, t('presentations.schedule.switch_failed'))),
  });
  return (
    <>
      <Button variant="white" color="dark" size="xs" leftSection={<IconCalendarEvent size={16} aria-hidden />} onClick={() => setOpen(true)} data-testid="stage-schedule">
        {t('presentations.schedule.open')}
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title={t('presentations.schedule.title')} size="lg" closeButtonProps={{ 'aria-label': t('common.close') }}>
        {page.presentations.length === 0 ? <Text c="dimmed">{t('presentations.schedule.empty')}</Text> : null}
        <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }} data-testid="stage-schedule-list">
          {page.presentations.map((p) => (
            <Group component="li" key={p.id} justify="space-between" wrap="nowrap" p="xs" style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8 }} data-testid="stage-schedule-item">
              <div style={{ minWidth: 0 }}>
                <Group gap={6} wrap="nowrap">
                  <Text fw={600} size="sm" truncate><UserText>{p.title}</UserText></Text>
                  <Badge size="xs" variant="outline" color="gray.7">{t(`presentations.kind.${p.kind}`)}</Badge>
                </Group>
                <When p={p} />
              </div>
              {p.id === current ? (
                <Badge color="red.8" variant="filled" data-testid="stage-schedule-current">{t('presentations.schedule.current')}</Badge>
              ) : (
                <Button size="xs" variant="light" loading={change.isPending && change.variables === p.id} onClick={() => change.mutate(p.id)}
                  aria-label={t('presentations.schedule.make_current_named', { title: p.title })} data-testid="stage-make-current">
                  {t('presentations.schedule.make_current')}
                </Button>
              )}
            </Group>
          ))}
        </Stack>
        {current !== null ? (
          <Group justify="flex-end" mt="md">
            <Button variant="subtle" color="red.8" leftSection={<IconPlayerStop size={16} aria-hidden />} onClick={() => change.mutate(null)} data-testid="stage-clear">
              {t('presentations.schedule.clear')}
            </Button>
          </Group>
        ) : null}
      </Modal>
    </>
  );
}
