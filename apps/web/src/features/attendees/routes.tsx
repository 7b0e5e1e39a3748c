import type { AppRouteObject } from '@/shared/route-types';
import { lazyNamed } from '@/shared/ui/lazy';

const AttendeesPage = lazyNamed(() => import('./components/attendees-page'), 'AttendeesPage');

/** Routes under /{eventSlug}: the attendee directory (spec 3 §2, login required). */
export const attendeeRoutes: AppRouteObject[] = [{ path: 'attendees', element: <AttendeesPage />, handle: { titleKey: 'attendees.title' } }];
