import { spacePath } from '@foyer/domain';
import type { FavouriteContext, FavouriteView } from '@/shared/plug-ins/favourite-views';
import { optionalTextOf, textOf } from '@/shared/plug-ins/favourite-fields';
import { timeOfDayOptions } from '@/shared/lib/time-format';

/*
 * How the program's kinds look in the goodie bag (decision 0022): sessions (`show`) and group sessions
 * (`session`) with their time, listed by day; speakers (`performer`) with their mugshot.
 */

const timeRange = (start: string, end: string, context: FavouriteContext) => {
  const format = new Intl.DateTimeFormat(context.locale, timeOfDayOptions(context.timeFormat, context.timeZone));
  return start && end ? `${format.format(new Date(start))}–${format.format(new Date(end))}` : '';
};

const objectOf = (item: Record<string, unknown>, field: string): Record<string, unknown> => {
  const value = item[field];
  return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
};

export const programItemFavouriteView: FavouriteView = {
  describe: (item, eventSlug, context) => {
    const space = objectOf(item, 'space');
    const start = textOf(item, 'start_date');
    const type = textOf(space, 'type');
    const published = space.published === true;
    return {
      title: textOf(item, 'name'),
      subtitle: [timeRange(start, textOf(item, 'end_date'), context), textOf(space, 'name')].filter(Boolean).join(' · '),
      startsAt: start || undefined,
      href: published && type ? spacePath(eventSlug, { type: type as never, slug: textOf(space, 'slug') }) : undefined,
      userText: true,
    };
  },
};

export const performerFavouriteView: FavouriteView = {
  describe: (item) => ({
    title: textOf(item, 'name'),
    subtitle: textOf(item, 'descriptive_line'),
    image: optionalTextOf(item, 'mugshot'),
    userText: true,
  }),
};

export const groupSessionFavouriteView: FavouriteView = {
  describe: (item, eventSlug, context) => {
    const call = objectOf(item, 'videocall');
    const start = textOf(item, 'starts_at');
    const description = textOf(item, 'description').replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();
    return {
      title: textOf(call, 'display_name') || description.slice(0, 80),
      subtitle: timeRange(start, textOf(item, 'ends_at'), context),
      startsAt: start || undefined,
      // Its row on All meetings, where it can be joined.
      href: typeof item.id === 'number' ? `/${eventSlug}/allmeetings#group-session-${item.id}` : undefined,
      userText: true,
    };
  },
};
