import { ActionIcon, Badge, Burger, Divider, Drawer, Group, Indicator, NavLink, ScrollArea, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconHelpCircle, IconX } from '@tabler/icons-react';
import type { CurrentEvent, CurrentUser } from '@foyer/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigation } from '@/shared/session/use-navigation';
import { formatUnread, useUnreadTotal } from '@/features/private-chat';
import { useAttendeeListOpen } from '@/features/attendees';
import { layout } from '@/shared/ui/layout';
import { ConnectionIndicator } from './connection-indicator';
import { DrawerMenus } from './drawer-menus';
import { EventLogo } from './event-logo';
import { openHelpModal } from '@/shared/ui/help-modal';
import { useNotificationsOffset } from '@/shared/ui/notifications-offset';
import { ProfileMenu } from './profile-menu';
import { availableSidebars, sidebarMeta } from '../sidebars/sidebar-meta';
import { sidebars, useSidebars } from '@/shared/plug-ins/sidebars';
import classes from './top-bar.module.css';

/**
 * The mobile top bar and its left drawer (width min(80vw, 350px)): the event's menus, then the
 * performer, calendar, attendee and message entries.
 */
export function MobileTopBar({ event, user }: { event: CurrentEvent; user: CurrentUser | undefined }) {
  const { t } = useTranslation();
  const [opened, { open, close }] = useDisclosure(false);
  const navigation = useNavigation();
  const { open: openSidebar } = useSidebars();
  const unread = useUnreadTotal(event.slug);
  const attendeesOpen = useAttendeeListOpen(event);
  useNotificationsOffset();

  return (
    <>
      <header className={classes.bar} data-testid="mobile-top-bar" style={{ gap: 8, paddingInline: 8 }}>
        <Indicator disabled={unread === 0} label={formatUnread(unread)} size={16} offset={4} color="red" inline data-testid="drawer-toggle-unread">
          <Burger opened={opened} onClick={open} aria-label={t('nav.open_menu')} aria-expanded={opened} size="sm" data-testid="drawer-toggle" />
        </Indicator>
        <Group justify="center" style={{ flex: 1, minWidth: 0 }}>
          <EventLogo event={event} height={32} />
        </Group>
        <ConnectionIndicator compact />
        <ProfileMenu event={event} user={user} compact />
      </header>
      <Drawer.Root opened={opened} onClose={close} position="left" size={layout.drawerWidth} scrollAreaComponent={ScrollArea.Autosize}>
        <Drawer.Overlay />
        <Drawer.Content aria-label={t('nav.menu')} data-testid="mobile-drawer">
          <Drawer.Body p={0}>
            <Group justify="space-between" px="md" h={layout.topBarHeight} style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }} wrap="nowrap">
              <EventLogo event={event} height={32} />
              <ActionIcon variant="subtle" color="gray" aria-label={t('nav.close_menu')} onClick={close}>
                <IconX size={20} />
              </ActionIcon>
            </Group>
            <Stack gap={0} p="xs" component="nav" aria-label={t('nav.main_menu')}>
              <DrawerMenus eventSlug={event.slug} groups={navigation.data} pending={navigation.isPending} onNavigate={close} />
              <Divider my="xs" />
              {availableSidebars(event, attendeesOpen).map((id) => {
                const { icon: Icon, labelKey } = sidebarMeta[id];
                return (
                  <NavLink
                    key={id}
                    component="button"
                    label={t(labelKey)}
                    active={openSidebar === id}
                    leftSection={<Icon size={18} aria-hidden />}
                    rightSection={
                      id === 'messages' && unread > 0 ? (
                        <Badge size="sm" color="red" aria-label={t('private_chat.unread', { count: unread })} data-testid="drawer-messages-unread">
                          {formatUnread(unread)}
                        </Badge>
                      ) : undefined
                    }
                    data-testid={`drawer-${id}`}
                    onClick={() => {
                      sidebars.open(id);
                      close();
                    }}
                  />
                );
              })}
              {event.help_content.trim() ? (
                <NavLink
                  component="button"
                  label={t('nav.help')}
                  leftSection={<IconHelpCircle size={18} aria-hidden />}
                  onClick={() => {
                    close();
                    openHelpModal(t, event.help_content);
                  }}
                />
              ) : null}
            </Stack>
          </Drawer.Body>
        </Drawer.Content>
      </Drawer.Root>
    </>
  );
}
