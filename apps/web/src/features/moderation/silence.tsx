import { Paper, Group, Text } from '@mantine/core';
import { IconMessageOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { moderationRoutes, type ModerationStanding } from '@foyer/contracts';
import { useTranslation } from 'react-i18next';
import { call } from '@/shared/api/http';
import { useNow } from '@/shared/lib/relative-time';
import { notify } from '@/shared/notify/notify';
import type { ComposerGateProps } from '@/shared/plug-ins/private-chat';
import type { RealtimeBinding } from '@/shared/realtime';
import { sessionKeys } from '@/shared/session/session';
import { i18n } from '@/i18n';

const standingKey = (eventSlug: string) => ['moderation', eventSlug, 'me'] as const;

/** My standing in the event (silenced or not, and whom I may still write to): read once, kept current by the realtime events. */
function useStanding(eventSlug: string) {
  return useQuery({
    queryKey: standingKey(eventSlug),
    queryFn: ({ signal }) => call(moderationRoutes.standing, { params: { eventSlug } }, signal),
    staleTime: 60_000,
  });
}

/** Whether I am silenced in the event (why, until when); null once the silence ended. */
export function useSilence(eventSlug: string): ModerationStanding['silenced'] {
  const now = useNow();
  const silenced = useStanding(eventSlug).data?.silenced ?? null;
  return silenced && Date.parse(silenced.until) > now ? silenced : null;
}

/**
 * The private conversation with someone a silence keeps me from: the notice where the composer would be.
 * The event's owners and moderators stay reachable (the server's rule), so a silenced person can appeal.
 */
export function SilencedComposerGate({ eventSlug, partner, onClosed }: ComposerGateProps) {
  const silenced = useSilence(eventSlug);
  const reachable = useStanding(eventSlug).data?.reachable_user_ids ?? [];
  const closed = silenced !== null && !reachable.includes(partner.id);
  useEffect(() => {
    onClosed(closed);
    return () => onClosed(false);
  }, [closed, onClosed]);
  return closed ? <SilencedNotice until={silenced.until} reason={silenced.reason} /> : null;
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
  const set = (eventSlug: string, silenced: ModerationStanding['silenced']) =>
    queryClient.setQueryData<ModerationStanding>(standingKey(eventSlug), (before) => ({ silenced, reachable_user_ids: silenced ? (before?.reachable_user_ids ?? []) : [] }));
  const stops = [
    client.on('moderation_silenced', (e) => {
      set(e.event_slug, { reason: e.reason, until: e.until });
      // Read again for whom private messages still reach (the event's owners and moderators).
      void queryClient.invalidateQueries({ queryKey: standingKey(e.event_slug) });
    }),
    client.on('moderation_silence_lifted', (e) => set(e.event_slug, null)),
    client.on('report_resolved', () => notify.info(i18n.t('moderation.attendee.report_resolved'))),
    client.on('moderation_banned', () => void queryClient.invalidateQueries({ queryKey: sessionKeys.all })),
  ];
  return () => stops.forEach((stop) => stop());
};
