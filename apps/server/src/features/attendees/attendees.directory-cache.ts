import { LRUCache } from 'lru-cache';
import { attendee as attendeeSchema, type Attendee, type TagFilter } from '@foyer/contracts';
import type { ChangeNotice, ChangeNotifications } from '../../platform/db/notifications';

/** A directory filter: the event, the folded search words and the tag groups. */
export interface DirectoryFilter {
  eventId: number;
  words: string[];
  groups?: TagFilter;
}

/** A listed person and their JSON as the contract's serializer writes them (made once per person, decision 0045). */
export interface ListedPerson {
  person: Attendee;
  json: string;
}

/** A person as the reply schema serialises them: its fields in its order, checked once here instead of per reply. */
export const listedPerson = (person: Attendee): ListedPerson => ({ person, json: JSON.stringify(attendeeSchema.parse(person)) });

/**
 * A directory page's reply body, exactly as the contract's serializer (`paged(attendee)`: count, next, previous,
 * results) writes it, from the people's JSON made beforehand: no validation or stringify per person and request.
 */
export function pageJson(count: number, links: { next: string | null; previous: string | null }, people: readonly ListedPerson[]): string {
  const head = JSON.stringify({ count, next: links.next, previous: links.previous });
  return `${head.slice(0, -1)},"results":[${people.map((p) => p.json).join(',')}]}`;
}

/** Everything the directory cache must forget when these notices come (decision 0031). */
export const directoryChangeTopic = 'directory';

const listTtlMs = 30_000;

/**
 * The attendee directory at 20,000 attendees (decision 0031): per process, the ordered ids each filter
 * lists (one statement per filter, shared by concurrent requests) and each listed person as anyone but
 * themselves sees them. A page is then cut from memory, the viewer left out, and only people not known
 * yet are read. Change notices drop what they concern: `presence` (sockets and calls) the people named and
 * the order of their events' lists, `attendee` (profile, privacy) the person and every list, `directory`
 * (members entering or leaving, reachability, tags) everything. Nothing is kept while notices are not heard.
 */
export class DirectoryCache {
  private readonly lists = new LRUCache<string, Promise<number[]>>({ max: 500, ttl: listTtlMs });
  /** People by event and user id, with their JSON. */
  private readonly people = new LRUCache<string, ListedPerson>({ max: 50_000, ttl: listTtlMs });
  /** Bumped by every drop: a list read before a change is not kept. */
  private generation = 0;
  hits = 0;
  misses = 0;

  constructor(private readonly notifications: ChangeNotifications | null) {
    if (!notifications) return;
    notifications.on('presence', (notice) => this.onPresence(notice));
    notifications.on('attendee', (notice) => this.onAttendee(notice));
    notifications.on(directoryChangeTopic, () => this.clear());
    notifications.onReset(() => this.clear());
  }

  get trusted(): boolean {
    return this.notifications?.listening ?? false;
  }

  /** The ordered ids of a filter, from memory or from `read` (once for all who ask meanwhile). */
  ids(filter: DirectoryFilter, read: () => Promise<number[]>): Promise<number[]> {
    if (!this.trusted) return read();
    const key = listKey(filter);
    const cached = this.lists.get(key);
    if (cached) {
      this.hits += 1;
      return cached;
    }
    this.misses += 1;
    const generation = this.generation;
    const reading = read();
    this.lists.set(key, reading);
    reading.then(
      () => {
        // Changed while it was read: answer those who asked, keep nothing.
        if (generation !== this.generation && this.lists.peek(key) === reading) this.lists.delete(key);
      },
      () => {
        if (this.lists.peek(key) === reading) this.lists.delete(key);
      },
    );
    return reading;
  }

  /** The people of these ids known here, and the ids still to be read. */
  known(eventId: number, ids: number[]): { found: Map<number, ListedPerson>; missing: number[] } {
    const found = new Map<number, ListedPerson>();
    const missing: number[] = [];
    for (const id of ids) {
      const person = this.trusted ? this.people.get(personKey(eventId, id)) : undefined;
      if (person) found.set(id, person);
      else missing.push(id);
    }
    return { found, missing };
  }

  /** Keeps people read at `generation` (taken before reading them), unless something changed since. */
  remember(eventId: number, people: Iterable<ListedPerson>, generation: number): void {
    if (generation !== this.generation || !this.trusted) return;
    for (const listed of people) this.people.set(personKey(eventId, listed.person.id), listed);
  }

  stamp(): number {
    return this.generation;
  }

  clear(): void {
    this.generation += 1;
    this.lists.clear();
    this.people.clear();
  }

  private onPresence(notice: ChangeNotice): void {
    const pairs = Array.isArray(notice.people) ? (notice.people as unknown[]) : [];
    const events = new Set<number>();
    if (pairs.length === 0) return;
    this.generation += 1;
    for (const pair of pairs) {
      if (!Array.isArray(pair) || typeof pair[0] !== 'number' || typeof pair[1] !== 'number') continue;
      this.people.delete(personKey(pair[1], pair[0]));
      events.add(pair[1]);
    }
    for (const key of [...this.lists.keys()]) if (events.has(Number(key.slice(0, key.indexOf('|'))))) this.lists.delete(key);
  }

  private onAttendee(notice: ChangeNotice): void {
    if (typeof notice.user_id !== 'number') return this.clear();
    const suffix = `:${notice.user_id}`;
    this.generation += 1;
    for (const key of [...this.people.keys()]) if (key.endsWith(suffix)) this.people.delete(key);
    // Search text, privacy and names decide who is listed and in which order.
    this.lists.clear();
  }
}

const personKey = (eventId: number, userId: number) => `${eventId}:${userId}`;
const listKey = (f: DirectoryFilter) => `${f.eventId}|${f.words.join(' ')}|${JSON.stringify(f.groups ?? [])}`;

/** The page of `limit` ids from `offset` of a list without the viewer, and how many the list holds without them. */
export function pageWithout(ids: readonly number[], viewerId: number, offset: number, limit: number): { page: number[]; count: number } {
  const at = ids.indexOf(viewerId);
  const count = at === -1 ? ids.length : ids.length - 1;
  const page: number[] = [];
  for (let i = offset; i < Math.min(count, offset + limit); i++) page.push(ids[at !== -1 && i >= at ? i + 1 : i]!);
  return { page, count };
}
