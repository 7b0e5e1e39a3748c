import path from 'node:path';
import type { Page, TestInfo } from '@playwright/test';
import { expect, latestMessageTo, newAttendeeEmail, readLatestCode, test } from '../../support/fixtures';
import { EntryPage, previewOf } from './entry-page';

/**
 * Screenshots for people to look at, in the output folder's `screenshots/`; with `FOYER_SCREENSHOTS=1`
 * the entry page's also refresh docs/screenshots (the README shows them).
 */
async function shoot(page: Page, testInfo: TestInfo, name: string, docsName?: string): Promise<void> {
  await page.evaluate(() => document.fonts.ready);
  const project = testInfo.project.name;
  await page.screenshot({ path: path.join(testInfo.project.outputDir, 'screenshots', `${project}-${name}.png`) });
  if (docsName && process.env.FOYER_SCREENSHOTS) {
    await page.screenshot({ path: path.join(import.meta.dirname, '..', '..', '..', 'docs', 'screenshots', docsName) });
  }
}

test('help opens the event help in a dialog that Escape closes', async ({ page, request }, testInfo) => {
  const demo = await previewOf(request, 'demo');
  test.skip(!demo.help_content, 'the demo event has no help content');
  const entry = new EntryPage(page);
  await entry.goto('demo');
  await shoot(page, testInfo, 'entry-request-code', `entry-${testInfo.project.name}.png`);
  await page.getByRole('button', { name: 'Help' }).click();
  const dialog = page.getByRole('dialog', { name: 'Help' });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('script')).toHaveCount(0);
  await page.waitForTimeout(300);
  await shoot(page, testInfo, 'entry-help');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('the intro video starts on a first visit, closes, and plays again on request', async ({ page, request }, testInfo) => {
  const demo = await previewOf(request, 'demo');
  test.skip(!demo.intro_video, 'the demo event has no intro video');
  await page.goto('/demo/enterevent/');
  const video = page.getByRole('dialog', { name: 'Intro video' });
  // The demo autostarts only when it says so; otherwise the replay control starts it.
  if (!(await video.isVisible().catch(() => false))) {
    await page.getByRole('button', { name: 'Watch intro video' }).click();
  }
  await expect(video).toBeVisible();
  await expect(video.locator('video')).toHaveAttribute('controls', '');
  await page.waitForTimeout(600);
  await shoot(page, testInfo, 'entry-intro-video');
  await page.getByRole('button', { name: 'Close video' }).click();
  await expect(video).toBeHidden();
  await page.getByRole('button', { name: 'Watch intro video' }).click();
  await expect(video).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(video).toBeHidden();
  // Five seconds after arrival the event counts as entered: no autostart next time.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('demo')), { timeout: 8000 }).toBe('entered');
});

test('the forms look right in both tabs and with errors', async ({ page }, testInfo) => {
  const entry = new EntryPage(page);
  await entry.goto('demo');
  await entry.openLoginTab();
  await shoot(page, testInfo, 'entry-login');
  await entry.terms.check();
  await entry.email.fill('nobody@');
  await entry.submit.click();
  await expect(page.getByText('Please enter a valid e-mail address')).toBeVisible();
  await shoot(page, testInfo, 'entry-login-errors');
  await page.getByRole('button', { name: 'terms', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Terms' })).toBeVisible();
  await page.waitForTimeout(300);
  await shoot(page, testInfo, 'entry-terms');
});

test('the dev outbox shows the mailed code with a button to copy it', async ({ page, request }, testInfo) => {
  const email = newAttendeeEmail('outbox');
  const before = await latestMessageTo(request, email);
  const res = await request.post('/api/auth/callback/', { data: { email, type: 'code', event_slug: 'demo' } });
  expect(res.ok()).toBe(true);
  const code = await readLatestCode(request, email, { newerThan: before });
  await page.goto('/dev/outbox');
  await expect(page).toHaveTitle(/^Dev outbox \| /);
  const message = page.getByRole('article').filter({ hasText: email }).first();
  await expect(message).toBeVisible();
  await expect(message.getByRole('button', { name: `Copy code ${code}` })).toBeVisible();
  await shoot(page, testInfo, 'outbox');
});
