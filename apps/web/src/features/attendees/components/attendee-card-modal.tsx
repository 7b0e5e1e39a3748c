import { ActionIcon, Anchor, Box, Button, Center, Group, Loader, Stack, Text, Title, Tooltip } from '@mantine/core';
import {
  IconBrandFacebook, IconBrandInstagram, IconBrandLinkedin, IconBrandX, IconCalendarPlus, IconFileDownload, IconMapPin, IconMessageCircle,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { Attendee } from '@foyer/contracts';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { BookmarkToggle } from '@/features/goodiebag';
import { RichText } from '@/shared/ui/rich-text';
import { useCurrentEvent } from '@/shared/session/use-current-event';
import { useCurrentUser } from '@/shared/session/session';
import { ApiRequestError } from '@/shared/api/errors';
import { closeAppModal } from '@/shared/ui/modals';
import { ErrorPanel } from '@/shared/ui/page-state';
import { UserText } from '@/shared/ui/user-text';
import { attendeeQuery } from '../api';
import { attendeeBadges, attendeeCardActions, attendeeSlots } from '@/shared/plug-ins/attendee-views';
import { attendeeCardModalId } from '../open-card';
import { useAttendeeSubscriptions } from '../realtime';
import { AttendeeAvatar, attendeeName } from './attendee-avatar';
import { TagChips } from './tag-chips';
import classes from './attendees.module.css';

const networks = [
  { key: 'linkedin', label: 'LinkedIn', icon: IconBrandLinkedin },
  { key: 'facebook', label: 'Facebook', icon: IconBrandFacebook },
  { key: 'twitter', label: 'Twitter', icon: IconBrandX },
  { key: 'instagram', label: 'Instagram', icon: IconBrandInstagram },
] as const;

/** Social links, greyed when absent (spec 3 "Attendee business card modal"). */
function SocialLinks({ attendee }: { attendee: Attendee }) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" aria-label={t('attendees.card.links')} role="group">
      {networks.map(({ key, label, icon: Icon }) => {
        const href = attendee[key];
        return href ? (
          <Tooltip key={key} label={label}>
            <ActionIcon component="a" href={href} target="_blank" rel="noopener noreferrer" variant="light" size="lg" aria-label={label}>
              <Icon size={18} />
            </ActionIcon>
          </Tooltip>
        ) : (
          <ActionIcon key={key} variant="light" color="gray" size="lg" disabled aria-label={t('attendees.card.link_missing', { network: label })}>
            <Icon size={18} />
          </ActionIcon>
        );
      })}
    </Group>
  );
}

