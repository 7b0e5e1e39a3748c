import { XMLBuilder } from 'fast-xml-parser';
import ical from 'ical-generator';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import { wallClockIn } from '@foyer/domain';
import { icalZone, plain } from '../calendar-feed';
import { conferenceHead, scheduleVersion, type ProgramDocument } from './export';

/** frab's schedule XML (days, rooms, events), as pretalx and frab write it and the import reads it. */
export function frabXml(doc: ProgramDocument): string {
  const { event } = doc;
  const schedule = {
    '?xml': { '@version': '1.0', '@encoding': 'UTF-8' },
    schedule: {
      generator: { '@name': doc.appTitle },
      version: scheduleVersion(doc),
      conference: (({ daysCount, ...head }) => ({ ...head, days: daysCount }))(conferenceHead(doc)),
      day: doc.days.map((day, index) => ({
        '@index': index + 1,
        '@date': day.date,
        '@start': day.start,
        '@end': day.end,
        room: doc.rooms
          .map((room) => ({ room, items: doc.items.filter((i) => i.day === day.date && i.space.id === room.space.id) }))
          .filter(({ items }) => items.length > 0)
          .map(({ room, items }) => ({
            '@name': room.space.name,
            '@guid': room.guid,
            event: items.map((item) => ({
              '@guid': item.guid,
              '@id': item.row.id,
              date: item.date,
              start: item.start,
              duration: item.duration,
              room: item.space.name,
              slug: item.slug,
              title: item.row.name,
              subtitle: item.row.subtitle,
              track: item.track ?? '',
              type: item.type,
              language: event.language.slice(0, 2),
              abstract: item.abstract,
              description: '',
              persons: { person: item.performers.map((p) => ({ '@guid': p.guid, '#text': p.name })) },
              links: { link: item.row.links.map((l) => ({ '@href': l.url, '#text': l.title })) },
            })),
          })),
      })),
    },
  };
  const builder = new XMLBuilder({ ignoreAttributes: false, attributeNamePrefix: '@', format: true, suppressEmptyNode: true });
  return builder.build(schedule) as string;
}

/** The whole program as iCalendar; an item keeps the UID of the personal calendar feed. */
export function icalendar(doc: ProgramDocument, now: Date): string {
  const zone = icalZone(doc.event.timezone);
  const host = new URL(doc.publicUrl).host;
  const cal = ical({
    name: `${doc.event.name} (${doc.appTitle})`,
    prodId: { company: doc.appTitle, product: 'program', language: 'EN' },
    timezone: { name: null, generator: getVtimezoneComponent },
    x: [{ key: 'X-WR-TIMEZONE', value: zone }],
  });
  for (const item of doc.items) {
    cal.createEvent({
      id: `show-${item.row.id}@${host}`,
      sequence: item.row.sequence,
      stamp: item.row.updatedAt ?? now,
      start: wallClockIn(item.row.startDate, zone),
      end: wallClockIn(item.row.endDate, zone),
      timezone: zone,
      summary: item.row.name,
      description: [item.row.subtitle, item.performers.map((p) => p.name).join(', '), plain(item.row.description)].filter(Boolean).join('\n\n'),
      location: item.space.name,
      categories: item.tags.map((t) => ({ name: t.text })),
      url: `${doc.publicUrl}/${encodeURIComponent(doc.event.slug)}/program?item=${item.row.id}`,
    });
  }
  return cal.toString();
}
