import type { AppRouteObject } from '@/shared/route-types';
import { lazyNamed } from '@/shared/ui/lazy';

const CallRoomPage = lazyNamed(() => import('./components/call-room-page'), 'CallRoomPage');

/** The call room under /{eventSlug} (spec 1 "Video call room", spec 2 networking and poster call routes). */
export const videocallRoutes: AppRouteObject[] = [
  { path: 'videocall/:roomId', element: <CallRoomPage />, handle: { titleKey: 'videocall.title', fullScreen: true } },
  { path: 'networking/:networkingSlug/videocall/:roomId', element: <CallRoomPage />, handle: { titleKey: 'videocall.title', fullScreen: true } },
  { path: 'posters/:posterSlug/videocall/:roomId', element: <CallRoomPage />, handle: { titleKey: 'videocall.title', fullScreen: true } },
];
