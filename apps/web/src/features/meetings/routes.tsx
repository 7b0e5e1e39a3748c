import type { AppRouteObject } from '@/shared/route-types';
import { lazyNamed } from '@/shared/ui/lazy';

const MeetingRoomPage = lazyNamed(() => import('./components/meeting-room-page'), 'MeetingRoomPage');
const AllMeetingsPage = lazyNamed(() => import('./components/all-meetings-page'), 'AllMeetingsPage');

/** The meeting room and All meetings under /{eventSlug} (spec 2); the meeting space is a space page (plug-ins.ts). */
export const meetingPageRoutes: AppRouteObject[] = [
  { path: 'meetings/:meetingSlug/:meetingRoomSlug', element: <MeetingRoomPage />, handle: { titleKey: 'meetings.room.page_title', fullScreen: true } },
  { path: 'allmeetings', element: <AllMeetingsPage />, handle: { titleKey: 'meetings.all.title' } },
];
