import { embeddedRoutes, embeddedSpaceDefaults } from '@foyer/contracts';
import type { Feature } from '../../platform/context';
import { registerRoute } from '../../platform/http/register';
import { settingsBackedType, type SpacesFace, type SpaceTypes } from '../spaces';
import { EmbeddedService } from './embedded.service';

export { EmbeddedService } from './embedded.service';

/** Embedded spaces (spec 2 "Embedded space", issue 13): a page of another site in a sandboxed frame. */
export function embeddedFeature(spaces: SpacesFace, spaceTypes: SpaceTypes): Feature {
  return {
    name: 'embedded',
    register(app) {
      spaceTypes.register(settingsBackedType('embedded', embeddedSpaceDefaults));
      const service = new EmbeddedService(spaces);
      registerRoute(app, embeddedRoutes.space, (req) => service.space(req.params.eventSlug, req.user.id, req.params.embeddedSlug));
    },
  };
}
