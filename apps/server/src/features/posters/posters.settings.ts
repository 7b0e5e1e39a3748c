import type { SpaceRow } from '../events';

/** A poster space's own settings, kept in the space's `settings` (help_content sanitised when stored). */
export interface PosterSettings {
  enable_messaging: boolean;
  enable_video: boolean;
  help_content: string;
}

export function posterSettings(space: Pick<SpaceRow, 'settings'>): PosterSettings {
  const s = space.settings;
  return {
    enable_messaging: s.enable_messaging === true,
    enable_video: s.enable_video === true,
    help_content: typeof s.help_content === 'string' ? s.help_content : '',
  };
}
