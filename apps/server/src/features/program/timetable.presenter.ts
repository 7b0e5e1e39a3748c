import type {
  GroupSession, Performer, PerformerAttachment, ProgramItem, ProgramItemSpace, ProgramSponsor, TimetableItem, TimetableSpace,
} from '@foyer/contracts';
import type { SpaceRow } from '../identity';
import { presentProgramTag } from './program.presenter';
import type { ProgramEntryRow, ProgramTagRow } from './program.repository';
import type { PerformerAttachmentRow, PerformerRow } from './timetable.repository';

export const presentPerformer = (row: PerformerRow): Performer => ({
  id: row.id,
  name: row.name,
  mugshot: row.mugshot,
  location_type: row.locationType,
  descriptive_line: row.descriptiveLine,
});

export const presentAttachment = (row: PerformerAttachmentRow): PerformerAttachment => ({ id: row.id, name: row.name, url: row.url });

export const presentItemSpace = (space: SpaceRow): ProgramItemSpace => ({
  id: space.id,
  name: space.name,
  slug: space.slug,
  type: space.type,
  location_type: space.locationType,
  published: space.published,
});

const presentSponsor = (space: SpaceRow | undefined): ProgramSponsor | null => (space ? { id: space.id, slug: space.slug, name: space.name } : null);

/** What the lean timetable item needs besides its row. */
export interface TimetableExtras {
  tags: Map<number, number[]>;
  performers: Map<number, number[]>;
  /** Sponsoring spaces the viewer may see, by id. */
  sponsors: Map<number, SpaceRow>;
}

export function presentTimetableItem(row: ProgramEntryRow, extras: TimetableExtras): TimetableItem {
  return {
    id: row.id,
    name: row.name,
    start_date: row.startDate.toISOString(),
    end_date: row.endDate.toISOString(),
    color: row.color,
    sponsor: row.sponsorSpaceId === null ? null : presentSponsor(extras.sponsors.get(row.sponsorSpaceId)),
    tags: extras.tags.get(row.id) ?? [],
    isContainer: row.type === 'container',
    parent_id: row.parentId,
    space_id: row.spaceId,
    performer_ids: extras.performers.get(row.id) ?? [],
  };
}

export function presentTimetableSpace(space: SpaceRow, rows: ProgramEntryRow[], extras: TimetableExtras): TimetableSpace {
  const entries = rows.map((row) => presentTimetableItem(row, extras));
  return {
    ...presentItemSpace(space),
    items: entries.filter((e) => !e.isContainer),
    containers: entries.filter((e) => e.isContainer),
  };
}

/** What the full program item needs besides its row. */
export interface ItemExtras extends TimetableExtras {
  tagRows: Map<number, ProgramTagRow[]>;
  performerRows: Map<number, PerformerRow[]>;
}

export function presentProgramItem(row: ProgramEntryRow, space: SpaceRow, extras: ItemExtras): ProgramItem {
  const performers = extras.performerRows.get(row.id) ?? [];
  return {
    ...presentTimetableItem(row, extras),
    performer_ids: performers.map((p) => p.id),
    subtitle: row.subtitle,
    description: row.description,
    space: presentItemSpace(space),
    location_type: space.locationType,
    performers: performers.map(presentPerformer),
    tag_list: (extras.tagRows.get(row.id) ?? []).map(presentProgramTag),
    links: row.links,
  };
}

export interface GroupSessionRow {
  id: number;
  startsAt: Date;
  endsAt: Date;
  description: string;
  enableHostChat: boolean;
  videocallId: number;
  adminId: number | null;
  displayName: string;
  /** The host entered the event and agreed to its terms. */
  hostConfirmed: boolean;
}

export const presentGroupSession = (row: GroupSessionRow): GroupSession => ({
  id: row.id,
  starts_at: row.startsAt.toISOString(),
  ends_at: row.endsAt.toISOString(),
  description: row.description,
  enable_host_chat: row.enableHostChat,
  videocall: { admin_id: row.adminId, display_name: row.displayName, twilio_name: String(row.videocallId) },
  is_host_confirmed: row.adminId !== null && row.hostConfirmed,
});
