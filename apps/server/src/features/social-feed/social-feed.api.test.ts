import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness';
import { addRole, makeEvent, person, type Person } from '../../../test/event-factories';
import type { EventRow } from '../identity';
import { createFeedFetcher, type FeedFetcher } from '.';
import { feedPosts } from './social-feed.schema';

/**
 * The fetcher runs against a local HTTP server that answers like Mastodon's
 * `GET /api/v1/timelines/tag/:hashtag` (no internet here); everything else is our real server and database.
 */
let mastodon: http.Server;
let instance: string;
const requests: string[] = [];
let statuses: unknown[] = [];

const status = (id: string, minutes: number, content: string, extra: Record<string, unknown> = {}) => ({
  id,
  created_at: new Date(Date.UTC(2026, 5, 1, 8, minutes)).toISOString(),
  content,
  spoiler_text: '',
  url: `https://social.example/@ada/${id}`,
  account: { display_name: 'Ada <b>L</b>', acct: 'ada', username: 'ada', avatar: 'https://social.example/ada.png' },
  ...extra,
});

let t: TestServer;
let event: EventRow;
let slowEvent: EventRow;
let brokenEvent: EventRow;
let organiser: Person;
let attendee: Person;
let fetcher: FeedFetcher;

beforeAll(async () => {
  mastodon = http.createServer((req, res) => {
    requests.push(req.url ?? '');
    if (req.url?.startsWith('/slow/')) return; // never answers: the fetch must time out
    if (req.url?.startsWith('/broken/')) {
      res.writeHead(500).end('oops');
      return;
    }
    if (req.url?.startsWith('/api/v1/timelines/tag/LumenSummit')) {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(statuses));
      return;
    }
    res.writeHead(404).end('{}');
  });
  await new Promise<void>((resolve) => mastodon.listen(0, '127.0.0.1', resolve));
  instance = `http://127.0.0.1:${(mastodon.address() as AddressInfo).port}`;
  t = await startTestServer();
  event = await makeEvent(t, { slug: 'feed', twitterSearch: '#LumenSummit', name: 'Lumen' });
  slowEvent = await makeEvent(t, { slug: 'feed-slow', twitterSearch: 'LumenSummit' });
  brokenEvent = await makeEvent(t, { slug: 'feed-broken', twitterSearch: '#LumenSummit' });
  await makeEvent(t, { slug: 'feed-none' });
  organiser = await person(t);
  attendee = await person(t);
  await addRole(t, event, organiser, 'moderator');
  const feed = t.server.services.socialFeed;
  await feed.repo.setInstance(event.id, instance);
  await feed.repo.setInstance(slowEvent.id, `${instance}/slow`);
  await feed.repo.setInstance(brokenEvent.id, `${instance}/broken`);
  fetcher = createFeedFetcher(t.server.platform, { instanceUrl: null, intervalMs: 60_000, timeoutMs: 400, firstRunDelayMs: 0 });
});

afterAll(async () => {
  await fetcher?.stop();
  await t?.close();
  mastodon.closeAllConnections();
  await new Promise<void>((resolve) => mastodon.close(() => resolve()));
});

const list = (who: Person, query = '', slug = 'feed') => t.api('GET', `/api/events/${slug}/tweets/${query}`, { token: who.token });

