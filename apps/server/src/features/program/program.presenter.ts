import type { ProgramEntry, ProgramTag, SpaceProgramPreview } from '@foyer/contracts';
import type { SpaceRow } from '../identity';
import type { ProgramEntryRow, ProgramTagRow } from './program.repository';

export const presentProgramTag = (tag: ProgramTagRow): ProgramTag => ({
  id: tag.id,
  text: tag.text,
  color: tag.color,
  category: tag.category === null ? null : { text: tag.category, order: tag.categoryOrder },
});

export function presentProgramEntry(row: ProgramEntryRow, tags: ProgramTagRow[] = []): ProgramEntry {
  return {
    id: row.id,
    type: row.type,
    space_id: row.spaceId,
    parent_id: row.parentId,
    name: row.name,
    description: row.description,
    start_date: row.startDate.toISOString(),
    end_date: row.endDate.toISOString(),
    color: row.color,
    tags: tags.map(presentProgramTag),
    sponsor_id: row.sponsorSpaceId,
  };
}

/** The popup preview: the entries in time order, split into items and containers. */
export function presentSpacePreview(space: SpaceRow, rows: ProgramEntryRow[], tags: Map<number, ProgramTagRow[]>): SpaceProgramPreview {
  const entries = rows.map((row) => presentProgramEntry(row, tags.get(row.id)));
  return {
    id: space.id,
    name: space.name,
    items: entries.filter((e) => e.type === 'item'),
    containers: entries.filter((e) => e.type === 'container'),
  };
}
