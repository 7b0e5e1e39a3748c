import { optionalTextOf, textOf } from '@/shared/plug-ins/favourite-fields';
import type { FavouriteView } from '@/shared/plug-ins/favourite-views';

/**
 * How an attendee (`user`) favourite looks: the server already applied the privacy rules (Anonymous,
 * alias, hidden fields). Kept here until the attendees feature registers its own view (with its card modal).
 */
export const attendeeFavouriteView: FavouriteView = {
  describe: (item) => ({
    title: `${textOf(item, 'first_name')} ${textOf(item, 'last_name')}`.trim(),
    subtitle: [textOf(item, 'jobtitle'), textOf(item, 'company')].filter(Boolean).join(' · '),
    image: optionalTextOf(item, 'mugshot'),
    userText: true,
  }),
};
