import type { InfiniteData, QueryClient, QueryKey } from '@tanstack/react-query';
import type { Attendee, BasicUser } from '@foyer/contracts';
import type { AttendeePage } from '@/features/attendees';
import { scopeKey } from '@/features/attendees';

/** A stage's arrivals or departures as the server coalesces them (decision 0050). */
export interface StageAttendeesChange {
  space_id: number;
  users: BasicUser[];
  count: number;
}

type Pages = InfiniteData<AttendeePage, number>;

/** How the server shows a person who is not public (or incognito without an alias): nobody can tell which. */
const looksHidden = (u: BasicUser) => u.first_name === 'Anonymous' && u.last_name === '' && u.mugshot === null;

/**
 * The directory's order (attendee_search: the shown name, job title and company, lower case, without accents;
 * then the id). Everyone on a stage is online, so "online first" does not reorder them.
 */
const sortKey = (parts: string[]) =>
  parts.filter(Boolean).join(' ').normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
const keyOf = (a: Attendee) => sortKey(a.incognito_mode ? [a.first_name] : [a.first_name, a.last_name, a.jobtitle, a.company]);
const before = (a: { key: string; id: number }, b: { key: string; id: number }) => a.key < b.key || (a.key === b.key && a.id < b.id);

/** A person known from an announcement only: name and picture; the rest comes with the list's next refresh. */
function fromAnnouncement(u: BasicUser): Attendee {
  return {
    ...u, about: '', linkedin: '', facebook: '', twitter: '', instagram: '', is_online: true, tags: [], jobtitle: '', company: '',
    location_type: 'virtual', is_public: true, videocall_status: null, document: null, document_name: null, hidden_profile_fields: [],
    hide_document: false, incognito_mode: false,
  };
}

const withCount = (data: Pages, pages: AttendeePage[], delta: number): Pages => ({
  ...data,
  pages: pages.map((p) => ({ ...p, count: Math.max(0, p.count + delta) })),
});

/** The list with one arrival applied, or null when the announcement cannot say where (or whether) it goes. */
function withJoined(data: Pages, person: BasicUser): Pages | null {
  if (data.pages.some((p) => p.results.some((a) => a.id === person.id))) return data;
  if (looksHidden(person)) return null;
  const loaded = data.pages.reduce((n, p) => n + p.results.length, 0);
  const total = data.pages[0]?.count ?? 0;
  const arriving = { key: sortKey([person.first_name, person.last_name]), id: person.id };
  let pageIndex = data.pages.findIndex((p) => p.results.some((a) => before(arriving, { key: keyOf(a), id: a.id })));
  // After everyone loaded: at the end if the list is complete, else on a page not asked for yet (only counted).
  if (pageIndex < 0 && loaded < total) return withCount(data, data.pages, 1);
  if (pageIndex < 0) pageIndex = data.pages.length - 1;
  const pages = data.pages.map((page, i) => {
    if (i !== pageIndex) return page;
    const at = page.results.findIndex((a) => before(arriving, { key: keyOf(a), id: a.id }));
    const results = [...page.results];
    results.splice(at < 0 ? results.length : at, 0, fromAnnouncement(person));
    return { ...page, results };
  });
  return withCount(data, pages, 1);
}

/** The list with one departure applied, or null when the announcement cannot say whether they were counted. */
function withLeft(data: Pages, person: BasicUser): Pages | null {
  if (data.pages.some((p) => p.results.some((a) => a.id === person.id))) {
    const pages = data.pages.map((p) => ({ ...p, results: p.results.filter((a) => a.id !== person.id) }));
    return withCount(data, pages, -1);
  }
  const loaded = data.pages.reduce((n, p) => n + p.results.length, 0);
  // Everyone is loaded and they were not among them: not listed (not public), nothing to change.
  if (loaded >= (data.pages[0]?.count ?? 0)) return data;
  // On a page not asked for yet, if they were listed at all.
  return looksHidden(person) ? null : withCount(data, data.pages, -1);
}

/**
 * `joined_presentation_space` / `left_presentation_space` into the stage's cached attendee lists, without asking
 * the server again (on a big stage every viewer would ask once a second): people are put in (in the
 * directory's order) or taken out of the pages loaded, and the count follows. A list is asked again only when
 * the announcement cannot be applied: more people changed than it names (`count` > `users`), the list is
 * searched or filtered by tags (the server knows who matches), or a person is shown as Anonymous (not public,
 * so not listed, or incognito, so listed: the announcement does not say which).
 */
export function applyStageAttendees(queryClient: QueryClient, eventSlug: string, stageSlug: string, event: 'joined' | 'left', change: StageAttendeesChange, ownId: number | null): void {
  const lists = queryClient.getQueriesData<Pages>({ queryKey: ['attendees', eventSlug, 'list', scopeKey({ presentation_slug: stageSlug })] });
  const people = change.users.filter((u) => u.id !== ownId);
  for (const [key, data] of lists) {
    if (!data) continue;
    const filtered = key[4] !== '' || key[5] !== '';
    let next: Pages | null = filtered || ownId === null || change.count > change.users.length ? null : data;
    for (const person of people) {
      if (!next) break;
      next = event === 'joined' ? withJoined(next, person) : withLeft(next, person);
    }
    if (next) queryClient.setQueryData<Pages>(key, next);
    else void queryClient.invalidateQueries({ queryKey: key as QueryKey, exact: true });
  }
}
