import type { FavouriteKinds } from '../../platform/favourites';
import type { EventRole } from '../identity';
import { spaceOrganiserRoles } from '../spaces';
import type { PostersRepository } from './posters.repository';

/** The goodie bag kind `poster` (spec 3 "Poster=poster"): posters of spaces the viewer may enter. */
export function registerPosterFavourites(kinds: FavouriteKinds, repo: PostersRepository): void {
  kinds.register({
    kind: 'poster',
    async present(viewer, ids) {
      if (ids.length === 0) return new Map();
      const organiser = spaceOrganiserRoles.includes(viewer.role as EventRole);
      const rows = await repo.byIds(viewer.eventId, ids);
      return new Map(
        rows
          .filter((r) => r.published || organiser)
          .map((r) => [r.id, { id: r.id, title: r.title, author_names: r.authorNames, preview: r.preview, space_slug: r.spaceSlug }]),
      );
    },
  });
}
