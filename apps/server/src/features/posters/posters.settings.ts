import type { PosterSpaceSettings } from '@foyer/contracts';
import type { SpaceRow } from '../identity';

/**
 * A poster space's own settings as stored in the space's `settings` (written through the spaces'
 * settings route, help_content cleaned there), with defaults for what was never set.
 */
export function posterSettings(space: Pick<SpaceRow, 'settings'>): PosterSpaceSettings {
  const s = space.settings;
  return {
    enable_messaging: s.enable_messaging === true,
    enable_video: s.enable_video === true,
    help_content: typeof s.help_content === 'string' ? s.help_content : '',
  };
}
