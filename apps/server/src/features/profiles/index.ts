import type { Feature } from '../../platform/context';
import type { Identity } from '../identity';
import { ProfilesService } from './profiles.service';
import { registerProfileRoutes } from './profiles.routes';

/** Profile editing, picture and document uploads, the privacy toggle and do-not-disturb (stored). */
export function profilesFeature(identity: Identity): Feature {
  return {
    name: 'profiles',
    register(app, platform) {
      registerProfileRoutes(app, new ProfilesService(platform, identity));
    },
  };
}
