import { useMediaQuery } from '@mantine/hooks';
import type { CurrentEvent, CurrentUser } from '@foyer/contracts';
import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import type { RouteHandle } from '@/shared/route-types';
import { MobileTopBar } from './navigation/mobile-top-bar';
import { SidebarHost } from './sidebars/sidebar-host';
import { sidebarPanelFor } from '@/shared/plug-ins/sidebar-panels';
import { useSidebars } from '@/shared/plug-ins/sidebars';
import { TopBar } from './navigation/top-bar';
import { PrivateChatHost } from '@/features/private-chat';
import { layout, useIsMobile } from '@/shared/ui/layout';
import classes from './event-layout.module.css';
import { eventFooters } from '@/shared/plug-ins/event-footers';
import { eventOverlays } from '@/shared/plug-ins/event-overlays';

/** Whether the page shown fills the screen (its route's `handle.fullScreen`): bottom panels stay away from it. */
export function useFullScreenRoute(): boolean {
  return useMatches().some((match) => (match.handle as RouteHandle | undefined)?.fullScreen === true);
}

/** An event page: the top bar (desktop or mobile), the page and the sidebar, which pushes it aside. */
export function EventLayout({ event, user, children }: { event: CurrentEvent; user: CurrentUser | undefined; children: ReactNode }) {
  const { t } = useTranslation();
  const isMobile = useIsMobile();
  const narrow = useMediaQuery(`(max-width: ${layout.narrowDesktopBelow - 1}px)`);
  const { open, expanded } = useSidebars();
  const fullScreen = useFullScreenRoute();
  const ownWidth = open ? sidebarPanelFor(open)?.width : undefined;
  const push = open && !isMobile ? (expanded ? layout.sidebarWidthExpanded : (ownWidth ?? (narrow ? layout.sidebarWidthNarrow : layout.sidebarWidth))) : 0;
  return (
    <div className={classes.page}>
      <a href="#main" className={classes.skip}>
        {t('shell.skip_to_content')}
      </a>
      {isMobile ? <MobileTopBar event={event} user={user} /> : <TopBar event={event} user={user} />}
      <main id="main" tabIndex={-1} className={classes.main} style={{ marginRight: push }}>
        {children}
      </main>
      {/* Bottom panels of features (the timetable), left of the open sidebar; each a chunk of its own. None over a full-screen page. */}
      {fullScreen ? null : (
        <div className={classes.footers} style={{ right: push }} data-testid="event-footers">
          <Suspense fallback={null}>
            {eventFooters().map(({ component: Footer }, i) => (
              <Footer key={i} event={event} user={user} />
            ))}
          </Suspense>
        </div>
      )}
      {/* Event-wide offers of features (the chat roulette's), on every page; each a chunk of its own. */}
      <Suspense fallback={null}>
        {eventOverlays().map(({ component: Overlay }, i) => (
          <Overlay key={i} event={event} user={user} />
        ))}
      </Suspense>
      <SidebarHost eventSlug={event.slug} />
      <PrivateChatHost eventSlug={event.slug} />
    </div>
  );
}
