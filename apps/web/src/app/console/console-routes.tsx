import type { AppRouteObject } from '@/shared/route-types';
import { lazyNamed } from '@/shared/ui/lazy';

const BareConsoleRoot = lazyNamed(() => import('./console-root'), 'ConsoleRoot');
const InstancePage = lazyNamed(() => import('./console-pages'), 'ConsoleInstancePage');
const EventIndex = lazyNamed(() => import('./console-pages'), 'ConsoleEventIndex');
const EventPage = lazyNamed(() => import('./console-pages'), 'ConsoleEventPage');

let rootWithSections: typeof BareConsoleRoot | null = null;
/**
 * The console's frame with the features' sections registered as it loads (register-sections.ts); made on
 * first use, so that tests, which register stand-ins of their own, never meet it.
 */
function consoleRootWithSections(): typeof BareConsoleRoot {
  return (rootWithSections ??= lazyNamed(
    () =>
      Promise.all([import('./console-root'), import('./register-sections')]).then(([root, sections]) => {
        // Either is missing only while a stale build reloads the page (app/stale-build.ts).
        if (sections as typeof sections | undefined) sections.registerConsoleSections();
        return root;
      }),
    'ConsoleRoot',
  ));
}

/**
 * The organiser console: `/manage` (the instance's pages) and `/manage/{eventSlug}/{section}`, each section
 * a page a feature registered. Public as routes go: the console signs people in itself, without an event.
 */
export function consoleRoutes(withSections: boolean): AppRouteObject[] {
  const Root = withSections ? consoleRootWithSections() : BareConsoleRoot;
  return [
    {
      path: 'manage',
      element: <Root />,
      handle: { titleKey: 'console.title', isPublic: true },
      children: [
        { index: true, element: <InstancePage /> },
        { path: ':eventSlug', element: <EventIndex /> },
        // A section may have pages below it (`spaces/{id}`, `maps/{mapSlug}`): it reads the rest itself.
        { path: ':eventSlug/:section/*', element: <EventPage /> },
      ],
    },
  ];
}
