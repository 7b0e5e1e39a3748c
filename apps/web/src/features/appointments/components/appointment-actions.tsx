import { Button, Group, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconCalendarEvent, IconCheck, IconX } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { allowedActions, type AppointmentSchedule } from '@foyer/contracts';
import { useTranslation } from 'react-i18next';
import { reportClientError } from '@/shared/crash-reporting';
import { errorMessage } from '@/shared/api/errors';
import { notify } from '@/shared/notify/notify';
import { answerAppointment, refreshAppointments, type AppointmentAnswer } from '../api';
import { useTick } from '../clock';
import { openRequestDialog } from '../open-dialog';

const failureKey: Record<AppointmentAnswer, string> = {
  accept: 'appointment_schedule.accept_schedule_failed',
  deny: 'appointment_schedule.deny_schedule_failed',
  cancel: 'appointment_schedule.cancel_schedule_failed',
};

/** Accept, deny and cancel: asked first (spec 3 "confirm dialogs"), then sent; a failure says so and is reported. */
export function useAnswer(eventSlug: string) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: ({ id, action }: { id: number; action: AppointmentAnswer }) => answerAppointment(eventSlug, id, action),
    onSuccess: (_reply, { action }) => notify.success(t(`appointments.${action}_done`), { displayDuration: 3000 }),
    onError: (error, { action }) => {
      notify.error(errorMessage(error, t(failureKey[action])), { title: t(failureKey[action]), displayDuration: 3000 });
      void reportClientError(error);
    },
    onSettled: () => void refreshAppointments(queryClient, eventSlug),
  });
  const ask = (id: number, action: AppointmentAnswer) =>
    modals.openConfirmModal({
      title: t(`appointments.confirm.${action}_title`),
      children: <Text size="sm">{t(`appointments.confirm.${action}`)}</Text>,
      labels: { confirm: t('appointments.confirm.yes'), cancel: t('appointments.confirm.no') },
      confirmProps: { color: action === 'accept' ? 'teal' : 'red', 'data-testid': 'appointment-confirm' } as Record<string, string>,
      closeButtonProps: { 'aria-label': t('common.close') },
      onConfirm: () => mutation.mutate({ id, action }),
    });
  return { ask, pending: mutation.isPending ? mutation.variables : undefined };
}

/**
 * The actions the state machine gives the viewer on an appointment now (spec 2 §4): accept and deny for
 * the receiver of a pending request, reschedule for its sender, cancel for the sender of a pending one and
 * either party of an accepted one — all only while the start is in the future.
 */
export function AppointmentActions({ eventSlug, appointment, viewerId, only }: {
  eventSlug: string;
  appointment: AppointmentSchedule;
  viewerId: number | undefined;
  /** Limit to these (the chat card offers accept and deny). */
  only?: readonly string[];
}) {
  const { t } = useTranslation();
  const now = useTick(30_000);
  const { ask, pending } = useAnswer(eventSlug);
  if (viewerId === undefined) return null;
  const actions = allowedActions(appointment, viewerId, now).filter((a) => !only || only.includes(a));
  if (actions.length === 0) return null;
  const busy = (action: AppointmentAnswer) => pending?.id === appointment.id && pending.action === action;
  return (
    <Group gap={6} wrap="wrap">
      {actions.includes('accept') ? (
        <Button size="xs" color="teal" leftSection={<IconCheck size={14} aria-hidden />} loading={busy('accept')} onClick={() => ask(appointment.id, 'accept')} data-testid="appointment-accept">
          {t('appointments.actions.accept')}
        </Button>
      ) : null}
      {actions.includes('deny') ? (
        <Button size="xs" color="red" variant="light" leftSection={<IconX size={14} aria-hidden />} loading={busy('deny')} onClick={() => ask(appointment.id, 'deny')} data-testid="appointment-deny">
          {t('appointments.actions.deny')}
        </Button>
      ) : null}
      {actions.includes('reschedule') ? (
        <Button size="xs" variant="light" leftSection={<IconCalendarEvent size={14} aria-hidden />}
          onClick={() => openRequestDialog(eventSlug, appointment.receiver_info, appointment)} data-testid="appointment-reschedule">
          {t('appointments.actions.reschedule')}
        </Button>
      ) : null}
      {actions.includes('cancel') ? (
        <Button size="xs" color="gray" variant="subtle" loading={busy('cancel')} onClick={() => ask(appointment.id, 'cancel')} data-testid="appointment-cancel">
          {t('appointments.actions.cancel')}
        </Button>
      ) : null}
    </Group>
  );
}
