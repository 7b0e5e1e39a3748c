import {
  IconBuildingStore,
  IconCalendarEvent,
  IconFileText,
  IconMicrophone,
  IconPresentation,
  IconUserStar,
  IconUsers,
  IconUsersGroup,
} from '@tabler/icons-react';
import type { FavouriteKind } from '@foyer/contracts';

const icons = {
  file: IconFileText,
  performer: IconMicrophone,
  show: IconCalendarEvent,
  user: IconUsers,
  booth: IconBuildingStore,
  poster: IconPresentation,
  meeting: IconUserStar,
  session: IconUsersGroup,
} satisfies Record<FavouriteKind, unknown>;

export function CategoryIcon({ kind, size = 18 }: { kind: FavouriteKind; size?: number }) {
  const Icon = icons[kind];
  return <Icon size={size} stroke={1.7} aria-hidden />;
}
