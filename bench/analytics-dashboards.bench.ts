import os from 'node:os';
import pg from 'pg';
import { databaseUrl, signIn, startEmbeddedServer } from './embedded-server';

/**
 * The console's analytics at 20,000 attendees and 5 million page views (issue 29, decisions 0095 and 0096):
 * the server as `FOYER_SKIP_WEB_BUILD=1 npm start` runs it (embedded PostgreSQL, demo data) in a child process;
 * 20,000 attendees of the demo event (each signing in once a day), 5,000,000 page views over its first three days
 * (each person 250 views in four hours a day, three spaces an hour) and their time on pages, written with
 * `generate_series` in one transaction (foreign-key checks skipped, the page views' index built after); the server's
 * own sweep folds them into the hourly rollups (timed); then each dashboard call, whole event and one day,
 * signed in as the demo's organiser, one request after another.
 *
 * Environment: BENCH_ANALYTICS_ATTENDEES, _VIEWS, _REQUESTS (per call).
 */

const ATTENDEES = Number(process.env.BENCH_ANALYTICS_ATTENDEES ?? 20_000);
const VIEWS = Number(process.env.BENCH_ANALYTICS_VIEWS ?? 5_000_000);
const REQUESTS = Number(process.env.BENCH_ANALYTICS_REQUESTS ?? 100);
const GOAL_P95_MS = 200;

/**
 * Writes the attendees, their page views and their time on pages in a few set-based statements. The rows are
 * consistent by construction, so the foreign-key triggers of the page views and page time are skipped
 * (`session_replication_role = replica`) and the page views' secondary indexes are built once afterwards:
 * row-by-row trigger checks and index inserts were most of the 10 minutes the seed used to take.
 */
export async function seed(client: pg.Client, attendees = ATTENDEES, views = VIEWS): Promise<void> {
  await client.query('BEGIN');
  await client.query(
    `INSERT INTO users (email, first_name, last_name, terms_agreed)
     SELECT 'analytics' || i || '@example.com', 'Visitor', 'No. ' || i, true FROM generate_series(1, $1::int) AS i`,
    [attendees],
  );
  await client.query(
    `INSERT INTO event_members (event_id, user_id, role, joined_at)
     SELECT e.id, u.id, 'attendee', now() FROM users u, events e WHERE e.slug = 'demo' AND u.email LIKE 'analytics%@example.com'`,
  );
  // Each attendee signs in once a day of the three (their sessions, and the sign-ins counted as
  // the server counts them when they happen, per event and hour: decision 0096).
  await client.query(
    `INSERT INTO auth_sessions (user_id, current_refresh_id, created_at, last_refreshed_at, expires_at)
     SELECT u.id, gen_random_uuid(), t.at, t.at, t.at + interval '30 days'
     FROM users u CROSS JOIN events e
     CROSS JOIN LATERAL (SELECT (e.start_date::timestamp AT TIME ZONE e.timezone) + make_interval(days => d, hours => 8, mins => u.id % 60) AS at
       FROM generate_series(0, 2) AS d) t
     WHERE e.slug = 'demo' AND u.email LIKE 'analytics%@example.com'`,
  );
  await client.query(
    `INSERT INTO analytics_sign_ins (event_id, hour, n)
     SELECT e.id, date_trunc('hour', a.created_at), count(*)::int
     FROM auth_sessions a JOIN users u ON u.id = a.user_id CROSS JOIN events e
     WHERE e.slug = 'demo' AND u.email LIKE 'analytics%@example.com'
     GROUP BY 1, 2
     ON CONFLICT (event_id, hour) DO UPDATE SET n = analytics_sign_ins.n + excluded.n`,
  );
  // From here on only page views and page time: no triggers but the foreign keys' checks to skip.
  await client.query('SET LOCAL session_replication_role = replica');
  const indexes = await client.query<{ indexdef: string; indexname: string }>(
    `SELECT indexname, indexdef FROM pg_indexes WHERE tablename = 'page_views' AND indexname <> 'page_views_pkey'`,
  );
  for (const { indexname } of indexes.rows) await client.query(`DROP INDEX ${indexname}`);
  // View k of person p: day k % 3, hour 9 + p % 8 + (k / 3) / 21, the same space for 7 views in a row; the
  // demo event's space pages as the web app's addresses name them, looked up in an array.
  await client.query(
    `WITH paths AS (
       SELECT array_agg('/demo/' || CASE s.type WHEN 'booth' THEN 'booths' WHEN 'meeting' THEN 'meetings'
         WHEN 'chat_roulette' THEN 'chatroulette' ELSE s.type END || '/' || s.slug ORDER BY s.id) AS list
       FROM spaces s JOIN events e ON e.id = s.event_id AND e.slug = 'demo'
     ), ctx AS (
       SELECT e.id AS event_id, (e.start_date::timestamp AT TIME ZONE e.timezone) AS start, p.list, cardinality(p.list) AS n,
         (SELECT min(id) FROM users WHERE email LIKE 'analytics%@example.com') AS first
       FROM events e, paths p WHERE e.slug = 'demo'
     )
     INSERT INTO page_views (event_id, user_id, path, created_at)
     SELECT c.event_id, c.first + pk.p, c.list[1 + (pk.p * 13 + (pk.k / 3) / 7) % c.n],
       c.start + make_interval(days => pk.k % 3, hours => 9 + pk.p % 8 + (pk.k / 3) / 21, mins => (pk.k * 7) % 60)
     FROM ctx c CROSS JOIN generate_series(0, $1::int - 1) AS i
     CROSS JOIN LATERAL (SELECT i % $2::int AS p, i / $2::int AS k) pk`,
    [views, attendees],
  );
  for (const { indexdef } of indexes.rows) await client.query(indexdef);
  await client.query(
    `INSERT INTO page_time (event_id, user_id, path, day, beats, last_beat_at)
     SELECT v.event_id, v.user_id, v.path, v.created_at::date, 40, max(v.created_at)
     FROM page_views v WHERE v.event_id = (SELECT id FROM events WHERE slug = 'demo')
       AND v.user_id >= (SELECT min(id) FROM users WHERE email LIKE 'analytics%@example.com')
     GROUP BY v.event_id, v.user_id, v.path, v.created_at::date`,
  );
  await client.query('COMMIT');
  await client.query('ANALYZE page_views; ANALYZE page_time; ANALYZE users; ANALYZE event_members;');
}

