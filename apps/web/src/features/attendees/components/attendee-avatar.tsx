import { Avatar, Indicator, Tooltip } from '@mantine/core';
import type { Attendee } from '@foyer/contracts';
import { useTranslation } from 'react-i18next';
import { personName } from '@/shared/ui/person-name';

/** Spec 3 §4: unavailable when do-not-disturb or offline; otherwise available (no video calls yet). */
export function availabilityOf(a: Pick<Attendee, 'is_online' | 'do_not_disturb'>): 'online' | 'offline' | 'do_not_disturb' {
  if (!a.is_online) return 'offline';
  return a.do_not_disturb ? 'do_not_disturb' : 'online';
}

const dotColor = { online: 'teal.6', offline: 'gray.5', do_not_disturb: 'red.6' } as const;

/** The person's name, or "Unnamed attendee" for someone who never gave one (`personName`). */
export function attendeeName(a: Pick<Attendee, 'first_name' | 'last_name'>): string {
  return personName(a);
}

/** The person's picture (their initials, or the default avatar without one) with their availability dot. */
export function AttendeeAvatar({ attendee, size = 48 }: { attendee: Attendee; size?: number }) {
  const { t } = useTranslation();
  const availability = availabilityOf(attendee);
  const label = t(`attendees.${availability}`);
  return (
    <Tooltip label={label} withArrow openDelay={300}>
      <Indicator
        color={dotColor[availability]}
        size={Math.max(10, Math.round(size / 4))}
        offset={Math.round(size / 7)}
        position="bottom-end"
        withBorder
        processing={false}
        role="img"
        aria-label={label}
        data-availability={availability}
      >
        <Avatar
          src={attendee.mugshot}
          name={(attendee.mugshot || attendee.is_public) && `${attendee.first_name}${attendee.last_name}`.trim() ? attendeeName(attendee) : undefined}
          color="brand"
          variant="light"
          radius="xl"
          size={size}
          alt=""
        />
      </Indicator>
    </Tooltip>
  );
}
