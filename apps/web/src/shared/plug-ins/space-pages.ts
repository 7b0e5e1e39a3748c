import type { ComponentType } from 'react';
import type { SpaceType } from '@foyer/contracts';

/** What a space page receives: the event and the space's slug from the address. */
export interface SpacePageProps {
  eventSlug: string;
  spaceSlug: string;
}

const pages = new Map<SpaceType, ComponentType<SpacePageProps>>();

/**
 * Space pages by type. A feature's page (map, booth, …) is registered once at start (its plug-ins.ts);
 * until a type has one, its addresses show the space's welcome card and the event home shows the lobby.
 */
export function registerSpacePage(type: SpaceType, page: ComponentType<SpacePageProps>): void {
  pages.set(type, page);
}

export function spacePageFor(type: SpaceType): ComponentType<SpacePageProps> | undefined {
  return pages.get(type);
}
