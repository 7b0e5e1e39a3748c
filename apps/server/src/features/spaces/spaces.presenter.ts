import type { Space, UpdatedPublishedSpace } from '@foyer/contracts';
import type { SpaceRow } from '../identity';

export function presentSpace(space: SpaceRow): Space {
  return { id: space.id, type: space.type, slug: space.slug, name: space.name, published: space.published };
}

export function presentPublishedChange(space: SpaceRow): UpdatedPublishedSpace {
  return { id: space.id, type: space.type, slug: space.slug, published: space.published };
}
