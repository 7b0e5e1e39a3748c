import { Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import type { Attendee } from '@foyer/contracts';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { UserText } from '@/shared/ui/user-text';
import { AttendeeAvatar, attendeeName } from './attendee-avatar';
import { TagChips } from './tag-chips';
import { attendeeBadges, attendeeSlots } from '@/shared/plug-ins/attendee-views';
import classes from './attendees.module.css';

/** One person of the directory grid; opens their business card. */
export function AttendeeCard({ attendee, onOpen, eventSlug }: { attendee: Attendee; onOpen: (id: number) => void; eventSlug?: string }) {
  const { t } = useTranslation();
  const name = attendeeName(attendee);
  const CallButton = attendeeSlots.callButton;
  return (
    <div className={classes.cardWrap}>
    <UnstyledButton
      className={classes.card}
      onClick={() => onOpen(attendee.id)}
      aria-label={t('attendees.open_card', { name })}
      data-testid="attendee-card-item"
      data-user-id={attendee.id}
    >
      <Paper withBorder radius="lg" p="md" h="100%">
        <Group align="flex-start" wrap="nowrap" gap="md">
          <AttendeeAvatar attendee={attendee} size={56} />
          <Stack gap={6} style={{ minWidth: 0, flex: 1 }}>
            <div>
              <Text fw={650} truncate>
                <UserText>{name}</UserText>
              </Text>
              {attendee.jobtitle ? (
                <Text size="sm" truncate>
                  <UserText>{attendee.jobtitle}</UserText>
                </Text>
              ) : null}
              {attendee.company ? (
                <Text size="sm" c="dimmed" truncate>
                  <UserText>{attendee.company}</UserText>
                </Text>
              ) : null}
            </div>
            {eventSlug
              ? attendeeBadges().map(({ id, component: Extra }) => (
                  <Suspense key={id} fallback={null}>
                    <Extra eventSlug={eventSlug} person={attendee} />
                  </Suspense>
                ))
              : null}
            <TagChips tags={attendee.tags} max={4} />
          </Stack>
        </Group>
      </Paper>
    </UnstyledButton>
    {CallButton && eventSlug ? (
      // Beside the card's button, not inside it: one control may not hold another.
      <div className={classes.cardCall}>
        <Suspense fallback={null}>
          <CallButton eventSlug={eventSlug} person={attendee} compact />
        </Suspense>
      </div>
    ) : null}
    </div>
  );
}

/** One person of the sidebar list: compact, `maxTags` tags (3, or 6 when the sidebar is expanded). */
export function AttendeeRow({ attendee, onOpen, maxTags }: { attendee: Attendee; onOpen: (id: number) => void; maxTags: number }) {
  const { t } = useTranslation();
  const name = attendeeName(attendee);
  const subtitle = [attendee.jobtitle, attendee.company].filter(Boolean).join(' · ');
  return (
    <UnstyledButton
      className={classes.row}
      onClick={() => onOpen(attendee.id)}
      aria-label={t('attendees.open_card', { name })}
      data-testid="attendee-row"
      data-user-id={attendee.id}
    >
      <Group wrap="nowrap" gap="sm" align="flex-start">
        <AttendeeAvatar attendee={attendee} size={40} />
        <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
          <div>
            <Text size="sm" fw={650} truncate>
              <UserText>{name}</UserText>
            </Text>
            {subtitle ? (
              <Text size="xs" c="dimmed" truncate>
                <UserText>{subtitle}</UserText>
              </Text>
            ) : null}
          </div>
          <TagChips tags={attendee.tags} max={maxTags} />
        </Stack>
      </Group>
    </UnstyledButton>
  );
}
