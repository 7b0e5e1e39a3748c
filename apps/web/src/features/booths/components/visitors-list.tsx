import { Avatar, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconUserSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyPanel } from '@/shared/ui/page-state';
import { useBoothVisitors } from '../realtime';
import { UserText } from '@/shared/ui/user-text';
import { personName } from '@/shared/ui/person-name';

/** Who is at the booth now, live (staff only). */
export function VisitorsList({ eventSlug, boothId, enabled }: { eventSlug: string; boothId: number; enabled: boolean }) {
  const { t } = useTranslation();
  const visitors = useBoothVisitors(eventSlug, boothId, enabled);
  if (visitors.isPending) return <Stack>{[0, 1, 2].map((i) => <Skeleton key={i} h={40} />)}</Stack>;
  const users = visitors.data ?? [];
  if (users.length === 0) {
    return <EmptyPanel icon={<IconUserSearch size={28} stroke={1.6} />} title={t('booth.visitors.none')} description={t('booth.visitors.none_hint')} />;
  }
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('booth.tabs.visitors')} data-testid="visitors-list">
      {users.map((u) => {
        const name = personName(u);
        return (
          <Group key={u.id} component="li" gap="sm">
            <Avatar src={u.mugshot} alt="" radius="xl" color="brand" name={name} />
            <Text fw={500}><UserText>{name}</UserText></Text>
            {u.do_not_disturb ? <Text size="xs" c="dimmed">{t('booth.visitors.dnd')}</Text> : null}
          </Group>
        );
      })}
    </Stack>
  );
}
