import { eq } from 'drizzle-orm';
import { foldForSearch } from '@foyer/domain';
import type { ArchivePoster } from '@foyer/contracts';
import { byId, type ArchivePart } from '../../platform/event-archive/parts';
import { posters } from './posters.schema';

/** The poster halls' posters: PDF and preview in the archive, the author with the people (decision 0089). */
export const postersArchivePart: ArchivePart<'posters'> = {
  section: 'posters',
  async export({ db, eventId, keys, files }) {
    const rows = byId(await db.select().from(posters).where(eq(posters.eventId, eventId)));
    const out: ArchivePoster[] = [];
    for (const p of rows) {
      out.push({
        space: keys.key('space', p.spaceId), title: p.title, author: keys.ref('person', p.authorId), author_names: p.authorNames,
        pdf: await files.address(p.pdf), preview: await files.address(p.preview), video_url: p.videoUrl, order: p.order,
      });
    }
    return out;
  },
  async import({ db, eventId, ids, files }, list) {
    for (const [i, p] of list.entries()) {
      await db.insert(posters).values({
        eventId, spaceId: ids.get('space', p.space, `posters[${i}].space`), title: p.title, authorId: ids.person(p.author, `posters[${i}].author`),
        authorNames: p.author_names, searchText: foldForSearch(`${p.title} ${p.author_names}`), pdf: files.url(p.pdf, `posters[${i}].pdf`),
        preview: files.url(p.preview, `posters[${i}].preview`), videoUrl: p.video_url, order: p.order,
      });
    }
  },
};
