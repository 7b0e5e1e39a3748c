import { Button, CopyButton, Group, Menu, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { IconCalendarShare, IconCheck, IconCopy, IconRefresh, IconTrash } from '@tabler/icons-react';
import type { CurrentEvent } from '@foyer/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { i18n } from '@/i18n';
import { notify } from '@/shared/notify/notify';
import { openAppModal } from '@/shared/ui/modals';
import { ErrorPanel } from '@/shared/ui/page-state';
import { calendarFeedQuery, programKeys, renewCalendarFeed, revokeCalendarFeed } from '../api';

/** The full address of the feed (the server answers its path). */
const absolute = (url: string) => new URL(url, window.location.origin).toString();

/** The personal calendar subscription: its secret address to copy, renew or revoke. */
function CalendarFeed({ eventSlug }: { eventSlug: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const feed = useQuery(calendarFeedQuery(eventSlug));
  const onError = () => notify.error(t('program.feed.error'), { id: 'calendar-feed' });
  const renew = useMutation({
    mutationFn: () => renewCalendarFeed(eventSlug),
    onSuccess: (reply) => {
      const had = feed.data?.url;
      queryClient.setQueryData(programKeys.feed(eventSlug), reply);
      if (had) notify.success(t('program.feed.renewed'), { id: 'calendar-feed' });
    },
    onError,
  });
  const revoke = useMutation({
    mutationFn: () => revokeCalendarFeed(eventSlug),
    onSuccess: () => {
      queryClient.setQueryData(programKeys.feed(eventSlug), { url: null, created: null });
      notify.success(t('program.feed.revoked'), { id: 'calendar-feed' });
    },
    onError,
  });
  if (feed.isPending) return <Stack gap="sm" aria-busy="true"><Skeleton height={12} /><Skeleton height={36} /></Stack>;
  if (feed.isError) return <ErrorPanel description={t('program.feed.error')} onRetry={() => void feed.refetch()} />;
  const url = feed.data.url ? absolute(feed.data.url) : null;
  return (
    <Stack gap="md" data-testid="calendar-feed">
      <Text size="sm">{t('program.feed.intro')}</Text>
      {url ? (
        <>
          <Group gap="xs" wrap="nowrap" align="flex-end">
            <TextInput label={t('program.feed.address')} value={url} readOnly style={{ flex: 1 }} onFocus={(e) => e.currentTarget.select()} data-testid="calendar-feed-url" />
            <CopyButton value={url}>
              {({ copied, copy }) => (
                <Button variant="light" onClick={copy} leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}>
                  {copied ? t('program.feed.copied') : t('program.feed.copy')}
                </Button>
              )}
            </CopyButton>
          </Group>
          <Group justify="space-between">
            <Button variant="default" leftSection={<IconRefresh size={16} />} onClick={() => renew.mutate()} loading={renew.isPending} data-testid="calendar-feed-renew">
              {t('program.feed.renew')}
            </Button>
            <Button variant="subtle" color="red" leftSection={<IconTrash size={16} />} onClick={() => revoke.mutate()} loading={revoke.isPending} data-testid="calendar-feed-revoke">
              {t('program.feed.revoke')}
            </Button>
          </Group>
        </>
      ) : (
        <>
          <Text size="sm" c="dimmed">{t('program.feed.none')}</Text>
          <Button onClick={() => renew.mutate()} loading={renew.isPending} data-testid="calendar-feed-create">{t('program.feed.create')}</Button>
        </>
      )}
    </Stack>
  );
}

export function openCalendarFeedModal(eventSlug: string): void {
  openAppModal({ id: 'calendar-feed', title: i18n.t('program.feed.title'), children: <CalendarFeed eventSlug={eventSlug} />, size: 'lg' });
}

/** The profile menu's entry that opens it. */
export function CalendarFeedMenuItem({ event }: { event: CurrentEvent }) {
  const { t } = useTranslation();
  return (
    <Menu.Item leftSection={<IconCalendarShare size={18} aria-hidden />} onClick={() => openCalendarFeedModal(event.slug)} data-testid="profile-menu-calendar-feed">
      {t('program.feed.menu')}
    </Menu.Item>
  );
}
