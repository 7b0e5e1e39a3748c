import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect } from 'react';
import { Navigate, Outlet, useLocation, useMatches } from 'react-router';
import { useTranslation } from 'react-i18next';
import { limits } from '@foyer/contracts';
import { useEventSlug } from '@/features/session/event-slug';
import { clearPersonalCache, useCurrentUser } from '@/features/session/session';
import { onNetworkFailure } from '@/shared/api/http';
import { tokenStore } from '@/shared/api/tokens';
import { configQuery } from '@/shared/api/config';
import { notify } from '@/shared/notify/notify';
import { setRealtimeReporter } from '@/shared/realtime';
import { modalTransition } from '@/shared/theme/build-theme';
import { LoadingScreen } from '@/shared/ui/loading-screen';
import { initSentry, reportClientError } from './crash-reporting';
import { useDocumentTitle } from './document-title';
import { useRealtimeBridge } from './realtime-bridge';
import classes from './app-root.module.css';
import { deepestHandle, guardRedirect, isPublicRoute } from './route-guard';

/** App-wide effects: 'cant reach server', signed-out cache clearing, crash reporting, the socket bridge. */
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
    setRealtimeReporter((error) => void reportClientError(error));
    queryClient
      .fetchQuery(configQuery)
      .then((config) => initSentry(config))
      .catch((error: unknown) => console.warn('Client configuration could not be loaded', error));
  }, [queryClient]);

  useRealtimeBridge();
}

/**
 * The root route: notifications and modals (inside the router, so their content may link), the
 * document title, and the guard of private routes with the 'website loading' screen.
 */
export function AppRoot() {
  const matches = useMatches();
  const location = useLocation();
  const eventSlug = useEventSlug();
  const session = useCurrentUser();
  useAppEffects();
  useDocumentTitle();

  const isPublic = isPublicRoute(deepestHandle(matches));
  const redirect = guardRedirect({ isPublic, session: session.status, eventSlug });

  let content = <Outlet />;
  if (redirect) content = <Navigate to={redirect} replace state={{ from: location.pathname }} />;
  else if (!isPublic && session.status === 'loading') content = <LoadingScreen />;

  return (
    <ModalsProvider modalProps={{ transitionProps: modalTransition }}>
      <Notifications
        position="top-right"
        autoClose={limits.notificationMs}
        limit={5}
        zIndex={1000}
        containerWidth={400}
        classNames={{ root: classes.notifications }}
      />
      {/* Pages are chunks of their own (routes.tsx): the first visit waits for its page on the loading
          screen it already shows; later navigations are transitions, which keep the old page until then. */}
      <Suspense fallback={<LoadingScreen />}>{content}</Suspense>
    </ModalsProvider>
  );
}
