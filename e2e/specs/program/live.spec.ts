import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, newAttendeeEmail, test } from '../../support/fixtures';

// Each test opens several views, each a chunk and a few calls: on a machine shared by many test runs that takes time.
test.describe.configure({ timeout: 150_000 });

/**
 * A program change reaches an open calendar panel without a reload (issue 11): the operator imports a
 * one-session schedule with `npm run foyer -- program import` (the CLI shares the server's database; the
 * change notice makes the server send `timetable_updated`), and the session appears.
 */

const repoRoot = path.resolve(import.meta.dirname, '..', '..', '..');

test.skip(({ viewport }) => (viewport?.width ?? 0) <= 932, 'desktop layout');
test.skip(!process.env.FOYER_E2E_DATA_DIR, 'needs the database of the server the global setup started');

/**
 * A pretalx-style schedule with one session today at 22:30 in Amsterdam on the demo's main stage (rooms match
 * spaces by name, so no space is added), or with none (importing it again takes the session away).
 */
function schedule(title: string, guid: string, withSession = true): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam' }).format(new Date());
  const offset = new Intl.DateTimeFormat('en-US', { timeZone: 'Europe/Amsterdam', timeZoneName: 'longOffset' }).formatToParts(new Date()).find((p) => p.type === 'timeZoneName')?.value.replace('GMT', '') || '+00:00';
  return JSON.stringify({
    schedule: {
      version: 'e2e',
      conference: {
        acronym: 'e2e', title: 'E2E live', start: today, end: today, daysCount: 1, timeslot_duration: '00:05', time_zone_name: 'Europe/Amsterdam',
        rooms: [{ name: 'Main stage', guid: 'e2e-room' }],
        days: [{
          index: 1, date: today,
          rooms: {
            'Main stage': withSession
              ? [{
                  guid, id: 990001, date: `${today}T22:30:00${offset}`, start: '22:30', duration: '00:30', room: 'Main stage', slug: 'e2e-live',
                  title, subtitle: '', track: null, type: 'Talk', language: 'en', abstract: 'Added while you watch.', description: '', persons: [], links: [],
                }]
              : [],
          },
        }],
      },
    },
  });
}

test('a session imported by the operator appears in the open calendar panel without a reload', async ({ page, signIn }) => {
  await signIn(newAttendeeEmail('live'));
  await page.goto('/demo');
  await page.getByTestId('topbar-calendar').click();
  const panel = page.getByTestId('sidebar-calendar');
  await expect(panel.getByTestId('program-item-row').first()).toBeVisible();

  const title = `Late addition ${Date.now().toString(36)}`;
  const guid = `e2e-live-${Date.now()}`;
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'foyer-e2e-import-'));
  const runImport = (json: string) => {
    const file = path.join(folder, 'schedule.json');
    fs.writeFileSync(file, json);
    const cli = spawnSync(process.execPath, ['--import', 'tsx', path.join('apps', 'server', 'src', 'cli.ts'), 'program', 'import', 'demo', file], {
      cwd: repoRoot,
      env: { ...process.env, DATA_DIR: process.env.FOYER_E2E_DATA_DIR, LOG_LEVEL: 'warn' },
      encoding: 'utf8',
    });
    expect(cli.status, `${cli.stdout}\n${cli.stderr}`).toBe(0);
  };
  runImport(schedule(title, guid));
  await expect(panel.getByText(title)).toBeVisible({ timeout: 15_000 });
  // The same schedule without it takes it away again, live too (and leaves the demo as it was).
  runImport(schedule(title, guid, false));
  await expect(panel.getByText(title)).toHaveCount(0, { timeout: 15_000 });
  fs.rmSync(folder, { recursive: true, force: true });
});
