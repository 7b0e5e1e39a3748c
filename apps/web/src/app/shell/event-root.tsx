import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect } from 'react';
import { Outlet, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Center } from '@mantine/core';
import { usePageAnalytics, useAccreditationWarning } from '@/features/analytics';
import { useBrowserCheckNotice } from '@/features/browser-check';
import { eventLoadErrorMessage } from '@/shared/session/event-errors';
import { useCurrentEvent } from '@/shared/session/use-current-event';
import { lastEvent } from '@/shared/session/last-event';
import { signOut, useCurrentUser } from '@/shared/session/session';
import { ApiRequestError } from '@/shared/api/errors';
import { notify } from '@/shared/notify/notify';
import { realtime } from '@/shared/realtime';
import { brandStore } from '@/shared/theme/brand-store';
import { LoadingScreen, PageLoader } from '@/shared/ui/loading-screen';
import { useIsMobile } from '@/shared/ui/layout';
import { ErrorPanel } from '@/shared/ui/page-state';
import { applyEventLanguage } from '@/i18n';
import { EventLayout } from './event-layout';
import { useFullscreenPrompt } from './notices/fullscreen-prompt';
import { useMobileWarning } from './notices/mobile-warning';

/** A refusal that ends the visit (not a network hiccup, which is retried in place). */
function isRefusal(error: unknown): boolean {
  return !(error instanceof ApiRequestError && (error.isNetworkError || (error.status ?? 0) >= 500));
}

/**
 * /{eventSlug}/*: loads the current event for a signed-in person, paints the app with its colours and
 * language, logs the realtime connection in to it and shows its pages inside the shell. When the event
 * refuses the person (spec 1 §4, §8) they are logged out, sent to its entry page and told why.
 */
export function EventRoot() {
  const slug = useParams().eventSlug ?? '';
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const session = useCurrentUser();
  const current = useCurrentEvent();
  const event = current.event;

  const failure =
    current.status === 'failed' && isRefusal(current.error)
      ? current.error
      : session.status === 'failed' && isRefusal(session.error)
        ? session.error
        : null;

  useEffect(() => {
    lastEvent.set(slug);
    realtime.setEventSlug(slug);
    return () => realtime.setEventSlug(null);
  }, [slug]);

  useEffect(() => {
    if (!failure) return;
    const message = eventLoadErrorMessage(failure, t);
    void signOut(queryClient).then(() => {
      void navigate(`/${slug}/enterevent`, { replace: true });
      notify.error(message, { id: 'event-load-failed' });
    });
  }, [failure, navigate, queryClient, slug, t]);

  const color = event?.primary_color ?? null;
  const language = event?.language ?? null;
  useEffect(() => {
    if (!color) return;
    brandStore.set(color);
    return () => brandStore.set(null);
  }, [color]);
  useEffect(() => {
    if (language) void applyEventLanguage(language);
  }, [language]);

  const ready = current.status === 'succeeded' && session.status === 'signed-in';
  usePageAnalytics(slug, ready);
  useBrowserCheckNotice(ready);
  useAccreditationWarning(ready && (event?.accreditation_active ?? false));
  const isMobile = useIsMobile();
  // Phones get no prompt: their browsers hide the address bar themselves.
  useFullscreenPrompt(slug, ready, !isMobile);
  useMobileWarning(slug, ready && (event?.enable_mobile_warning ?? false));

  const transient = current.status === 'failed' ? current.error : session.status === 'failed' ? session.error : null;
  if (transient && !failure) {
    return (
      <Center mih="100dvh" p="md">
        <ErrorPanel
          description={eventLoadErrorMessage(transient, t)}
          onRetry={() => void queryClient.refetchQueries({ predicate: (q) => q.state.status === 'error' })}
        />
      </Center>
    );
  }
  if (!ready || !event) return <LoadingScreen />;
  return (
    <EventLayout event={event} user={session.user}>
      {/* Pages are chunks of their own: the first one shown waits here, inside the shell. */}
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
    </EventLayout>
  );
}
