import { pageLinks, programLocationTypes, programSearchLimit, type GroupSession, type PerformerDetail, type ProgramDatesReply, type ProgramItem, type ProgramLocationType, type ProgramSearchReply, type ProgramsByLocationTypeReply, type TimetableReply, type performerSessionsReply, type performersReply } from '@foyer/contracts';
import type { z } from 'zod';
import { notFound } from '../../platform/http/errors';
import type { EventAccessGrant } from '../identity';
import type { Executor } from '../../platform/db/database';
import { spaceOrganiserRoles, type SpacesFace } from '../spaces';
import { GroupSessionsRepository } from './group-sessions.repository';
import { ProgramRepository } from './program.repository';
import {
  presentAttachment, presentGroupSession, presentPerformer, presentProgramItem, presentTimetableSpace,
  type ItemExtras, type TimetableExtras,
} from './timetable.presenter';
import { TimetableRepository, likeWords, type EntryInSpace } from './timetable.repository';

const isOrganiser = (grant: EventAccessGrant) => spaceOrganiserRoles.includes(grant.role);

/**
 * The program's reads: timetable, program calendar, search, performers and group sessions. Everyone let
 * into the event reads them; entries of closed spaces only organisers (spec: "as elsewhere").
 */
export class TimetableService {
  readonly repo: TimetableRepository;
  private readonly program: ProgramRepository;
  private readonly sessions: GroupSessionsRepository;

  constructor(
    db: Executor,
    readonly spaces: SpacesFace,
  ) {
    this.repo = new TimetableRepository(db);
    this.program = new ProgramRepository(db);
    this.sessions = new GroupSessionsRepository(db);
  }

  access(eventSlug: string, userId: number): Promise<EventAccessGrant> {
    return this.spaces.access.require(eventSlug, userId);
  }

  async timetable(grant: EventAccessGrant, from: Date, until: Date): Promise<TimetableReply> {
    const organiser = isOrganiser(grant);
    const [spaceRows, entries] = await Promise.all([
      this.repo.spacesWithProgram(grant.event.id),
      this.repo.inRange(grant.event.id, from, until, organiser),
    ]);
    const extras = await this.timetableExtras(entries, organiser);
    const bySpace = new Map<number, EntryInSpace['entry'][]>();
    for (const { entry } of entries) bySpace.set(entry.spaceId, [...(bySpace.get(entry.spaceId) ?? []), entry]);
    return { results: spaceRows.map((space) => presentTimetableSpace(space, bySpace.get(space.id) ?? [], extras)) };
  }

  async dates(grant: EventAccessGrant): Promise<ProgramDatesReply> {
    return { timezone: grant.event.timezone, dates: await this.repo.dates(grant.event.id, grant.event.timezone, isOrganiser(grant)) };
  }

  async byLocationType(grant: EventAccessGrant, from: Date, until: Date): Promise<ProgramsByLocationTypeReply> {
    const organiser = isOrganiser(grant);
    const entries = await this.repo.inRange(grant.event.id, from, until, organiser);
    const items = await this.presentItems(entries, organiser);
    const boothFirst = (a: ProgramItem, b: ProgramItem) => Number(!isBoothEntry(a)) - Number(!isBoothEntry(b));
    const group = (type: ProgramLocationType) => {
      // Stable sort: within booth and non-booth entries the start order of the read stays.
      const mine = items.filter((i) => i.location_type === type).sort(boothFirst);
      return { type, items: mine.filter((i) => !i.isContainer), containers: mine.filter((i) => i.isContainer) };
    };
    const [virtual, hybrid, inPerson] = programLocationTypes.map(group) as [ReturnType<typeof group>, ReturnType<typeof group>, ReturnType<typeof group>];
    return { virtual, hybrid, in_person: inPerson };
  }

