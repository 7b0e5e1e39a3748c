import { asc, eq, inArray } from 'drizzle-orm';
import type { ArchiveProgram } from '@foyer/contracts';
import { ArchiveError, byId, type ArchivePart } from '../../platform/event-archive/parts';
import { videoCalls } from '../videocalls/videocalls.schema';
import { GroupSessionsRepository } from './group-sessions.repository';
import { cleanProgramHtml } from './program.html';
import { groupSessions, performerAttachments, performers, programEntries, programEntryPerformers, programEntryTags, programTags } from './program.schema';

/**
 * The program (decision 0089): tags, performers with their mugshots and attachments, and the items and
 * containers of every space with their tags, performers in billing order and sponsoring booth, and the
 * group sessions with their call's name and — with the people — its host (decision 0090). What calendars
 * were told (sequences, removed items) stays behind.
 */
export const programArchivePart: ArchivePart<'program'> = {
  section: 'program',
  async export({ db, eventId, keys, files }) {
    // One after another: an export reads in one transaction, on one connection.
    const tags = byId(await db.select().from(programTags).where(eq(programTags.eventId, eventId)));
    const people = byId(await db.select().from(performers).where(eq(performers.eventId, eventId)));
    const entries = byId(await db.select().from(programEntries).where(eq(programEntries.eventId, eventId)));
    keys.declare('program_tag', tags.map((t) => t.id));
    keys.declare('performer', people.map((p) => p.id));
    keys.declare('program_entry', entries.map((e) => e.id));
    const entryIds = entries.map((e) => e.id);
    const attachments = people.length === 0 ? [] : byId(await db.select().from(performerAttachments).where(inArray(performerAttachments.performerId, people.map((p) => p.id))));
    const entryTags = entryIds.length === 0 ? [] : await db.select().from(programEntryTags).where(inArray(programEntryTags.entryId, entryIds)).orderBy(asc(programEntryTags.tagId));
    const entryPeople = entryIds.length === 0 ? [] : await db.select().from(programEntryPerformers).where(inArray(programEntryPerformers.entryId, entryIds))
      .orderBy(asc(programEntryPerformers.order), asc(programEntryPerformers.performerId));
    const performersOut: ArchiveProgram['performers'] = [];
    for (const p of people) {
      const own = attachments.filter((a) => a.performerId === p.id).sort((a, b) => a.order - b.order || a.id - b.id);
      const attached: ArchiveProgram['performers'][number]['attachments'] = [];
      for (const a of own) attached.push({ name: a.name, url: (await files.address(a.url))!, order: a.order });
      performersOut.push({
        key: keys.key('performer', p.id), name: p.name, mugshot: await files.address(p.mugshot), location_type: p.locationType,
        descriptive_line: p.descriptiveLine, about: p.about, external_id: p.externalId, attachments: attached,
      });
    }
    const sessions = await db
      .select({ session: groupSessions, displayName: videoCalls.displayName, adminId: videoCalls.adminId })
      .from(groupSessions)
      .innerJoin(videoCalls, eq(videoCalls.id, groupSessions.videocallId))
      .where(eq(groupSessions.eventId, eventId))
      .orderBy(asc(groupSessions.id));
    return {
      tags: tags.map((t) => ({ key: keys.key('program_tag', t.id), text: t.text, color: t.color, order: t.order, category: t.category, category_order: t.categoryOrder })),
      performers: performersOut,
      entries: entries.map((e): ArchiveProgram['entries'][number] => ({
        key: keys.key('program_entry', e.id), space: keys.key('space', e.spaceId), type: e.type, parent: keys.ref('program_entry', e.parentId),
        name: e.name, description: e.description, start_date: e.startDate.toISOString(), end_date: e.endDate.toISOString(), color: e.color,
        sponsor: keys.ref('space', e.sponsorSpaceId), subtitle: e.subtitle, links: e.links, external_id: e.externalId,
        tags: keys.refs('program_tag', entryTags.filter((t) => t.entryId === e.id).map((t) => t.tagId)),
        performers: keys.refs('performer', entryPeople.filter((p) => p.entryId === e.id).map((p) => p.performerId)),
      })),
      group_sessions: sessions.map(({ session, displayName, adminId }) => ({
        display_name: displayName, starts_at: session.startsAt.toISOString(), ends_at: session.endsAt.toISOString(), description: session.description,
        enable_host_chat: session.enableHostChat, admin: keys.ref('person', adminId),
      })),
    };
  },
  async import({ db, eventId, now, ids, files }, data) {
    for (const t of data.tags) {
      const [row] = await db.insert(programTags).values({
        eventId, text: t.text, color: t.color, order: t.order, category: t.category, categoryOrder: t.category_order,
      }).returning({ id: programTags.id });
      ids.set('program_tag', t.key, row!.id);
    }
    for (const [i, p] of data.performers.entries()) {
      const where = `program.performers[${i}]`;
      const [row] = await db.insert(performers).values({
        eventId, name: p.name, mugshot: files.url(p.mugshot, `${where}.mugshot`), locationType: p.location_type, descriptiveLine: p.descriptive_line,
        about: p.about, externalId: p.external_id,
      }).returning({ id: performers.id });
      ids.set('performer', p.key, row!.id);
      for (const [j, a] of p.attachments.entries()) {
        await db.insert(performerAttachments).values({ performerId: row!.id, name: a.name, url: files.url(a.url, `${where}.attachments[${j}].url`), order: a.order });
      }
    }
    for (const [i, e] of data.entries.entries()) {
      const where = `program.entries[${i}]`;
      const [row] = await db.insert(programEntries).values({
        eventId, spaceId: ids.get('space', e.space, `${where}.space`), type: e.type, name: e.name, description: e.description,
        startDate: new Date(e.start_date), endDate: new Date(e.end_date), color: e.color, sponsorSpaceId: ids.opt('space', e.sponsor, `${where}.sponsor`),
        subtitle: e.subtitle, links: e.links, externalId: e.external_id,
      }).returning({ id: programEntries.id });
      ids.set('program_entry', e.key, row!.id);
      const tagIds = [...new Set(e.tags.map((k, j) => ids.get('program_tag', k, `${where}.tags[${j}]`)))];
      if (tagIds.length > 0) await db.insert(programEntryTags).values(tagIds.map((tagId) => ({ entryId: row!.id, tagId })));
      const performerIds = [...new Set(e.performers.map((k, j) => ids.get('performer', k, `${where}.performers[${j}]`)))];
      if (performerIds.length > 0) await db.insert(programEntryPerformers).values(performerIds.map((performerId, order) => ({ entryId: row!.id, performerId, order })));
    }
    // Containers may come after the items they hold.
    for (const [i, e] of data.entries.entries()) {
      if (e.parent === null) continue;
      await db.update(programEntries).set({ parentId: ids.get('program_entry', e.parent, `program.entries[${i}].parent`) })
        .where(eq(programEntries.id, ids.get('program_entry', e.key, '')));
    }
    const sessions = new GroupSessionsRepository(db);
    for (const [i, g] of data.group_sessions.entries()) {
      const where = `program.group_sessions[${i}]`;
      if (Date.parse(g.ends_at) <= Date.parse(g.starts_at)) throw new ArchiveError(`${where}.ends_at`, 'a group session ends after it starts');
      await sessions.create({
        eventId, adminId: ids.person(g.admin, `${where}.admin`), displayName: g.display_name, startsAt: new Date(g.starts_at), endsAt: new Date(g.ends_at),
        description: cleanProgramHtml(g.description), enableHostChat: g.enable_host_chat, now,
      });
    }
  },
  async clear(db, eventId) {
    // A session's call goes with it (the call holds the session).
    await db.delete(videoCalls).where(inArray(videoCalls.id, db.select({ id: groupSessions.videocallId }).from(groupSessions).where(eq(groupSessions.eventId, eventId))));
    await db.delete(programEntries).where(eq(programEntries.eventId, eventId));
    await db.delete(performers).where(eq(performers.eventId, eventId));
    await db.delete(programTags).where(eq(programTags.eventId, eventId));
  },
};
