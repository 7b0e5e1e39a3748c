import { Paper, Group, Text } from '@mantine/core';
import { IconMessageOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { moderationRoutes, type ModerationStanding } from '@foyer/contracts';
import { useTranslation } from 'react-i18next';
import { call } from '@/shared/api/http';
import { useNow } from '@/shared/lib/relative-time';
import { notify } from '@/shared/notify/notify';
import type { RealtimeBinding } from '@/shared/realtime';
import { sessionKeys } from '@/shared/session/session';
import { i18n } from '@/i18n';

const standingKey = (eventSlug: string) => ['moderation', eventSlug, 'me'] as const;

/** Whether I am silenced in the event (why, until when): read once, kept current by the realtime events. */
export function useSilence(eventSlug: string): ModerationStanding['silenced'] {
  const now = useNow();
  const standing = useQuery({
    queryKey: standingKey(eventSlug),
    queryFn: ({ signal }) => call(moderationRoutes.standing, { params: { eventSlug } }, signal),
    staleTime: 60_000,
  });
  const silenced = standing.data?.silenced ?? null;
  return silenced && Date.parse(silenced.until) > now ? silenced : null;
}

/** Where the composer would be while I am silenced: why, and until when. */
export function SilencedNotice({ until, reason }: { until: string; reason: string }) {
  const { t, i18n: { language } } = useTranslation();
  const when = new Date(until).toLocaleString(language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <Paper p="sm" radius={0} style={{ flexShrink: 0, borderTop: '1px solid var(--mantine-color-gray-3)' }} role="status" data-testid="chat-silenced">
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <IconMessageOff size={18} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} color="var(--mantine-color-red-8)" />
        <Text size="sm">{t('moderation.attendee.silenced', { until: when, reason })}</Text>
      </Group>
    </Paper>
  );
}

/**
 * Silences given and lifted reach my pages at once; a settled report of mine is told; a ban makes the app
 * ask who I am again, whose refusal (403 `banned`) signs me out to the entry page with the ban's reason.
 */
export const moderationRealtime: RealtimeBinding = ({ client, queryClient }) => {
  const set = (eventSlug: string, silenced: ModerationStanding['silenced']) => queryClient.setQueryData<ModerationStanding>(standingKey(eventSlug), { silenced });
  const stops = [
    client.on('moderation_silenced', (e) => set(e.event_slug, { reason: e.reason, until: e.until })),
    client.on('moderation_silence_lifted', (e) => set(e.event_slug, null)),
    client.on('report_resolved', () => notify.info(i18n.t('moderation.attendee.report_resolved'))),
    client.on('moderation_banned', () => void queryClient.invalidateQueries({ queryKey: sessionKeys.all })),
  ];
  return () => stops.forEach((stop) => stop());
};
