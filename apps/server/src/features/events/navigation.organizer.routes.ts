import type { FastifyInstance } from 'fastify';
import { organizerNavigationRoutes } from '@foyer/contracts';
import { registerRoute } from '../../platform/http/register';
import type { OrganizerNavigation } from './navigation.organizer';

const page = <T>(results: T[]) => ({ count: results.length, next: null, previous: null, results });

/** The console's menu (decision 0083): owners and instance administrators. */
export function registerOrganizerNavigationRoutes(app: FastifyInstance, service: OrganizerNavigation): void {
  registerRoute(app, organizerNavigationRoutes.navigation, async (req) => page(await service.read(req.params.eventSlug, req.user.id)));
  registerRoute(app, organizerNavigationRoutes.putNavigation, async (req) => page(await service.replace(req.params.eventSlug, req.user.id, req.body)));
}
