import { ActionIcon, Button, Tooltip } from '@mantine/core';
import { IconPhone } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { attendeeQuery } from '@/features/attendees';
import type { CallButtonProps } from '@/shared/plug-ins/attendee-views';
import { useCurrentUser } from '@/shared/session/session';
import { personName } from '@/shared/ui/person-name';

/** Spec 3: "A call to an attendee starts only if the attendee is online and not on do-not-disturb". */
export function canCall(person: { is_online: boolean; do_not_disturb: boolean }): boolean {
  return person.is_online && !person.do_not_disturb;
}

/**
 * Calls a person (the directory, their card, a booth's staff): enabled only while they are online and not
 * on do-not-disturb. Without those facts (booth staff) the person is read through the attendee API.
 */
export function CallButton({ eventSlug, person, compact, roomPath }: CallButtonProps) {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  const known = person.is_online !== undefined && person.do_not_disturb !== undefined;
  const looked = useQuery({ ...attendeeQuery(eventSlug, person.id), enabled: !known });
  const facts = known ? { is_online: person.is_online!, do_not_disturb: person.do_not_disturb! } : looked.data;
  if (user?.id === person.id) return null;
  const name = personName(person);
  const enabled = facts ? canCall(facts) : false;
  const reason = !facts ? t('calling.checking') : enabled ? t('calling.call_name', { name }) : facts.do_not_disturb && facts.is_online ? t('calling.do_not_disturb', { name }) : t('calling.offline', { name });
  const start = () => void import('./call-modals').then((m) => m.startCall(eventSlug, { id: person.id, first_name: person.first_name, last_name: person.last_name, mugshot: person.mugshot }, roomPath));
  if (compact) {
    return (
      <Tooltip label={reason} withArrow>
        <ActionIcon
          variant={enabled ? 'filled' : 'default'}
          color="teal.9"
          radius="xl"
          size="lg"
          aria-label={reason}
          disabled={!enabled}
          onClick={(e) => {
            e.stopPropagation();
            start();
          }}
          data-testid="attendee-call"
          data-user-id={person.id}
        >
          <IconPhone size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
    );
  }
  return (
    <Tooltip label={reason} withArrow disabled={enabled}>
      <span>
        <Button variant="light" color="teal.9" leftSection={<IconPhone size={18} aria-hidden />} disabled={!enabled} onClick={start} data-testid="attendee-call" data-user-id={person.id}>
          {t('calling.call')}
        </Button>
      </span>
    </Tooltip>
  );
}
