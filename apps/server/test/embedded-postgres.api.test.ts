import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres } from '../src/platform/db/embedded-postgres';

const logger = pino({ level: 'silent' });
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'foyer-pg-life-'));
fs.chmodSync(dataDir, 0o755);

async function select1(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<{ one: number }>('SELECT 1 AS one')).rows[0]!.one;
  } finally {
    await client.end();
  }
}

afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('embedded PostgreSQL lifecycle', () => {
  it('initialises once, restarts, survives a stale pid file (of a dead process or of another one) and a lost DATA_DIR record', async () => {
    const first = await startEmbeddedPostgres(dataDir, logger);
    expect(await select1(first.url)).toBe(1);
    await first.stop();

    // A crash leaves postmaster.pid behind with a pid that no longer runs PostgreSQL.
    fs.writeFileSync(path.join(first.dataDir, 'postmaster.pid'), '999999\n');
    const second = await startEmbeddedPostgres(dataDir, logger);
    expect(await select1(second.url)).toBe(1);
    await second.stop();

    // After a container restarts, the pid a crash left in postmaster.pid may belong to another live process.
    // Run by the cluster's own user (pg_ctl cannot see another user's process as alive).
    const owner = fs.statSync(first.dataDir);
    const asOwner = process.getuid?.() === 0 ? { uid: owner.uid, gid: owner.gid } : {};
    const other = spawn('sleep', ['60'], { stdio: 'ignore', ...asOwner });
    try {
      fs.writeFileSync(path.join(first.dataDir, 'postmaster.pid'), `${other.pid}\n`);
      const reused = await startEmbeddedPostgres(dataDir, logger);
      expect(await select1(reused.url)).toBe(1);
      await reused.stop();
    } finally {
      other.kill();
    }

    // DATA_DIR's record of the cluster is gone (a reset): a fresh cluster replaces the unusable one.
    fs.rmSync(path.join(dataDir, 'pg-cluster.json'));
    const third = await startEmbeddedPostgres(dataDir, logger);
    expect(await select1(third.url)).toBe(1);
    await third.destroy();
    expect(fs.existsSync(third.dataDir)).toBe(false);
  });
});
