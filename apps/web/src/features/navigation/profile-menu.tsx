import { Avatar, Group, Menu, Switch, Text, UnstyledButton } from '@mantine/core';
import {
  IconBrowserCheck,
  IconCalendarTime,
  IconChevronDown,
  IconClock,
  IconHeart,
  IconLogout,
  IconMoon,
  IconUserCircle,
  IconUserMinus,
  IconVideo,
} from '@tabler/icons-react';
import type { CurrentEvent, CurrentUser } from '@foyer/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { displayName, openEditProfileModal } from './modals/edit-profile-modal';
import { openBrowserSettingsModal } from './modals/browser-settings-modal';
import { namedPaths } from './paths';
import { browserTimeZone } from './timezone';
import { UserText } from '@/shared/ui/user-text';

const DEFAULT_GOODIEBAG = 'Favorites';

/** The goodie bag's label: the event's own name for it, or the translated default. */
export function goodiebagLabel(name: string, t: (key: string) => string): string {
  return !name.trim() || name.trim() === DEFAULT_GOODIEBAG ? t('profile.goodiebag_default') : name;
}

interface ProfileMenuProps {
  event: CurrentEvent;
  user: CurrentUser | undefined;
  compact?: boolean;
}

/** The profile dropdown of the top bar (spec 1 §2). */
export function ProfileMenu({ event, user, compact = false }: ProfileMenuProps) {
  const { t, i18n } = useTranslation();
  // Kept locally: the profile update call is not part of the contracts yet (docs/decisions).
  const [doNotDisturb, setDoNotDisturb] = useState(user?.do_not_disturb ?? false);
  const name = user ? displayName(user) : '';
  const tz = browserTimeZone(new Date(), i18n.language);
  const slug = event.slug;

  return (
    <Menu position="bottom-end" width={290} withinPortal>
      <Menu.Target>
        <UnstyledButton
          aria-label={t('profile.menu_label', { name })}
          data-testid="profile-menu-button"
          style={{ borderRadius: 'var(--mantine-radius-xl)', padding: compact ? 2 : '3px 8px 3px 3px' }}
        >
          <Group gap={6} wrap="nowrap">
            <Avatar src={user?.mugshot} name={name} color="brand" variant="filled" radius="xl" size={compact ? 34 : 36} alt="" />
            {!compact ? <IconChevronDown size={14} color="var(--mantine-color-gray-6)" aria-hidden /> : null}
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown data-testid="profile-menu">
        {user ? (
          <Group gap="sm" px="sm" py={8} wrap="nowrap">
            <Avatar src={user.mugshot} name={name} color="brand" variant="filled" radius="xl" alt="" />
            <div style={{ minWidth: 0 }}>
              <Text fw={600} size="sm" truncate>
                <UserText>{name}</UserText>
              </Text>
              <Text c="dimmed" size="xs" truncate>
                <UserText>{user.email}</UserText>
              </Text>
            </div>
          </Group>
        ) : null}
        <Menu.Divider />
        <Menu.Item leftSection={<IconUserCircle size={18} aria-hidden />} onClick={() => user && openEditProfileModal(t, user)} disabled={!user}>
          {t('profile.edit_profile')}
        </Menu.Item>
        {event.enable_meeting_scheduling ? (
          <Menu.Item component={Link} to={namedPaths.appointments(slug)} leftSection={<IconCalendarTime size={18} aria-hidden />}>
            {t('profile.manage_appointments')}
          </Menu.Item>
        ) : null}
        {event.enable_group_sessions ? (
          <Menu.Item component={Link} to={namedPaths.allMeetings(slug)} leftSection={<IconVideo size={18} aria-hidden />}>
            {t('profile.my_meetings')}
          </Menu.Item>
        ) : null}
        <Menu.Item component={Link} to={namedPaths.goodiebag(slug)} leftSection={<IconHeart size={18} aria-hidden />}>
          {goodiebagLabel(event.goodiebag_name, t)}
        </Menu.Item>
        <Menu.Item leftSection={<IconBrowserCheck size={18} aria-hidden />} onClick={() => openBrowserSettingsModal(t)}>
          {t('profile.browser_settings')}
        </Menu.Item>
        {!event.is_lite && user?.id ? (
          <Menu.CheckboxItem
            checked={doNotDisturb}
            onChange={setDoNotDisturb}
            closeMenuOnClick={false}
            // The switch on the right shows the state; no extra check mark on the left.
            checkIcon={<span />}
            styles={{ itemIndicator: { display: 'none' } }}
            rightSection={<Switch checked={doNotDisturb} readOnly tabIndex={-1} aria-hidden size="sm" style={{ pointerEvents: 'none' }} />}
            data-testid="dnd-item"
          >
            <Group gap={10} wrap="nowrap">
              <IconMoon size={18} aria-hidden />
              {t('profile.do_not_disturb')}
            </Group>
          </Menu.CheckboxItem>
        ) : null}
        <Menu.Divider />
        <Menu.Item component={Link} to={namedPaths.removeUserData(slug)} leftSection={<IconUserMinus size={18} aria-hidden />}>
          {t('profile.remove_account')}
        </Menu.Item>
        <Menu.Item component={Link} to={namedPaths.logout()} color="red" leftSection={<IconLogout size={18} aria-hidden />}>
          {t('profile.sign_out')}
        </Menu.Item>
        <Menu.Divider />
        <Group gap={6} px="sm" py={6} wrap="nowrap" c="dimmed">
          <IconClock size={14} aria-hidden />
          <Text size="xs" c="dimmed" data-testid="timezone-info">
            {t('profile.timezone_info', { zone: tz.zone.replace(/_/g, ' '), offset: tz.offset })}
          </Text>
        </Group>
      </Menu.Dropdown>
    </Menu>
  );
}