describe('fetching a Mastodon hashtag timeline', () => {
  it('stores the statuses as plain-text posts, newest first, four a page', async () => {
    statuses = [
      status('105', 5, '<p>Fifth <a href="https://social.example/tags/LumenSummit">#<span>LumenSummit</span></a></p>'),
      status('104', 4, '<p>Fourth<br>line</p><script>alert(1)</script>'),
      status('103', 3, '<p>Third &amp; final?</p>', { url: 'javascript:alert(1)', account: { display_name: '', acct: 'bob@elsewhere.example', avatar: 'data:x' } }),
      status('102', 2, '<p>Second</p>'),
      status('101', 1, '<p>First</p>'),
      { id: 'broken' },
      // A date PostgreSQL cannot store is one odd status, not a failed fetch.
      status('100', 0, '<p>Year zero</p>', { created_at: '0000-01-01T00:00:00Z' }),
      status('99', 0, '<p>Far future</p>', { created_at: '+275760-09-13T00:00:00.000Z' }),
    ];
    expect(await fetcher.fetchEvent(event, instance, { claim: false })).toBe('fetched');
    expect(requests.at(-1)).toBe('/api/v1/timelines/tag/LumenSummit?limit=40');
    const res = await list(attendee);
    expect(res.status).toBe(200);
    expect(res.body.count).toBe(5);
    expect(res.body.results).toHaveLength(4);
    expect(res.body.next).toBe('/api/events/feed/tweets/?limit=4&offset=4');
    expect(res.body.previous).toBeNull();
    const host = new URL(instance).host;
    expect(res.body.results[0]).toEqual({
      external_id: `m-${host}-105`.replace(/[^A-Za-z0-9._-]/g, '-'),
      author_name: 'Ada L',
      author_handle: `@ada@${host}`,
      author_avatar: 'https://social.example/ada.png',
      text: 'Fifth #LumenSummit',
      url: 'https://social.example/@ada/105',
      posted_at: '2026-06-01T08:05:00.000Z',
      source: 'mastodon',
    });
    expect(res.body.results[1].text).toBe('Fourth\nline');
    expect(res.body.results[2]).toMatchObject({ text: 'Third & final?', url: null, author_avatar: null, author_name: 'bob@elsewhere.example', author_handle: '@bob@elsewhere.example' });
    const older = await list(attendee, '?offset=4&limit=4');
    expect(older.body.results.map((p: { text: string }) => p.text)).toEqual(['First']);
    expect(older.body.previous).toBe('/api/events/feed/tweets/?limit=4&offset=0');
  });

  it('updates posts seen before instead of adding them twice', async () => {
    statuses = [status('105', 5, '<p>Fifth, edited</p>')];
    await fetcher.fetchEvent(event, instance, { claim: false });
    const res = await list(attendee, '?limit=1');
    expect(res.body.count).toBe(5);
    expect(res.body.results[0].text).toBe('Fifth, edited');
  });

  it('lets one process claim an event\'s fetch per round', async () => {
    t.clock.advance(60_000);
    expect(await fetcher.fetchEvent(event, instance)).toBe('fetched');
    expect(await fetcher.fetchEvent(event, instance)).toBe('claimed_elsewhere');
  });

  it('skips events without hashtag or instance', async () => {
    const none = await makeEvent(t, { slug: 'feed-tagless', twitterSearch: '  #  ' });
    expect(await fetcher.fetchEvent(none, instance, { claim: false })).toBe('no_hashtag');
    expect(await fetcher.fetchEvent(event, null, { claim: false })).toBe('no_instance');
  });

  it('records an error answer and keeps what it had', async () => {
    expect(await fetcher.fetchEvent(brokenEvent, `${instance}/broken`, { claim: false })).toBe('failed');
    const source = await t.server.services.socialFeed.repo.source(brokenEvent.id);
    expect(source?.lastError).toContain('500');
  });

  it('gives up a hanging instance after the timeout, while /healthz answers at once', async () => {
    const started = Date.now();
    const pending = fetcher.fetchEvent(slowEvent, `${instance}/slow`, { claim: false });
    // Which settles first, not how fast: the server answers while the fetch still waits on the instance.
    const first = await Promise.race([t.api('GET', '/healthz').then((r) => `healthz ${r.status}`), pending.then(() => 'fetch')]);
    expect(first).toBe('healthz 200');
    expect(await pending).toBe('failed');
    expect(Date.now() - started).toBeGreaterThanOrEqual(390);
  });

  it('runs scheduled rounds in the background and stops cleanly', async () => {
    t.clock.advance(60_000);
    statuses = [status('106', 6, '<p>Sixth</p>')];
    const scheduled = createFeedFetcher(t.server.platform, { instanceUrl: null, intervalMs: 60_000, timeoutMs: 400, firstRunDelayMs: 0 });
    // start() is synchronous and the rounds run in the background, though one instance never answers.
    scheduled.start(t.server.platform.sweeps);
    expect((await t.api('GET', '/healthz')).status).toBe(200);
    for (let i = 0; i < 200; i++) {
      if ((await list(attendee, '?limit=1')).body.results[0]?.text === 'Sixth') break;
      await new Promise((r) => setTimeout(r, 50));
    }
    expect((await list(attendee, '?limit=1')).body.results[0].text).toBe('Sixth');
    await scheduled.stop();
  });
});

