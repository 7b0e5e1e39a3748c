import { useNotifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect } from 'react';
import { Navigate, Outlet, useLocation, useMatches } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useEventSlug } from '@/shared/session/event-slug';
import { clearPersonalCache, useCurrentUser, useTokens } from '@/shared/session/session';
import { onNetworkFailure } from '@/shared/api/http';
import { tokenStore } from '@/shared/api/tokens';
import { configQuery } from '@/shared/api/config';
import { notify } from '@/shared/notify/notify';
import { lazyNamed, useOnceTrue } from '@/shared/ui/lazy';
import { LoadingScreen } from '@/shared/ui/loading-screen';
import { initSentry } from '@/shared/crash-reporting';
import { useDocumentTitle } from './document-title';
import { deepestHandle, guardRedirect, isPublicRoute } from './route-guard';

// Chunks of their own, mounted when needed, so the signed-out first visit fetches none of them: the socket
// bridge (every feature's realtime binding and the contracts' schemas) and the modal host (Mantine's Modal
// with ScrollArea and Floating UI) while signed in, the notification stack with its first notification.
const RealtimeBridge = lazyNamed(() => import('./realtime-bridge'), 'RealtimeBridge');
const ModalsHost = lazyNamed(() => import('./modals-host'), 'ModalsHost');
const NotificationsHost = lazyNamed(() => import('./notifications-host'), 'NotificationsHost', { firstVisit: true });

/** App-wide effects: 'cant reach server', signed-out cache clearing, crash reporting. */
function useAppEffects(): void {
  const { t } = useTranslation();
  const queryClient = useQueryClient();

  useEffect(
    () => onNetworkFailure(() => notify.error(t('common.cant_reach_server'), { id: 'cant-reach-server' })),
    [t],
  );

  useEffect(
    () =>
      tokenStore.subscribe((tokens) => {
        if (!tokens) clearPersonalCache(queryClient);
      }),
    [queryClient],
  );

  useEffect(() => {
    queryClient
      .fetchQuery(configQuery)
      .then((config) => initSentry(config))
      .catch((error: unknown) => console.warn('Client configuration could not be loaded', error));
  }, [queryClient]);
}

/**
 * The root route: notifications, modals and the socket bridge (inside the router, so their content may
 * link), the document title, and the guard of private routes with the 'website loading' screen.
 */
export function AppRoot() {
  const matches = useMatches();
  const location = useLocation();
  const eventSlug = useEventSlug();
  const session = useCurrentUser();
  const signedIn = useTokens() !== null;
  const notificationsShown = useOnceTrue(useNotifications().notifications.length > 0);
  useAppEffects();
  useDocumentTitle();

  const isPublic = isPublicRoute(deepestHandle(matches));
  const redirect = guardRedirect({ isPublic, session: session.status, eventSlug });

  let content = <Outlet />;
  if (redirect) content = <Navigate to={redirect} replace state={{ from: location.pathname }} />;
  else if (!isPublic && session.status === 'loading') content = <LoadingScreen />;

  return (
    <>
      {signedIn ? (
        <Suspense fallback={null}>
          <RealtimeBridge />
          <ModalsHost />
        </Suspense>
      ) : null}
      {notificationsShown ? (
        <Suspense fallback={null}>
          <NotificationsHost />
        </Suspense>
      ) : null}
      {/* Pages are chunks of their own (routes.tsx): the first visit waits for its page on the loading
          screen it already shows; later navigations are transitions, which keep the old page until then. */}
      <Suspense fallback={<LoadingScreen />}>{content}</Suspense>
    </>
  );
}
