import type { RouteObject } from 'react-router';

/**
 * What every route declares (spec 1 §2): a title key for '{route title} | {app title}' and whether it is
 * public. Private routes need a signed-in person: outside an event they send to /, inside to enterevent.
 */
export interface RouteHandle {
  /** i18n key of the route title. */
  titleKey: string;
  isPublic?: boolean;
  /** Use the current event's name as the route title once it is loaded (the event home). */
  titleFromEvent?: boolean;
  /** The page fills the screen (a call room, the networking map, the embedded space): the shell draws no bottom panels over it. */
  fullScreen?: boolean;
}

export type AppRouteObject = RouteObject & { handle?: RouteHandle; children?: AppRouteObject[] };
