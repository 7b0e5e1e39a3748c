import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import pino from 'pino';
import { createServer } from '../apps/server/src/server';
import { loadConfig } from '../apps/server/src/platform/config';
import { users } from '../apps/server/src/features/identity/accounts.schema';
import { events } from '../apps/server/src/features/identity/events.schema';

/**
 * Does `POST /api/auth/callback/` take as long for an address with an account as for one without?
 * If it did not, its timing would tell an attacker which addresses have accounts. Known and unknown
 * requests are interleaved (alternating which goes first) so drift of the machine hits both alike.
 */

const N = Number(process.env.BENCH_AUTH_N ?? 200);
const WARMUP = 30;

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i] ?? NaN;
}

function summary(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const mean = samples.reduce((s, x) => s + x, 0) / samples.length;
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), mean };
}

const ms = (x: number) => x.toFixed(2);

/** A database of our own: a fresh one on DATABASE_URL, or an embedded cluster in a temporary folder. */
export async function benchDatabase(): Promise<{ env: Record<string, string>; cleanup(): Promise<void> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'foyer-bench-auth-'));
  // Readable by the postgres system user when run as root (mkdtemp makes it 0700).
  fs.chmodSync(dataDir, 0o755);
  const removeDir = () => fs.rmSync(dataDir, { recursive: true, force: true });
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) return { env: { DATA_DIR: dataDir }, cleanup: async () => removeDir() };
  const name = `foyer_bench_auth_${crypto.randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: url.toString() },
    async cleanup() {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
      removeDir();
    },
  };
}

export async function run(): Promise<{ title: string; markdown: string }> {
  const database = await benchDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: '0',
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
    FOYER_SEED_DEMO: '0',
    LOG_LEVEL: 'silent',
    ...database.env,
  });
  const server = await createServer({
    config,
    logger: pino({ level: 'silent' }),
    // Every request must reach the code path, not a limit.
    authLimits: { codeRequestsPerIp: { max: 1_000_000 } },
  });
  try {
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const db = server.platform.db;
    const slug = 'bench-auth';
    await db.insert(events).values({
      slug,
      name: 'Timing bench',
      published: true,
      startDate: '2026-06-01',
      endDate: '2026-06-02',
      previewConfig: {
        time_format: '24h', show_attendees_outside_event: false, show_jobs_inside_booths: true, show_speaker_icon: true,
        show_calendar_icon: true, show_booth_sidebar: true, enable_meeting_scheduling: false,
      },
    });
    const known = Array.from({ length: N + WARMUP }, (_, i) => `known-${i}@bench.example`);
    const unknown = Array.from({ length: N + WARMUP }, (_, i) => `unknown-${i}@bench.example`);
    await db.insert(users).values(known.map((email) => ({ email, termsAgreed: true })));

    const url = `${server.url}/api/auth/callback/`;
    const timeOne = async (email: string): Promise<number> => {
      const started = performance.now();
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, type: 'code', event_slug: slug }),
      });
      await res.arrayBuffer();
      const elapsed = performance.now() - started;
      if (res.status !== 200) throw new Error(`code request for ${email} answered ${res.status}`);
      return elapsed;
    };

    const knownMs: number[] = [];
    const unknownMs: number[] = [];
    for (let i = 0; i < N + WARMUP; i++) {
      const k = known[i] as string;
      const u = unknown[i] as string;
      let kt: number;
      let ut: number;
      if (i % 2 === 0) {
        kt = await timeOne(k);
        ut = await timeOne(u);
      } else {
        ut = await timeOne(u);
        kt = await timeOne(k);
      }
      if (i < WARMUP) continue;
      knownMs.push(kt);
      unknownMs.push(ut);
    }

    const k = summary(knownMs);
    const u = summary(unknownMs);
    const d50 = k.p50 - u.p50;
    const d95 = k.p95 - u.p95;
    const verdict =
      Math.abs(d50) <= Math.max(1, 0.1 * u.p50)
        ? 'within noise: the reply time does not tell known from unknown addresses'
        : 'ABOVE the 1 ms / 10 % threshold: investigate before release';
    const markdown = [
      `\`POST /api/auth/callback/\` for ${N} addresses with an account and ${N} without (after ${WARMUP} warm-up pairs),`,
      'interleaved, one at a time, over loopback HTTP against a real PostgreSQL; limits raised so every request mails a code',
      '(dev outbox).',
      '',
      '| addresses | requests | p50 (ms) | p95 (ms) | mean (ms) |',
      '|---|---:|---:|---:|---:|',
      `| known (account exists) | ${knownMs.length} | ${ms(k.p50)} | ${ms(k.p95)} | ${ms(k.mean)} |`,
      `| unknown (no account) | ${unknownMs.length} | ${ms(u.p50)} | ${ms(u.p95)} | ${ms(u.mean)} |`,
      `| difference (known − unknown) | | ${ms(d50)} | ${ms(d95)} | ${ms(k.mean - u.mean)} |`,
      '',
      `Goal: the p50 difference stays within max(1 ms, 10 % of p50). Result: ${verdict}.`,
    ].join('\n');
    return { title: 'Sign-in codes: known vs unknown e-mail timing', markdown };
  } finally {
    await server.close();
    await database.cleanup();
  }
}

// `node --import tsx bench/auth-timing.bench.ts` runs it alone.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  run().then(
    (r) => console.log(`## ${r.title}\n\n${r.markdown}`),
    (err: unknown) => {
      console.error(err);
      process.exitCode = 1;
    },
  );
}
