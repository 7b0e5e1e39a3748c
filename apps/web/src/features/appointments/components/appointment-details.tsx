import { Avatar, Button, Group, Popover, Stack, Text } from '@mantine/core';
import { IconMessageCircle } from '@tabler/icons-react';
import type { AppointmentSchedule } from '@foyer/contracts';
import { useTranslation } from 'react-i18next';
import { openPrivateChat } from '@/features/private-chat';
import { UserText } from '@/shared/ui/user-text';
import { whenOf } from '../clock';
import { otherParty, personName } from '../model';
import { AppointmentActions } from './appointment-actions';
import { StatusBadge } from './appointment-list';
import { JoinButton } from './join-button';

/**
 * 'Appointment details' (spec 2 §2): the other party's avatar, name and job title, the subject, and chat,
 * cancel and join. A popover at the appointment that was clicked in the calendar.
 */
export function AppointmentDetails({ eventSlug, appointment: a, rect, viewerId, onClose }: {
  eventSlug: string;
  appointment: AppointmentSchedule;
  rect: DOMRect;
  viewerId: number | undefined;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const other = otherParty(a, viewerId);
  const name = personName(other);
  return (
    <Popover opened onChange={(open) => !open && onClose()} onClose={onClose} position="right" withArrow shadow="md" width={300} trapFocus returnFocus closeOnEscape>
      <Popover.Target>
        <div style={{ position: 'fixed', left: rect.left, top: rect.top, width: rect.width, height: rect.height, pointerEvents: 'none' }} aria-hidden />
      </Popover.Target>
      <Popover.Dropdown data-testid="appointment-details" role="dialog" aria-labelledby="appointment-details-title">
        <Stack gap="sm">
          <Group justify="space-between" align="center">
            <Text fw={700} size="sm" id="appointment-details-title">{t('appointments.details.title')}</Text>
            <StatusBadge status={a.status} />
          </Group>
          <Group gap="sm" wrap="nowrap">
            <Avatar src={other.mugshot} name={name} radius="xl" size="lg" color="brand" alt="" />
            <div style={{ minWidth: 0 }}>
              <Text fw={600} truncate><UserText>{name}</UserText></Text>
              {other.jobtitle ? <Text size="xs" c="dimmed" truncate><UserText>{other.jobtitle}</UserText></Text> : null}
            </div>
          </Group>
          <div>
            <Text size="sm"><UserText>{a.subject}</UserText></Text>
            <Text size="xs" c="dimmed">{whenOf(a, i18n.language)}</Text>
            {a.location ? <Text size="xs" c="dimmed"><UserText>{a.location}</UserText></Text> : null}
          </div>
          <Group gap={6}>
            <Button size="xs" variant="light" leftSection={<IconMessageCircle size={14} aria-hidden />} onClick={() => {
                onClose();
                openPrivateChat(other.id, other);
              }} data-testid="appointment-chat">
              {t('appointments.details.chat')}
            </Button>
            <JoinButton eventSlug={eventSlug} appointment={a} />
          </Group>
          <AppointmentActions eventSlug={eventSlug} appointment={a} viewerId={viewerId} only={['cancel', 'accept', 'deny']} />
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
