import { Button, Tooltip } from '@mantine/core';
import { IconVideo } from '@tabler/icons-react';
import { canJoin, minutesUntil, type AppointmentSchedule } from '@foyer/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { notify } from '@/shared/notify/notify';
import { useTick } from '../clock';

/**
 * Join an appointment's call (spec 2 §4): enabled from 5 minutes before the start until the end and only
 * with a call (`twilio_name`); hidden once the appointment has ended. Joining early says when it starts.
 */
export function JoinButton({ eventSlug, appointment, size = 'xs' }: { eventSlug: string; appointment: AppointmentSchedule; size?: 'xs' | 'sm' }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const now = useTick();
  if (!appointment.twilio_name || appointment.status !== 'ACCEPTED' || Date.parse(appointment.end_date) <= now.getTime()) return null;
  const open = canJoin(appointment, now);
  const button = (
    <Button
      size={size}
      color="teal"
      leftSection={<IconVideo size={16} aria-hidden />}
      disabled={!open}
      data-testid="appointment-join"
      onClick={() => {
        const minutes = minutesUntil(appointment, new Date());
        if (minutes > 0) notify.info(t('appointment_schedule.starts_in', { count: minutes }), { id: `appointment-starts-${appointment.id}`, displayDuration: 3000 });
        void navigate(`/${eventSlug}/videocall/${appointment.twilio_name}`);
      }}
    >
      {t('appointments.join')}
    </Button>
  );
  return open ? button : (
    <Tooltip label={t('appointments.join_opens')}>
      <span>{button}</span>
    </Tooltip>
  );
}
