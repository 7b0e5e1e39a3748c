import { embeddedRoutes } from '@foyer/contracts';
import type { Feature } from '../../platform/context';
import { registerRoute } from '../../platform/http/register';
import type { SpacesFace } from '../spaces';
import { EmbeddedService } from './embedded.service';

export { EmbeddedService } from './embedded.service';

/** Embedded spaces (spec 2 "Embedded space", issue 13): a page of another site in a sandboxed frame. */
export function embeddedFeature(spaces: SpacesFace): Feature {
  return {
    name: 'embedded',
    register(app) {
      const service = new EmbeddedService(spaces);
      registerRoute(app, embeddedRoutes.space, (req) => service.space(req.params.eventSlug, req.user.id, req.params.embeddedSlug));
    },
  };
}