describe('GET /api/events/{slug}/tweets/', () => {
  it('answers an empty page for an event without posts; 400 for bad pagination; 401 and 404', async () => {
    const empty = await list(attendee, '', 'feed-none');
    expect(empty.body).toEqual({ count: 0, next: null, previous: null, results: [] });
    for (const q of ['?limit=0', '?limit=51', '?offset=-1', '?limit=x']) expect((await list(attendee, q)).status, q).toBe(400);
    expect((await t.api('GET', '/api/events/feed/tweets/')).status).toBe(401);
    expect((await list(attendee, '', 'nope')).status).toBe(404);
  });
});

describe('posts added and removed by organisers', () => {
  it('lets an organiser add a post, shown as text, and refuses attendees', async () => {
    t.clock.advance(60_000);
    const body = { text: '  Doors open at <b>nine</b>  ', url: 'https://lumen.example/doors' };
    const refused = await t.api('POST', '/api/events/feed/tweets/', { token: attendee.token, body });
    expect(refused.status).toBe(403);
    const added = await t.api('POST', '/api/events/feed/tweets/', { token: organiser.token, body });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ text: 'Doors open at nine', url: 'https://lumen.example/doors', author_name: 'Lumen', source: 'organiser' });
    expect(added.body.external_id).toMatch(/^o-/);
    const first = await list(attendee, '?limit=1');
    expect(first.body.results[0]).toMatchObject({ external_id: added.body.external_id, text: 'Doors open at nine' });
  });

  it('stores an organiser post with HTML as plain text, like fetched posts; other angle brackets stay', async () => {
    t.clock.advance(60_000);
    const body = {
      text: '<p>Welcome to <a href="https://x.test">Lumen</a>!</p><p><script>alert(1)</script>Doors <open> at 9 &amp; 3 < 5 &lt;b&gt;</p>',
      author_name: '<i>The</i> crew',
    };
    const added = await t.api('POST', '/api/events/feed/tweets/', { token: organiser.token, body });
    expect(added.status).toBe(201);
    const [row] = await t.server.platform.db.select().from(feedPosts).where(eq(feedPosts.externalId, added.body.external_id));
    expect(row).toMatchObject({ text: 'Welcome to Lumen!\n\nDoors <open> at 9 & 3 < 5', authorName: 'The crew' });
    const shown = (await list(attendee, '?limit=1')).body.results[0];
    expect(shown).toMatchObject({ text: 'Welcome to Lumen!\n\nDoors <open> at 9 & 3 < 5', author_name: 'The crew' });
    // Nothing left but tags is an empty post.
    const empty = await t.api('POST', '/api/events/feed/tweets/', { token: organiser.token, body: { text: '<b></b><br>' } });
    expect([empty.status, empty.body]).toEqual([400, { text: ['A post cannot be empty.'] }]);
  });

  it('shows no tag of a post stored before posts were kept as plain text', async () => {
    t.clock.advance(60_000);
    const added = await t.api('POST', '/api/events/feed/tweets/', { token: organiser.token, body: { text: 'placeholder' } });
    await t.server.platform.db
      .update(feedPosts)
      .set({ text: 'Old <strong>bold</strong> news' })
      .where(eq(feedPosts.externalId, added.body.external_id));
    expect((await list(attendee, '?limit=1')).body.results[0].text).toBe('Old bold news');
  });

  it('refuses empty text and non-http links (400)', async () => {
    for (const body of [{ text: '' }, { text: '   ' }, { text: 'hi', url: 'javascript:alert(1)' }, { text: 'x'.repeat(1001) }]) {
      expect((await t.api('POST', '/api/events/feed/tweets/', { token: organiser.token, body })).status).toBe(400);
    }
  });

  it('lets an organiser remove any post, which a later fetch does not bring back', async () => {
    const host = new URL(instance).host.replace(/[^A-Za-z0-9._-]/g, '-');
    const id = `m-${host}-104`;
    expect((await t.api('DELETE', `/api/events/feed/tweets/${id}/`, { token: attendee.token })).status).toBe(403);
    expect((await t.api('DELETE', `/api/events/feed/tweets/${id}/`, { token: organiser.token })).status).toBe(204);
    expect((await t.api('DELETE', `/api/events/feed/tweets/${id}/`, { token: organiser.token })).status).toBe(404);
    statuses = [status('104', 4, '<p>Fourth again</p>')];
    await fetcher.fetchEvent(event, instance, { claim: false });
    const all = await list(attendee, '?limit=50');
    expect(all.body.results.map((p: { external_id: string }) => p.external_id)).not.toContain(id);
    expect((await t.api('DELETE', '/api/events/feed/tweets/unknown/', { token: organiser.token })).status).toBe(404);
  });
});