  async performerSessions(grant: EventAccessGrant, performerId: number, limit: number, offset: number, url: string): Promise<z.infer<typeof performerSessionsReply>> {
    if (!(await this.repo.performer(grant.event.id, performerId))) throw notFound('No such performer.');
    const organiser = isOrganiser(grant);
    const { rows, count } = await this.repo.ofPerformer(grant.event.id, performerId, organiser, limit, offset);
    return { count, ...pageLinks(url, count, limit, offset), results: await this.presentItems(rows, organiser) };
  }

  async item(grant: EventAccessGrant, itemId: number): Promise<ProgramItem> {
    const organiser = isOrganiser(grant);
    const rows = await this.repo.byIds(grant.event.id, [itemId], organiser);
    const [item] = await this.presentItems(rows, organiser);
    if (!item) throw notFound('No such program item.');
    return item;
  }

  async search(grant: EventAccessGrant, search: string): Promise<ProgramSearchReply> {
    const organiser = isOrganiser(grant);
    const words = likeWords(search);
    const [entries, found] = await Promise.all([
      this.repo.searchItems(grant.event.id, words, organiser, programSearchLimit),
      this.repo.performers(grant.event.id, words, [], programSearchLimit, 0),
    ]);
    return {
      categories: [
        { type: 'programs', items: await this.presentItems(entries, organiser) },
        { type: 'performers', items: found.rows.map(presentPerformer) },
      ],
    };
  }

  async performers(
    grant: EventAccessGrant,
    query: { search?: string; location_types?: ProgramLocationType[]; limit: number; offset: number },
    url: string,
  ): Promise<z.infer<typeof performersReply>> {
    const { rows, count } = await this.repo.performers(grant.event.id, likeWords(query.search ?? ''), query.location_types ?? [], query.limit, query.offset);
    return { count, ...pageLinks(url, count, query.limit, query.offset), results: rows.map(presentPerformer) };
  }

  async performer(grant: EventAccessGrant, performerId: number): Promise<PerformerDetail> {
    const row = await this.repo.performer(grant.event.id, performerId);
    if (!row) throw notFound('No such performer.');
    const organiser = isOrganiser(grant);
    const [attachments, sessions] = await Promise.all([
      this.repo.attachments(row.id),
      this.repo.ofPerformer(grant.event.id, row.id, organiser, 1000, 0),
    ]);
    return { ...presentPerformer(row), about: row.about, attachments: attachments.map(presentAttachment), sessions: await this.presentItems(sessions.rows, organiser) };
  }

  async groupSessions(grant: EventAccessGrant): Promise<GroupSession[]> {
    if (!grant.event.enableGroupSessions) return [];
    return (await this.sessions.ofEvent(grant.event.id)).map(presentGroupSession);
  }

  /** Full program items of entries already filtered for the viewer. */
  async presentItems(entries: EntryInSpace[], organiser: boolean): Promise<ProgramItem[]> {
    const ids = entries.map((e) => e.entry.id);
    const [extras, tagRows, performerRows] = await Promise.all([
      this.timetableExtras(entries, organiser),
      this.program.tagsOf(ids),
      this.repo.performersOf(ids),
    ]);
    const all: ItemExtras = { ...extras, tagRows, performerRows };
    return entries.map(({ entry, space }) => presentProgramItem(entry, space, all));
  }

  private async timetableExtras(entries: EntryInSpace[], organiser: boolean): Promise<TimetableExtras> {
    const sponsorIds = [...new Set(entries.map((e) => e.entry.sponsorSpaceId).filter((id): id is number => id !== null))];
    const [ids, sponsorRows] = await Promise.all([this.repo.idsOf(entries.map((e) => e.entry.id)), this.repo.spacesByIds(sponsorIds)]);
    const sponsors = new Map([...sponsorRows].filter(([, s]) => organiser || s.published));
    return { tags: ids.tags, performers: ids.performers, sponsors };
  }
}

/** Booth entries (sessions in a booth, or sponsored by one) sort first in the location-type groups. */
const isBoothEntry = (item: ProgramItem) => item.space.type === 'booth' || item.sponsor !== null;