/** The attendee business card (spec 3): everything the server lets the viewer see of the person. */
export function AttendeeCardModal({ eventSlug, userId }: { eventSlug: string; userId: number }) {
  const { t } = useTranslation();
  const query = useQuery(attendeeQuery(eventSlug, userId));
  const { event } = useCurrentEvent();
  const { user } = useCurrentUser();
  useAttendeeSubscriptions([userId]);
  if (query.isPending) {
    return (
      <Center h={260} aria-busy="true">
        <Loader aria-label={t('attendees.loading')} />
      </Center>
    );
  }
  if (query.isError) {
    const gone = query.error instanceof ApiRequestError && query.error.status === 404;
    return <ErrorPanel title={gone ? t('attendees.card.not_found') : t('attendees.card.error')} onRetry={gone ? undefined : () => void query.refetch()} />;
  }
  const a = query.data;
  const name = attendeeName(a);
  const self = user?.id === a.id;
  const public_ = a.is_public || self;
  const subtitle = [a.jobtitle, a.company].filter(Boolean);
  const openChat = attendeeSlots.openChat;
  const CallButton = attendeeSlots.callButton;
  const scheduleMeeting = attendeeSlots.scheduleMeeting;
  return (
    <Stack gap="md" data-testid="attendee-card">
      <Box className={classes.cardHeader} aria-hidden />
      <Group align="flex-start" gap="md" mt={-64} px="md" wrap="nowrap">
        <Box className={classes.cardAvatar}>
          <AttendeeAvatar attendee={a} size={104} />
        </Box>
        {/* The name starts below the banner, however many lines it takes on a phone (dark on the banner it was hard to read). */}
        <Box style={{ flex: 1, minWidth: 0 }} pt={56}>
          <Title order={2} size="h3" id="attendee-card-name">
            <UserText>{name}</UserText>
          </Title>
          {subtitle.length > 0 ? (
            <Text c="dimmed" size="sm">
              {subtitle.map((part, i) => (
                <span key={i}>
                  {/* A no-break space keeps the dot after the job title when the company wraps to a new line on a phone. */}
                  {i > 0 ? '\u00a0· ' : null}
                  <UserText>{part}</UserText>
                </span>
              ))}
            </Text>
          ) : null}
          <Group gap={4} mt={4}>
            <IconMapPin size={14} aria-hidden />
            <Text size="xs" c="dimmed">{t(`attendees.location.${a.location_type}`)}</Text>
            {self ? <Text size="xs" c="brand" fw={600}>· {t('attendees.card.you')}</Text> : null}
            {!self
              ? attendeeBadges().map(({ id, component: Extra }) => (
                  <Suspense key={id} fallback={null}>
                    <Extra eventSlug={eventSlug} person={a} />
                  </Suspense>
                ))
              : null}
          </Group>
        </Box>
        {!self ? (
          <Box pt={56}>
            <BookmarkToggle kind="user" itemId={a.id} name={name} />
          </Box>
        ) : null}
      </Group>
      <Stack gap="md" px="md" pb="md">
        {a.tags.length > 0 ? (
          <section aria-label={t('attendees.card.tags')}>
            <TagChips tags={a.tags} />
          </section>
        ) : null}
        <section aria-labelledby="attendee-card-about">
          <Title order={3} size="h6" mb={4} id="attendee-card-about">{t('attendees.card.about')}</Title>
          {!public_ ? (
            <Text size="sm" c="dimmed">{t('attendees.card.private_about')}</Text>
          ) : a.about.trim() ? (
            <RichText html={a.about} fz="sm" />
          ) : (
            <Text size="sm" c="dimmed">{t('attendees.card.no_about', { name: a.first_name })}</Text>
          )}
        </section>
        {a.document ? (
          <Anchor href={a.document} download={a.document_name ?? true} size="sm">
            <Group gap={6} component="span">
              <IconFileDownload size={16} aria-hidden />
              {t('attendees.card.document', { name: a.document_name ?? 'PDF' })}
            </Group>
          </Anchor>
        ) : null}
        {public_ ? <SocialLinks attendee={a} /> : null}
        {!self ? (
          <Group gap="sm" mt="xs">
            {openChat ? (
              <Button leftSection={<IconMessageCircle size={18} />} onClick={() => {
                  // The conversation takes the card's place rather than opening behind it.
                  closeAppModal(attendeeCardModalId(a.id));
                  openChat(a.id);
                }} data-testid="attendee-open-chat">
                {t('attendees.card.open_chat')}
              </Button>
            ) : null}
            {CallButton ? (
              <Suspense fallback={null}>
                <CallButton eventSlug={eventSlug} person={a} />
              </Suspense>
            ) : null}
            {event?.enable_meeting_scheduling ? (
              <Button variant="light" leftSection={<IconCalendarPlus size={18} />} onClick={() => {
                  closeAppModal(attendeeCardModalId(a.id));
                  scheduleMeeting?.(eventSlug, a);
                }} data-testid="attendee-schedule">
                {t('attendees.card.schedule')}
              </Button>
            ) : null}
            {attendeeCardActions().map(({ id, component: Action }) => (
              <Suspense key={id} fallback={null}>
                <Action eventSlug={eventSlug} person={a} />
              </Suspense>
            ))}
          </Group>
        ) : null}
      </Stack>
    </Stack>
  );
}
