import type { AppRouteObject } from '@/shared/route-types';
import { lazyNamed } from '@/shared/ui/lazy';

const ConsoleEntry = lazyNamed(() => import('./console-entry'), 'ConsoleEntry');

/**
 * The organiser console under `/manage` (console-app.tsx reads the rest of the address). Public as routes
 * go: the console signs people in itself, without an event.
 */
export function consoleRoutes(registerSections: boolean): AppRouteObject[] {
  return [{ path: 'manage/*', element: <ConsoleEntry registerSections={registerSections} />, handle: { titleKey: 'console.title', isPublic: true } }];
}
