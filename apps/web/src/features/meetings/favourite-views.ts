import type { FavouriteContext, FavouriteView } from '@/shared/plug-ins/favourite-views';
import { textOf } from '@/shared/plug-ins/favourite-fields';
import { timeOfDayOptions } from '@/shared/lib/time-format';

/*
 * Meeting experts (`meeting`) in the goodie bag (decision 0022): the meeting's title, its time and space, its
 * hosts; listed by day; the card opens the meeting's info modal on its space page.
 */

const objectOf = (item: Record<string, unknown>, field: string): Record<string, unknown> => {
  const value = item[field];
  return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
};

const timeRange = (start: string, end: string, context: FavouriteContext) => {
  const format = new Intl.DateTimeFormat(context.locale, timeOfDayOptions(context.timeFormat, context.timeZone));
  return start && end ? `${format.format(new Date(start))}–${format.format(new Date(end))}` : '';
};

export const meetingFavouriteView: FavouriteView = {
  describe: (item, eventSlug, context) => {
    const space = objectOf(item, 'space');
    const start = textOf(item, 'starts_at');
    const hosts = Array.isArray(item.hosts) ? (item.hosts as Array<Record<string, unknown>>) : [];
    const hostNames = hosts.map((h) => `${textOf(h, 'first_name')} ${textOf(h, 'last_name')}`.trim()).filter(Boolean);
    const firstHost = hosts[0];
    const spaceSlug = textOf(space, 'slug');
    const id = item.id;
    return {
      title: textOf(item, 'title'),
      subtitle: [timeRange(start, textOf(item, 'ends_at'), context), textOf(space, 'name'), hostNames.join(', ')].filter(Boolean).join(' · '),
      image: firstHost && typeof firstHost.mugshot === 'string' ? firstHost.mugshot : null,
      startsAt: start || undefined,
      href: spaceSlug && typeof id === 'number' ? `/${eventSlug}/meetings/${spaceSlug}?meetingId=${id}` : undefined,
      userText: true,
    };
  },
};