/** Waits for the server's sweep to fold every page view and beat; answers the seconds it took. */
async function folded(client: pg.Client): Promise<number> {
  const started = Date.now();
  for (;;) {
    // Cheap to ask every 2 s (the greatest id by the primary key, unfolded beats by their partial index): counting
    // the page views left would read the index of all 5 million beside the sweep.
    const { rows } = await client.query<{ done: boolean }>(
      `SELECT coalesce((SELECT max(id) FROM page_views), 0) <= coalesce((SELECT last_id FROM analytics_watermarks WHERE name = 'page_views'), 0)
         AND NOT EXISTS (SELECT 1 FROM page_time WHERE beats > folded_beats) AS done`,
    );
    if (rows[0]?.done) break;
    if (Date.now() - started > 45 * 60_000) throw new Error('the sweep did not fold the page views within 45 minutes');
    await new Promise((r) => setTimeout(r, 2_000));
  }
  await client.query('ANALYZE analytics_hours');
  return (Date.now() - started) / 1000;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

async function time(url: string, token: string, path: string): Promise<{ p50: number; p95: number; max: number; rows: number }> {
  const get = async () => {
    const res = await fetch(`${url}${path}`, { headers: { authorization: `Bearer ${token}` } });
    if (!res.ok) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
    return (await res.json()) as { rows?: unknown[]; spaces?: unknown[] };
  };
  const first = await get();
  for (let i = 0; i < 5; i++) await get();
  const times: number[] = [];
  for (let i = 0; i < REQUESTS; i++) {
    const start = performance.now();
    await get();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), max: times.at(-1) ?? NaN, rows: (first.rows ?? first.spaces ?? []).length };
}

const int = (x: number) => Math.round(x).toLocaleString('en-US');

