import type { FavouriteView } from '@/shared/plug-ins/favourite-views';
import { optionalTextOf, textOf } from '@/shared/plug-ins/favourite-fields';

/** A poster in the goodie bag: its preview, title and authors, leading to it in its poster hall. */
export const posterFavouriteView: FavouriteView = {
  describe: (item, eventSlug) => ({
    title: textOf(item, 'title'),
    subtitle: textOf(item, 'author_names'),
    image: optionalTextOf(item, 'preview'),
    href: `/${eventSlug}/posters/${encodeURIComponent(textOf(item, 'space_slug'))}/?poster=${textOf(item, 'id')}`,
    userText: true,
  }),
};
