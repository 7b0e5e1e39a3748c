import type { FavouriteMeeting } from '@foyer/contracts';
import type { FavouriteKinds } from '../../platform/favourites';
import type { EventRole } from '../identity';
import { spaceOrganiserRoles } from '../spaces';
import type { MeetingsService } from './meetings.service';

/** The goodie bag's `meeting` kind (the spec's "meeting experts"): a meeting with its hosts, in a space the viewer may enter. */
export function registerMeetingFavourites(kinds: FavouriteKinds, service: MeetingsService): void {
  kinds.register({
    kind: 'meeting',
    async present(viewer, ids) {
      const rows = await service.repo.inEvent(viewer.eventId, ids);
      const organiser = spaceOrganiserRoles.includes(viewer.role as EventRole);
      const shown = await service.present(rows, viewer.userId);
      const spaces = new Map((await service.repo.meetingSpaces(viewer.eventId)).map((s) => [s.id, s]));
      const items = new Map<number, Record<string, unknown>>();
      for (const m of shown) {
        if (!organiser && !spaces.get(m.space.id)?.published) continue;
        const item: FavouriteMeeting = { id: m.id, slug: m.slug, title: m.title, starts_at: m.starts_at, ends_at: m.ends_at, space: m.space, hosts: m.hosts };
        items.set(m.id, item);
      }
      return items;
    },
  });
}
