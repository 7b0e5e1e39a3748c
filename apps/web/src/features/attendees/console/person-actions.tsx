import { ActionIcon, Menu } from '@mantine/core';
import { IconCrown, IconDots, IconShieldCheck, IconShieldOff, IconUserMinus } from '@tabler/icons-react';
import type { ConsoleRole, EventMember } from '@foyer/contracts';
import { useTranslation } from 'react-i18next';

interface PersonActionsProps {
  person: EventMember;
  onRoles: (roles: ConsoleRole[]) => void;
  onRemove: () => void;
}

const withRole = (roles: ConsoleRole[], role: ConsoleRole, on: boolean): ConsoleRole[] =>
  on ? [...new Set([...roles, role])] : roles.filter((r) => r !== role);

/** What an owner does to one person: give or take each console role, or take them off the list. */
export function PersonActions({ person, onRoles, onRemove }: PersonActionsProps) {
  const { t } = useTranslation();
  const name = personLabel(person);
  const isOwner = person.roles.includes('owner');
  const isModerator = person.roles.includes('moderator');
  return (
    <Menu position="bottom-end" width={240}>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={t('manage_people.actions_for', { name })} data-testid="person-actions">
          <IconDots size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('manage_people.roles_label')}</Menu.Label>
        <Menu.Item leftSection={<IconCrown size={16} aria-hidden />} onClick={() => onRoles(withRole(person.roles, 'owner', !isOwner))}>
          {t(isOwner ? 'manage_people.take_owner' : 'manage_people.give_owner')}
        </Menu.Item>
        <Menu.Item leftSection={isModerator ? <IconShieldOff size={16} aria-hidden /> : <IconShieldCheck size={16} aria-hidden />} onClick={() => onRoles(withRole(person.roles, 'moderator', !isModerator))}>
          {t(isModerator ? 'manage_people.take_moderator' : 'manage_people.give_moderator')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconUserMinus size={16} aria-hidden />} onClick={onRemove}>
          {t('manage_people.remove.open')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

/** A person by name, or by address when they gave none yet. */
export const personLabel = (person: Pick<EventMember, 'first_name' | 'last_name' | 'email'>): string =>
  [person.first_name, person.last_name].filter(Boolean).join(' ') || person.email;
