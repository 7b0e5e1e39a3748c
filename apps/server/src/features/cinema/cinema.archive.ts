import { eq } from 'drizzle-orm';
import { foldForSearch } from '@foyer/domain';
import type { ArchiveCinemaVideo } from '@foyer/contracts';
import { byId, type ArchivePart } from '../../platform/event-archive/parts';
import { cinemaVideos } from './cinema.schema';

/** The cinemas' films, their files and thumbnails in the archive, with their tags (decision 0089). */
export const cinemaArchivePart: ArchivePart<'cinema'> = {
  section: 'cinema',
  async export({ db, eventId, keys, files }) {
    const rows = byId(await db.select().from(cinemaVideos).where(eq(cinemaVideos.eventId, eventId)));
    const out: ArchiveCinemaVideo[] = [];
    for (const v of rows) {
      out.push({
        cinema: keys.key('space', v.cinemaId), title: v.title, description: v.description, kind: v.kind, url: (await files.address(v.url))!,
        thumbnail: await files.address(v.thumbnail), duration_seconds: v.durationSeconds, tags: v.tags, order: v.order,
      });
    }
    return out;
  },
  async import({ db, eventId, ids, files }, list) {
    for (const [i, v] of list.entries()) {
      await db.insert(cinemaVideos).values({
        eventId, cinemaId: ids.get('space', v.cinema, `cinema[${i}].cinema`), title: v.title, searchText: foldForSearch(`${v.title} ${v.description}`),
        description: v.description, kind: v.kind, url: files.url(v.url, `cinema[${i}].url`), thumbnail: files.url(v.thumbnail, `cinema[${i}].thumbnail`),
        durationSeconds: v.duration_seconds, tags: v.tags, order: v.order,
      });
    }
  },
};
