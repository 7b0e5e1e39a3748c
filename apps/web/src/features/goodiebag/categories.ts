import type { FavouriteCategory, FavouriteKind } from '@foyer/contracts';

/** A category of the goodie bag page (spec 2 §2), in the spec's order. */
export interface GoodiebagCategory {
  category: FavouriteCategory;
  kind: FavouriteKind;
  /** Catalogue key under `goodiebag.categories` / `goodiebag.empty`. */
  key: string;
  /** Hidden in the lite edition (booths and posters, spec 2 §6). */
  notInLite?: boolean;
  /**
   * Where the empty category points to find its items (catalogue key `goodiebag.browse.<key>`): meetings and
   * group sessions are listed on All meetings; group sessions only while the event has them.
   */
  browse?: { path: (eventSlug: string) => string; needsGroupSessions?: boolean };
}

export const goodiebagCategories: GoodiebagCategory[] = [
  { category: 'file', kind: 'file', key: 'files' },
  { category: 'Speaker', kind: 'performer', key: 'speakers' },
  { category: 'ProgramItem', kind: 'show', key: 'program_items' },
  { category: 'Attendee', kind: 'user', key: 'attendees' },
  { category: 'Booth', kind: 'booth', key: 'booths', notInLite: true },
  { category: 'Poster', kind: 'poster', key: 'posters', notInLite: true },
  { category: 'MeetingExpert', kind: 'meeting', key: 'meeting_experts', browse: { path: (slug) => `/${slug}/allmeetings` } },
  { category: 'GroupSession', kind: 'session', key: 'group_sessions', browse: { path: (slug) => `/${slug}/allmeetings#group-sessions`, needsGroupSessions: true } },
];

/** The categories an event shows: booths and posters not in the lite edition. */
export const visibleCategories = (isLite: boolean) => goodiebagCategories.filter((c) => !(isLite && c.notInLite));
