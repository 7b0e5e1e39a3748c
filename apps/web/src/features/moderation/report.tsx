import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { IconFlag } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { moderationReason, moderationRoutes } from '@foyer/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '@/shared/api/http';
import { errorMessage } from '@/shared/api/errors';
import { i18n } from '@/i18n';
import { notify, toast } from '@/shared/notify/notify';
import type { AttendeeExtraProps } from '@/shared/plug-ins/attendee-views';
import { closeAppModal, openAppModal } from '@/shared/ui/modals';
import { personName } from '@/shared/ui/person-name';

type Target = { message_id: number } | { user_id: number };

/** A reason, sent to the moderators: once per message or person (a second time is refused with its reason). */
function ReportForm({ eventSlug, target, onDone }: { eventSlug: string; target: Target; onDone(): void }) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const send = useMutation({
    mutationFn: (checked: string) => call(moderationRoutes.report, { params: { eventSlug }, body: { reason: checked, ...target } }),
    onSuccess: () => {
      toast(t('moderation.attendee.report_sent'));
      onDone();
    },
    onError: (err) => notify.error(errorMessage(err, t('moderation.attendee.report_failed'))),
  });
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        const checked = moderationReason.safeParse(reason);
        if (!checked.success) return setError(t('moderation.form.reason_needed'));
        setError(undefined);
        send.mutate(checked.data);
      }}
    >
      <Stack gap="sm">
        <Text size="sm" c="dimmed">{t('moderation.attendee.report_hint')}</Text>
        <Textarea label={t('moderation.attendee.report_reason')} value={reason} onChange={(e) => setReason(e.currentTarget.value)} error={error} required autosize minRows={3} maxLength={500} data-autofocus data-testid="report-reason" />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>{t('moderation.attendee.cancel')}</Button>
          <Button type="submit" loading={send.isPending} data-testid="report-send">{t('moderation.attendee.report_send')}</Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Opens the report form for a public message (`message_id`) or a person (`user_id`). */
export function openReportModal(eventSlug: string, target: Target, title: string): void {
  const id = `report-${'message_id' in target ? `m${target.message_id}` : `u${target.user_id}`}`;
  openAppModal({ id, title, children: <ReportForm eventSlug={eventSlug} target={target} onDone={() => closeAppModal(id)} /> });
}

/** "Report" among the attendee card's actions. */
export function ReportPersonAction({ eventSlug, person }: AttendeeExtraProps) {
  const { t } = useTranslation();
  const name = personName(person);
  return (
    <Button variant="subtle" color="gray" leftSection={<IconFlag size={18} aria-hidden />} onClick={() => openReportModal(eventSlug, { user_id: person.id }, t('moderation.attendee.report_person_title', { name }))} data-testid="attendee-report">
      {t('moderation.attendee.report_person')}
    </Button>
  );
}

/** Opens the form for a public message (the chat's messages offer it on others' messages). */
export const reportMessage = (eventSlug: string, messageId: number) => openReportModal(eventSlug, { message_id: messageId }, i18n.t('moderation.attendee.report_message_title'));
