import { Alert, Avatar, Button, Group, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconInfoCircle } from '@tabler/icons-react';
import type { CurrentUser } from '@foyer/contracts';
import { Fragment } from 'react';
import type { TFunction } from 'i18next';
import { UserText } from '@/shared/ui/user-text';

export function displayName(user: Pick<CurrentUser, 'first_name' | 'last_name' | 'email'>): string {
  const name = `${user.first_name} ${user.last_name}`.trim();
  return name || user.email;
}

function EditProfile({ user, t }: { user: CurrentUser; t: TFunction }) {
  return (
    <Stack gap="lg">
      <Group gap="md" wrap="nowrap">
        <Avatar src={user.mugshot} size={64} radius="xl" color="brand" variant="filled" name={displayName(user)} alt="" />
        <div style={{ minWidth: 0 }}>
          <Text fw={650} size="lg" truncate>
            <UserText>{displayName(user)}</UserText>
          </Text>
          {user.jobtitle || user.company ? (
            <Text c="dimmed" size="sm" truncate>
              {[user.jobtitle, user.company].filter(Boolean).map((part, i) => (
                <Fragment key={i}>
                  {i > 0 ? ' · ' : null}
                  <UserText>{part}</UserText>
                </Fragment>
              ))}
            </Text>
          ) : null}
          <Text c="dimmed" size="sm" truncate>
            {user.email}
          </Text>
        </div>
      </Group>
      <Alert variant="light" icon={<IconInfoCircle size={18} aria-hidden />} title={t('profile.edit_note_title')}>
        {t('profile.edit_note')}
      </Alert>
      <Group justify="flex-end">
        <Button onClick={() => modals.close('edit-profile')}>{t('common.close')}</Button>
      </Group>
    </Stack>
  );
}

/** Edit profile: the person's card as others see it; the editor itself arrives with the profiles feature. */
export function openEditProfileModal(t: TFunction, user: CurrentUser): void {
  modals.open({ modalId: 'edit-profile', title: t('profile.edit_profile'), size: 'md', children: <EditProfile user={user} t={t} /> });
}
