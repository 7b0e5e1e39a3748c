import type { SpaceType } from '@foyer/contracts';
import type { AppRouteObject } from '@/shared/route-types';
import { lazyNamed } from '@/shared/ui/lazy';

// Pages of the signed-in shell: chunks of their own, so the signed-out entry page never downloads them.
const EventHome = lazyNamed(() => import('./event-home'), 'EventHome');
const SpaceRoutePage = lazyNamed(() => import('./space-route-page'), 'SpaceRoutePage');
const MapShortLink = lazyNamed(() => import('./map-short-link'), 'MapShortLink');

/** Addresses of the space-to-path mapping (spec 2), relative to /{eventSlug}. */
/** `fullScreen`: the space's page fills the screen, so the shell's bottom panels (the timetable) stay away. */
const spaceAddresses: Array<{ path: string; type: SpaceType; param: string; titleKey: string; fullScreen?: boolean }> = [
  { path: 'map/:mapSlug', type: 'map', param: 'mapSlug', titleKey: 'shell.space_types.map' },
  { path: 'map/:mapSlug/booth/:boothSlug', type: 'booth', param: 'boothSlug', titleKey: 'shell.space_types.booth' },
  { path: 'booths/:boothSlug', type: 'booth', param: 'boothSlug', titleKey: 'shell.space_types.booth' },
  { path: 'presentation/:presentationSlug', type: 'presentation', param: 'presentationSlug', titleKey: 'shell.space_types.presentation' },
  { path: 'networking/:networkingSlug', type: 'networking', param: 'networkingSlug', titleKey: 'shell.space_types.networking', fullScreen: true },
  { path: 'cinema/:cinemaSlug', type: 'cinema', param: 'cinemaSlug', titleKey: 'shell.space_types.cinema' },
  { path: 'jobs/:jobsSlug', type: 'jobs', param: 'jobsSlug', titleKey: 'shell.space_types.jobs' },
  { path: 'meetings/:meetingSlug', type: 'meeting', param: 'meetingSlug', titleKey: 'shell.space_types.meeting' },
  { path: 'chatroulette/:chatRouletteSlug', type: 'chat_roulette', param: 'chatRouletteSlug', titleKey: 'shell.space_types.chat_roulette', fullScreen: true },
  { path: 'posters/:posterSlug', type: 'posters', param: 'posterSlug', titleKey: 'shell.space_types.posters' },
  { path: 'embedded/:embeddedSlug', type: 'embedded', param: 'embeddedSlug', titleKey: 'embedded.title', fullScreen: true },
];

/** Children of /{eventSlug}: the event home and one route per space address. */
export const spaceRoutes: AppRouteObject[] = [
  { index: true, element: <EventHome />, handle: { titleKey: 'app.routes.event_home', titleFromEvent: true } },
  ...spaceAddresses.map(({ path, type, param, titleKey, fullScreen }) => ({
    path,
    element: <SpaceRoutePage type={type} param={param} />,
    handle: { titleKey, ...(fullScreen ? { fullScreen } : {}) },
  })),
];

/** /map/{mapSlug}: a map's short address, outside any event (public); it leads to the map in its event. */
export const mapShortLinkRoutes: AppRouteObject[] = [
  { path: 'map/:mapSlug', element: <MapShortLink />, handle: { titleKey: 'shell.space_types.map', isPublic: true } },
];
