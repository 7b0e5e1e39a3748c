import { Navigate, useParams } from 'react-router';
import { noEventSegments } from '@foyer/contracts/constants';
import { appointmentPageRoutes } from '@/features/appointments';
import { attendeeRoutes } from '@/features/attendees';
import { browserCheckRoutes } from '@/features/browser-check';
import { businessCardRoutes } from '@/features/business-cards';
import { devOutboxRoutes } from '@/features/dev-outbox';
import { entryRoutes } from '@/features/entry';
import { goodiebagPageRoutes } from '@/features/goodiebag';
import { meetingPageRoutes } from '@/features/meetings';
import { accountPageRoutes } from '@/features/profiles';
import { mapShortLinkRoutes, spaceRoutes } from '@/features/spaces';
import { videocallRoutes } from '@/features/videocalls';
import { lazyNamed } from '@/shared/ui/lazy';
import { NotFoundPage } from '@/shared/ui/not-found-page';
import type { AppRouteObject } from '@/shared/route-types';
import { AppRoot } from './app-root';
import { consoleRoutes } from './console/console-routes';
import { RouteCrash } from './error-boundary';
import { sessionRoutes } from './shell/session-routes';

// Every page is a chunk of its own, loaded when first shown (AppRoot's Suspense boundary waits for it).
const RootPage = lazyNamed(() => import('./shell/pages/root-page'), 'RootPage');
const BareEventRoot = lazyNamed(() => import('./shell/event-root'), 'EventRoot');
let eventRootWithExtensions: typeof BareEventRoot | null = null;
/**
 * The event shell that fills the features' extension points (space pages, sidebars, footers, favourite
 * views; app/extensions.ts) as it loads: only pages inside an event use them, so the signed-out entry page
 * never downloads them. Made on first use, so that tests, which register stand-ins of their own and
 * preload every lazy component, never meet it.
 */
function eventRootWithFeatures(): typeof BareEventRoot {
  return (eventRootWithExtensions ??= lazyNamed(
    () =>
      Promise.all([import('./shell/event-root'), import('./extensions')]).then(([shell, extensions]) => {
        // Either is missing only while a stale build reloads the page (app/stale-build.ts).
        if (extensions as typeof extensions | undefined) extensions.registerExtensions();
        return shell;
      }),
    'EventRoot',
  ));
}

/** Unknown paths under an event lead to the event home (spec 1 §2). */
function ToEventHome() {
  const { eventSlug } = useParams();
  return <Navigate to={`/${eventSlug ?? ''}`} replace />;
}

const notFound = { titleKey: 'app.routes.not_found', isPublic: true };

/**
 * First segments that never name an event: whatever is not defined under them is a 404, never an event.
 * The console (`manage`) answers every address under it itself.
 */
const reservedFallbacks: AppRouteObject[] = noEventSegments.filter((segment) => segment !== 'manage').map((segment) => ({
  path: `${segment}/*`,
  element: <NotFoundPage />,
  handle: notFound,
}));

interface RouteParts {
  entry: AppRouteObject[];
  devOutbox: AppRouteObject[];
  /**
   * Whether the event shell and the console fill the features' extension points as they load (tests register
   * their own).
   */
  withExtensions?: boolean;
}

/**
 * The whole route tree. Each route has a handle {titleKey, isPublic}; private is the default. The entry
 * and dev-outbox routes come from their features (tests hand in stand-ins).
 */
export function createRoutes({ entry, devOutbox, withExtensions = true }: RouteParts = { entry: entryRoutes, devOutbox: devOutboxRoutes }): AppRouteObject[] {
  const Shell = withExtensions ? eventRootWithFeatures() : BareEventRoot;
  return [
    {
      path: '/',
      element: <AppRoot />,
      errorElement: <RouteCrash />,
      children: [
        { index: true, element: <RootPage />, handle: { titleKey: 'app.routes.root', isPublic: true } },
        ...sessionRoutes,
        ...accountPageRoutes,
        ...browserCheckRoutes,
        ...mapShortLinkRoutes,
        ...devOutbox,
        ...entry,
        ...consoleRoutes(withExtensions),
        ...reservedFallbacks,
        {
          path: ':eventSlug',
          element: <Shell />,
          handle: { titleKey: 'app.routes.event_home', isPublic: false },
          children: [...spaceRoutes, ...businessCardRoutes, ...goodiebagPageRoutes, ...attendeeRoutes, ...appointmentPageRoutes, ...videocallRoutes, ...meetingPageRoutes, { path: '*', element: <ToEventHome />, handle: { titleKey: 'app.routes.event_home' } }],
        },
        { path: '*', element: <NotFoundPage />, handle: notFound },
      ],
    },
  ];
}
