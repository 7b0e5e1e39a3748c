import type { FavouriteView } from '@/shared/plug-ins/favourite-views';
import { optionalTextOf, textOf } from '@/shared/plug-ins/favourite-fields';

/** A booth in the goodie bag: its logo, name and subtitle, leading to the booth. */
export const boothFavouriteView: FavouriteView = {
  describe: (item, eventSlug) => ({
    title: textOf(item, 'name'),
    subtitle: textOf(item, 'subtitle'),
    image: optionalTextOf(item, 'logo'),
    href: `/${eventSlug}/booths/${encodeURIComponent(textOf(item, 'slug'))}`,
  }),
};

/** A booth document in the goodie bag: its name and booth, opened in a new tab like on the booth page. */
export const boothFileFavouriteView: FavouriteView = {
  describe: (item) => ({
    title: textOf(item, 'name'),
    subtitle: textOf(item, 'booth_name'),
    href: textOf(item, 'url'),
    external: true,
  }),
};
