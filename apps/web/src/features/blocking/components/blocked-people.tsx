import { Avatar, Button, Center, Group, Menu, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconBan, IconUserOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { CurrentEvent } from '@foyer/contracts';
import { useTranslation } from 'react-i18next';
import { i18n } from '@/i18n';
import { openAppModal } from '@/shared/ui/modals';
import { ErrorPanel } from '@/shared/ui/page-state';
import { UserText } from '@/shared/ui/user-text';
import { blockedUsersQuery } from '../api';
import { useBlockToggle } from '../use-block';
import { personName } from '@/shared/ui/person-name';

/** The people I blocked in this event, each with "Unblock"; a designed empty state when there are none. */
export function BlockedPeople({ eventSlug }: { eventSlug: string }) {
  const { t } = useTranslation();
  const list = useQuery(blockedUsersQuery(eventSlug));
  const toggle = useBlockToggle(eventSlug);
  if (list.isPending) {
    return (
      <Stack gap="sm" aria-busy="true" aria-label={t('blocking.loading')}>
        <Skeleton height={40} />
        <Skeleton height={40} />
      </Stack>
    );
  }
  if (list.isError) return <ErrorPanel description={t('blocking.list_error')} onRetry={() => void list.refetch()} />;
  if (list.data.length === 0) {
    return (
      <Center py="lg" data-testid="blocked-people-empty">
        <Stack align="center" gap="xs" maw={320}>
          <ThemeIcon variant="light" color="gray" size={48} radius="xl">
            <IconUserOff size={26} aria-hidden />
          </ThemeIcon>
          <Text fw={600}>{t('blocking.empty_title')}</Text>
          <Text size="sm" c="dimmed" ta="center">{t('blocking.empty_text')}</Text>
        </Stack>
      </Center>
    );
  }
  return (
    <Stack gap="sm" data-testid="blocked-people">
      <Text size="sm" c="dimmed">{t('blocking.list_intro')}</Text>
      <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {list.data.map((p) => {
          const name = personName(p);
          return (
            <Group key={p.id} component="li" justify="space-between" wrap="nowrap" py="xs" data-testid="blocked-person">
              <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
                <Avatar src={p.mugshot} name={name} radius="xl" size={36} color="brand" alt="" />
                <Text fw={600} truncate>
                  <UserText>{name}</UserText>
                </Text>
              </Group>
              <Button size="xs" variant="default" onClick={() => toggle.mutate({ person: p, block: false })} aria-label={t('blocking.unblock_named', { name })}>
                {t('blocking.unblock')}
              </Button>
            </Group>
          );
        })}
      </Stack>
    </Stack>
  );
}

export function openBlockedPeople(eventSlug: string): void {
  openAppModal({ id: 'blocked-people', title: i18n.t('blocking.title'), children: <BlockedPeople eventSlug={eventSlug} /> });
}

/** The profile menu's entry that opens the list. */
export function BlockedPeopleMenuItem({ event }: { event: CurrentEvent }) {
  const { t } = useTranslation();
  return (
    <Menu.Item leftSection={<IconBan size={18} aria-hidden />} onClick={() => openBlockedPeople(event.slug)} data-testid="profile-menu-blocked-people">
      {t('blocking.menu')}
    </Menu.Item>
  );
}
