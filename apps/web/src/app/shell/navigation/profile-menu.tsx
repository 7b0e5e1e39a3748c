import { Avatar, Group, Menu, Switch, Text, UnstyledButton } from '@mantine/core';
import {
  IconBrowserCheck,
  IconCalendarTime,
  IconChevronDown,
  IconClock,
  IconDownload,
  IconHeart,
  IconLogout,
  IconEye,
  IconMoon,
  IconUserCircle,
  IconUserMinus,
  IconVideo,
} from '@tabler/icons-react';
import type { CurrentEvent, CurrentUser } from '@foyer/contracts';
import { Suspense, useEffect, useState } from 'react';
import { useDebouncedCallback } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { displayName, needsNames, openEditProfileModal } from './modals/edit-profile-modal';
import { goodiebagLabel } from '@/features/goodiebag';
import { downloadMyData, updatePrivacy, updateProfile } from '@/features/profiles';
import { notify } from '@/shared/notify/notify';
import { openBrowserSettingsModal } from './modals/browser-settings-modal';
import { namedPaths } from './paths';
import { browserTimeZone } from './timezone';
import { profileMenuItems } from '@/shared/plug-ins/profile-menu-items';
import { UserText } from '@/shared/ui/user-text';

/** People the forced profile form was opened for in this page's life (it opens once, not on every render). */
const forcedFor = new Set<number>();

/**
 * The on/off look of a checkbox item: the item itself is the control (menuitemcheckbox with aria-checked),
 * so the switch drawn beside it is inert, nothing a screen reader or the keyboard can reach inside it
 * (axe nested-interactive).
 */
function StateSwitch({ checked }: { checked: boolean }) {
  return <Switch checked={checked} readOnly size="sm" wrapperProps={{ inert: true, 'aria-hidden': true }} style={{ pointerEvents: 'none' }} />;
}

interface ProfileMenuProps {
  event: CurrentEvent;
  user: CurrentUser | undefined;
  compact?: boolean;
}

/** The profile dropdown of the top bar (spec 1 §2). */
export function ProfileMenu({ event, user, compact = false }: ProfileMenuProps) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  // Shown at once; stored on the server after the spec's debounce (do-not-disturb 2 s, privacy 500 ms).
  const [doNotDisturb, setDoNotDisturb] = useState(user?.do_not_disturb ?? false);
  const [isPublic, setIsPublic] = useState(event.current_user_is_public);
  const slug = event.slug;
  const saveDoNotDisturb = useDebouncedCallback((value: boolean) => {
    if (!user) return;
    updateProfile(queryClient, user.id, { do_not_disturb: value }, slug).catch(() => {
      setDoNotDisturb(!value);
      notify('error', t('profile.save_failed'));
    });
  }, 2000);
  const savePrivacy = useDebouncedCallback((value: boolean) => {
    updatePrivacy(queryClient, slug, value).catch(() => {
      setIsPublic(!value);
      notify('error', t('profile.save_failed'));
    });
  }, 500);
  const userId = user?.id;
  const missingNames = user ? needsNames(user) : false;
  // After login the profile opens, not dismissable, while a name is missing (spec 3); once per person, so
  // switching between the phone and desktop bars does not open it twice.
  useEffect(() => {
    if (user && missingNames && !forcedFor.has(user.id)) {
      forcedFor.add(user.id);
      openEditProfileModal(t, user, { eventSlug: slug, forced: true });
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per person and name state
  }, [userId, missingNames]);
  const name = user ? displayName(user) : '';
  const tz = browserTimeZone(new Date(), i18n.language);

  // Features' entries are chunks: fetched with the menu button, so the dropdown opens complete.
  useEffect(() => {
    for (const entry of profileMenuItems(event)) void entry.component.preload?.();
  }, [event]);

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
            {/* Out of the menu's accessibility tree: a menu may own only its items (axe aria-required-children). */}
            <Avatar src={user.mugshot} name={name} color="brand" variant="filled" radius="xl" alt="" aria-hidden />
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
        <Menu.Item leftSection={<IconUserCircle size={18} aria-hidden />} onClick={() => user && openEditProfileModal(t, user, { eventSlug: slug })} disabled={!user}>
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
        {profileMenuItems(event).map(({ id, component: Entry }) => (
          <Suspense key={id} fallback={null}>
            <Entry event={event} />
          </Suspense>
        ))}
        <Menu.Item leftSection={<IconBrowserCheck size={18} aria-hidden />} onClick={() => openBrowserSettingsModal(t)}>
          {t('profile.browser_settings')}
        </Menu.Item>
        {user?.id ? (
          <Menu.CheckboxItem
            checked={isPublic}
            onChange={(value) => {
              setIsPublic(value);
              savePrivacy(value);
            }}
            closeMenuOnClick={false}
            checkIcon={<span />}
            styles={{ itemIndicator: { display: 'none' } }}
            rightSection={<StateSwitch checked={isPublic} />}
            data-testid="privacy-item"
          >
            <Group gap={10} wrap="nowrap">
              <IconEye size={18} aria-hidden />
              {t('profile.visible_to_others')}
            </Group>
          </Menu.CheckboxItem>
        ) : null}
        {!event.is_lite && user?.id ? (
          <Menu.CheckboxItem
            checked={doNotDisturb}
            onChange={(value) => {
              setDoNotDisturb(value);
              saveDoNotDisturb(value);
            }}
            closeMenuOnClick={false}
            // The switch on the right shows the state; no extra check mark on the left.
            checkIcon={<span />}
            styles={{ itemIndicator: { display: 'none' } }}
            rightSection={<StateSwitch checked={doNotDisturb} />}
            data-testid="dnd-item"
          >
            <Group gap={10} wrap="nowrap">
              <IconMoon size={18} aria-hidden />
              {t('profile.do_not_disturb')}
            </Group>
          </Menu.CheckboxItem>
        ) : null}
        <Menu.Divider />
        {user?.id ? (
          <Menu.Item
            leftSection={<IconDownload size={18} aria-hidden />}
            onClick={() => {
              notify('info', t('profile.download_data_started'));
              downloadMyData().catch(() => notify('error', t('profile.download_data_failed')));
            }}
            data-testid="download-my-data"
          >
            {t('profile.download_data')}
          </Menu.Item>
        ) : null}
        <Menu.Item component={Link} to={namedPaths.removeUserData(slug)} leftSection={<IconUserMinus size={18} aria-hidden />}>
          {t('profile.remove_account')}
        </Menu.Item>
        <Menu.Item component={Link} to={namedPaths.logout()} color="red.9" leftSection={<IconLogout size={18} aria-hidden />}>
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
