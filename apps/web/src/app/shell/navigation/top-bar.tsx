import { Skeleton } from '@mantine/core';
import type { CurrentEvent, CurrentUser } from '@foyer/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigation } from '@/shared/session/use-navigation';
import { ConnectionIndicator } from './connection-indicator';
import { DesktopMenus } from './desktop-menus';
import { EventLogo } from './event-logo';
import { useNotificationsOffset } from '@/shared/ui/notifications-offset';
import { ProfileMenu } from './profile-menu';
import { HelpButton, SidebarButtons } from './sidebar-buttons';
import classes from './top-bar.module.css';

/** The desktop top bar (58 px): logo, the event's menus, sidebar icons, help and the profile menu. */
export function TopBar({ event, user }: { event: CurrentEvent; user: CurrentUser | undefined }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  useNotificationsOffset();
  return (
    <header className={classes.bar} data-testid="top-bar">
      <EventLogo event={event} />
      <nav className={classes.menus} aria-label={t('nav.main_menu')}>
        {navigation.isPending ? (
          <>
            <Skeleton height={20} width={90} radius="sm" />
            <Skeleton height={20} width={110} radius="sm" ml="md" />
            <Skeleton height={20} width={80} radius="sm" ml="md" />
          </>
        ) : null}
        {navigation.data ? <DesktopMenus eventSlug={event.slug} groups={navigation.data} /> : null}
      </nav>
      <div className={classes.actions}>
        <ConnectionIndicator />
        <SidebarButtons event={event} />
        <HelpButton event={event} />
        <div className={classes.separator} aria-hidden />
        <ProfileMenu event={event} user={user} />
      </div>
    </header>
  );
}
