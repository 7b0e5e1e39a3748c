import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { startTestServer, type TestServer } from '../../../test/harness';
import { addRole, makeEvent, person, type Person } from '../../../test/event-factories';
import { socketPool } from '../../../test/socket-client';
import { countQueries, type QueryCounter } from '../../../test/query-counter';
import { attendeeRoutes } from '@foyer/contracts';
import type { EventRow } from '../identity';

/**
 * Decision 0031: directory pages come from a per-process cache of each filter's ordered people, kept true
 * by change notices: the second read of a filter sends no directory statement, and every change a person
 * can make (privacy, profile, tags, entering, presence, account removal) shows on the next read.
 */

let t: TestServer;
let event: EventRow;
let viewer: Person;
let other: Person;
const people: Person[] = [];
const sockets = socketPool();
let counter: QueryCounter;
const slug = 'dircache';

type Page = { count: number; next: string | null; results: { id: number; first_name: string; is_online: boolean; tags: { text: string }[] }[] };
const list = async (query = '', who: Person = viewer): Promise<Page> => {
  const res = await t.api('GET', `/api/events/${slug}/virtual_attendees/${query}`, { token: who.token });
  expect(res.status).toBe(200);
  return res.body as Page;
};
const names = (page: Page) => page.results.map((r) => r.first_name);
/** Waits until this process heard every notice of what was committed so far. */
const settled = () => t.server.platform.sharedReplies.settle();

async function member(firstName: string): Promise<Person> {
  const p = await person(t, { firstName, lastName: 'Dir', jobtitle: 'Engineer' });
  await addRole(t, event, p, 'attendee');
  expect((await t.api('GET', `/api/events/${slug}/attendee_tags/`, { token: p.token })).status).toBe(200);
  return p;
}

beforeAll(async () => {
  // Paused sweeps: a sweep's statement must not land in a count of what a read sends.
  t = await startTestServer({ backgroundSweeps: false });
  event = await makeEvent(t, { slug });
  viewer = await member('Viv');
  other = await member('Otto');
  for (const name of ['Anna', 'Bert', 'Cleo', 'Dora', 'Emil']) people.push(await member(name));
  counter = countQueries(t.server.platform.database.pool);
});

afterAll(async () => {
  sockets.closeAll();
  await t?.close();
});

describe('directory cache', () => {
  it('answers a filter read before without a directory statement, each viewer left out of their own pages', async () => {
    const first = await list('?limit=3');
    expect(names(first)).toEqual(['Anna', 'Bert', 'Cleo']);
    expect(first.count).toBe(6);
    await settled();
    counter.reset();
    const again = await list('?limit=3&offset=3');
    expect(names(again)).toEqual(['Dora', 'Emil', 'Otto']);
    // The people of a page not read before need one statement; the list itself none.
    expect(counter.statements.filter((s) => s.includes('order by (o.user_id is not null) desc'))).toEqual([]);
    counter.reset();
    expect(names(await list('?limit=3'))).toEqual(['Anna', 'Bert', 'Cleo']);
    expect(counter.statements.filter((s) => /event_members/.test(s))).toEqual([]);
    // Otto reads the same cached list without himself, with Viv in it.
    const otto = await list('?limit=10', other);
    expect(names(otto)).toEqual(['Anna', 'Bert', 'Cleo', 'Dora', 'Emil', 'Viv']);
    expect(otto.count).toBe(6);
    expect(otto.next).toBeNull();
  });

  it('drops a person going private at once (the privacy toggle\'s reply waits for its notices)', async () => {
    expect(names(await list('?limit=10'))).toContain('Bert');
    const res = await t.api('PATCH', `/api/events/${slug}/update_privacy_status/`, { token: people[1]!.token, body: { is_public: false } });
    expect(res.status).toBe(200);
    const after = await list('?limit=10');
    expect(names(after)).not.toContain('Bert');
    expect(after.count).toBe(5);
    await t.api('PATCH', `/api/events/${slug}/update_privacy_status/`, { token: people[1]!.token, body: { is_public: true } });
    expect(names(await list('?limit=10'))).toContain('Bert');
  });

  it('follows profile edits, searches and tags', async () => {
    expect(names(await list('?search=zed'))).toEqual([]);
    const res = await t.api('PATCH', `/api/profiles/${people[2]!.user.id}/?event_slug=${slug}`, { token: people[2]!.token, body: { first_name: 'Zed' } });
    expect(res.status).toBe(200);
    expect(names(await list('?search=zed'))).toEqual(['Zed']);
    // Tags written by any code are announced by the database.
    const repo = t.server.services.attendees.repo;
    const tag = await repo.insertTag(event.id, { text: 'Optics' });
    expect((await list(`?tags=${tag.id}`)).count).toBe(0);
    await repo.tagMember(event.id, people[3]!.user.id, [tag.id]);
    await settled();
    const tagged = await list(`?tags=${tag.id}`);
    expect(names(tagged)).toEqual(['Dora']);
    expect(tagged.results[0]!.tags.map((x) => x.text)).toEqual(['Optics']);
  });

  it('lists someone entering the event, and forgets a removed account', async () => {
    const before = (await list('?limit=50')).count;
    const newcomer = await member('Fritz');
    await settled();
    expect((await list('?limit=50')).count).toBe(before + 1);
    await t.server.platform.db.execute(sql`update users set is_active = false where id = ${newcomer.user.id}`);
    await settled();
    expect(names(await list('?limit=50'))).not.toContain('Fritz');
  });

  it('puts someone coming online first, and back when they leave', async () => {
    const emil = people[4]!;
    await sockets.login(t, emil.token, slug);
    await settled();
    const online = await list('?limit=2');
    expect(online.results[0]).toMatchObject({ id: emil.user.id, is_online: true });
    sockets.closeAll();
    await expect.poll(async () => (await list('?limit=50')).results.find((r) => r.id === emil.user.id)?.is_online, { timeout: 5000 }).toBe(false);
    expect(names(await list('?limit=1'))).toEqual(['Anna']);
  });

  it('sends a cached page exactly as the contract serialises it: its fields in order, nothing else, JSON once per person', async () => {
    const url = `${t.url}/api/events/${slug}/virtual_attendees/?limit=2&offset=1`;
    const read = async () => {
      const res = await fetch(url, { headers: { authorization: `Bearer ${viewer.token}` } });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
      return res.text();
    };
    await read();
    await settled();
    const cached = await read();
    expect(cached).toBe(JSON.stringify(attendeeRoutes.list.reply.parse(JSON.parse(cached))));
    const page = JSON.parse(cached) as Page & { previous: string | null };
    expect(page.results).toHaveLength(2);
    expect(page.count).toBe((await list('?limit=50')).count);
    expect(page.next).toContain('offset=3');
    expect(page.previous).toContain('offset=0');
  });
});
