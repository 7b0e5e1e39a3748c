import type { FavouriteView } from '@/features/goodiebag/registry';
import { optionalTextOf, textOf } from '@/features/goodiebag/item-fields';

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
