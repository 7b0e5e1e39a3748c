import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { expect, expectNoSeriousA11yViolations, newAttendeeEmail, test } from '../../support/fixtures';
import { ShellPage, shoot } from './shell-page';

/**
 * The accreditation warning (spec 1 §4, §9): in an event that counts attendance for accreditation, a browser
 * whose blocker keeps the analytics from starting is warned after 3 s, and "Read more" opens a modal. The
 * operator switches accreditation on with `npm run foyer -- event set` (the CLI shares the server's database).
 */
const repoRoot = path.resolve(import.meta.dirname, '..', '..', '..');

test.skip(!process.env.FOYER_E2E_DATA_DIR, 'needs the database of the server the global setup started');

function accreditation(state: 'on' | 'off'): void {
  const cli = spawnSync(process.execPath, ['--import', 'tsx', path.join('apps', 'server', 'src', 'cli.ts'), 'event', 'set', 'demo', 'accreditation_active', state], {
    cwd: repoRoot,
    env: { ...process.env, DATA_DIR: process.env.FOYER_E2E_DATA_DIR, LOG_LEVEL: 'warn' },
    encoding: 'utf8',
  });
  expect(cli.status, `${cli.stdout}\n${cli.stderr}`).toBe(0);
}

test('a blocker keeping the attendance tracking from starting brings the accreditation warning and its read-more modal', async ({ page, signIn, request }, testInfo) => {
  accreditation('on');
  try {
    // What an ad blocker does to an analytics address.
    await page.route('**/api/events/demo/analytics/**', (route) => route.abort('blockedbyclient'));
    const tokens = await signIn(newAttendeeEmail('accreditation'));
    // The server hears of the CLI's change through the database's change notice: the page loads once it has.
    await expect
      .poll(async () => {
        const res = await request.get('/api/events/demo/', { headers: { authorization: `Bearer ${tokens.access}` } });
        return ((await res.json()) as { accreditation_active?: boolean }).accreditation_active;
      })
      .toBe(true);
    const shell = new ShellPage(page);
    await shell.gotoEvent();
    await shell.expectEventPage();
    const warning = page.getByRole('alert').filter({ hasText: 'Your attendance may not be counted' });
    await expect(warning).toBeVisible();
    // The server is fine: only the blocked analytics failed, and nobody is told the server cannot be reached.
    await expect(page.getByText("We can't reach the server")).toHaveCount(0);
    await shoot(page, testInfo.project.name, 'accreditation-warning');
    await warning.getByRole('button', { name: 'Read more' }).click();
    const dialog = page.getByRole('dialog', { name: 'Attendance for accreditation' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('ad blocker');
    await expect(warning).toBeHidden();
    await expectNoSeriousA11yViolations(page, { include: '[role="dialog"]' });
    await shoot(page, testInfo.project.name, 'accreditation-read-more');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  } finally {
    accreditation('off');
  }
});
