import { ActionIcon, Avatar, Badge, Box, Group, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { IconFlag } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { reportPublicMessage } from '@/features/moderation';
import { useTranslation } from 'react-i18next';
import { useEventTimeFormat } from '@/shared/session/use-time-format';
import { openAttendeeCard } from '@/features/attendees';
import { useEventSlug } from '@/shared/session/event-slug';
import { dateTimeOptions } from '@/shared/lib/time-format';
import type { ChatMessage } from '../cache';
import { formatRelative } from '@/shared/lib/relative-time';
import { chatSenderLabel } from '@/shared/plug-ins/chat-sender-labels';
import { UserText } from '@/shared/ui/user-text';
import classes from './public-chat.module.css';
import { personName } from '@/shared/ui/person-name';

/**
 * One message: avatar, name, time and the text — always as text, never as HTML. A removed one shows its
 * tombstone in place of the text; one hidden by a moderator is marked so for moderators (issue 29).
 */
export function ChatMessageRow({ message, own, now, menu }: { message: ChatMessage; own: boolean; now: number; menu?: ReactNode }) {
  const { t, i18n } = useTranslation();
  const timeFormat = useEventTimeFormat();
  const eventSlug = useEventSlug();
  const name = personName(message.sender);
  const label = chatSenderLabel(message.sender_label);
  return (
    <Group
      gap="sm"
      align="flex-start"
      wrap="nowrap"
      className={classes.message}
      data-own={own || undefined}
      data-pending={message.pending || undefined}
      data-deleted={message.deleted || undefined}
      data-hidden={message.hidden || undefined}
      data-testid="chat-message"
    >
      <Avatar src={message.sender.mugshot} name={name} color="brand" variant="filled" radius="xl" size={34} alt="" />
      <Box style={{ minWidth: 0, flex: 1 }}>
        <Group gap={6} wrap="nowrap" justify="space-between">
          <Text size="sm" fw={650} truncate>
            {own || !eventSlug ? (
              <UserText>{name}</UserText>
            ) : (
              <UnstyledButton
                fw={650}
                fz="sm"
                onClick={() => openAttendeeCard(eventSlug, message.sender.id)}
                aria-label={t('attendees.open_card', { name })}
                data-testid="chat-sender"
              >
                <UserText>{name}</UserText>
              </UnstyledButton>
            )}
            {own ? (
              <Text span size="xs" c="dimmed" fw={500}>
                {` · ${t('chat.you')}`}
              </Text>
            ) : null}
          </Text>
          {!own && eventSlug && !message.pending && !message.deleted && message.id > 0 ? (
            <Tooltip label={t('moderation.attendee.report_message')}>
              <ActionIcon variant="subtle" color="gray" size="sm" className={classes.report} onClick={() => reportPublicMessage(eventSlug, message.id)} aria-label={t('moderation.attendee.report_message')} data-testid="chat-report">
                <IconFlag size={14} aria-hidden />
              </ActionIcon>
            </Tooltip>
          ) : null}
          {message.hidden ? (
            <Badge size="xs" color="gray" variant="light" style={{ flexShrink: 0 }} data-testid="chat-hidden-badge">
              {t('chat.hidden')}
            </Badge>
          ) : null}
          {label ? (
            <Badge size="xs" color={label.color} variant="filled" style={{ flexShrink: 0 }} data-testid="chat-sender-label">
              {t(label.textKey)}
            </Badge>
          ) : null}
          <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
            {message.failed ? (
              <Text span size="xs" c="red.8" fw={600}>
                {t('chat.not_sent')}
              </Text>
            ) : message.pending ? (
              t('chat.sending')
            ) : (
              <time dateTime={message.sent_at} title={new Date(message.sent_at).toLocaleString(i18n.language, dateTimeOptions(timeFormat))}>
                {formatRelative(message.sent_at, now, i18n.language, t('chat.just_now'))}
              </time>
            )}
          </Text>
          {menu}
        </Group>
        {message.deleted ? (
          <Text size="sm" fs="italic" c="dimmed" className={classes.text} data-testid="chat-tombstone">
            {message.deleted_by === 'author' ? t('chat.message_deleted') : t('chat.removed_by_moderator')}
          </Text>
        ) : (
          <Text size="sm" className={classes.text}>
            <UserText>{message.text}</UserText>
          </Text>
        )}
      </Box>
    </Group>
  );
}
