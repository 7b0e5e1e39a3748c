import type { AppRouteObject } from '@/shared/route-types';
import { lazyNamed } from '@/shared/ui/lazy';

const AppointmentsPage = lazyNamed(() => import('./components/appointments-page'), 'AppointmentsPage');

/** Routes under /{eventSlug}: Manage my appointments (spec 2 §2, login required). */
export const appointmentPageRoutes: AppRouteObject[] = [{ path: 'appointments', element: <AppointmentsPage />, handle: { titleKey: 'appointments.title' } }];
