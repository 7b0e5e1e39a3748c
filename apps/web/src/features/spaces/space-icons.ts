import {
  IconBriefcase,
  IconBuildingStore,
  IconMap2,
  IconMovie,
  IconPresentation,
  IconArrowsShuffle,
  IconUsersGroup,
  IconVideo,
  IconLayoutBoard,
  IconWorldWww,
  type Icon,
} from '@tabler/icons-react';
import type { SpaceType } from '@foyer/contracts';

export const spaceIcons: Record<SpaceType, Icon> = {
  map: IconMap2,
  presentation: IconPresentation,
  booth: IconBuildingStore,
  networking: IconUsersGroup,
  cinema: IconMovie,
  jobs: IconBriefcase,
  posters: IconLayoutBoard,
  chat_roulette: IconArrowsShuffle,
  meeting: IconVideo,
  embedded: IconWorldWww,
};