export async function run(): Promise<{ title: string; markdown: string }> {
  const server = await startEmbeddedServer('analytics');
  const client = new pg.Client({ connectionString: databaseUrl(server.dataDir) });
  const lines: string[] = [];
  const load = { before: NaN, after: NaN };
  try {
    await client.connect();
    const seedStart = Date.now();
    await seed(client);
    const seedSeconds = (Date.now() - seedStart) / 1000;
    const foldSeconds = await folded(client);
    const counted = await client.query<{ views: string; hours: string; presence: string; day: string; booth: string }>(
      `SELECT (SELECT count(*) FROM page_views) AS views, (SELECT count(*) FROM analytics_hours) AS hours, (SELECT count(*) FROM analytics_presence) AS presence,
         (SELECT start_date::text FROM events WHERE slug = 'demo') AS day,
         (SELECT s.slug FROM spaces s JOIN events e ON e.id = s.event_id AND e.slug = 'demo' WHERE s.type = 'booth' ORDER BY s.id LIMIT 1) AS booth`,
    );
    const facts = counted.rows[0]!;
    const sizes = { views: Number(facts.views), hours: Number(facts.hours), presence: Number(facts.presence) };
    const token = await signIn(server.url, 'organiser@example.com');
    const figures = ['attendees', 'spaces', 'stages', 'meetings', 'appointments', 'chats', 'booths', 'media'];
    const calls = [
      ...figures.flatMap((f) => [`/api/events/demo/organizer/analytics/${f}/`, `/api/events/demo/organizer/analytics/${f}/?day=${facts.day}`]),
      `/api/events/demo/organizer/booths/${facts.booth}/analytics/`,
      '/api/events/demo/organizer/analytics/live/',
    ];
    load.before = os.loadavg()[0] ?? NaN;
    let met = 0;
    for (const call of calls) {
      const f = await time(server.url, token, call);
      const ok = f.p95 < GOAL_P95_MS;
      if (ok) met++;
      lines.push(`| \`${call.replace('/api/events/demo/organizer', '…')}\` | ${f.rows} | ${f.p50.toFixed(1)} | ${f.p95.toFixed(1)} | ${f.max.toFixed(1)} | ${ok ? 'met' : 'not met'} |`);
    }
    load.after = os.loadavg()[0] ?? NaN;
    // More runnable processes than cores: other work shared the machine with the server and this bench.
    const cores = os.availableParallelism();
    const busy = Math.max(load.before, load.after) > cores ? `; more than the ${cores} cores: other work was running on the machine` : '';
    lines.push('', `Goal: p95 < ${GOAL_P95_MS} ms for every call. Result: met for ${met} of ${calls.length}.`);
    lines.unshift(
      `Seeding took ${int(seedSeconds)} s; the server's sweep folded the ${int(sizes.views)} page views and their time into`,
      `${int(sizes.hours)} rollup rows in ${int(foldSeconds)} s (${int(sizes.presence)} rows of who was where per hour).`,
      `${REQUESTS} requests per call after 6 unmeasured, one at a time (1-minute load average ${load.before.toFixed(1)} before, ${load.after.toFixed(1)} after${busy}).`,
      '',
      '| call | rows | p50 (ms) | p95 (ms) | max (ms) | goal |',
      '|---|---:|---:|---:|---:|---|',
    );
  } finally {
    await client.end().catch(() => undefined);
    await server.stop();
  }
  const markdown = [
    `The server as \`FOYER_SKIP_WEB_BUILD=1 npm start\` runs it (embedded PostgreSQL, demo data) in a child process; ${int(ATTENDEES)} attendees`,
    `of the demo event, each signing in once a day, and ${int(VIEWS)} page views over its first three days (each person in four hours a`,
    'day, three spaces an hour) with their time on pages, written with `generate_series` (the foreign-key checks of the page views skipped,',
    'their index built afterwards). The figures afterwards read the hourly rollups (decisions 0095, 0096), never the raw page views; each',
    "figure's queries go out together. The live figures (`…/analytics/live/`) count the last 40 s of page views and heartbeats.",
    '',
    ...lines,
  ].join('\n');
  return { title: 'Analytics dashboards at 20,000 attendees and 5 million page views', markdown };
}
