import path from 'node:path';
import type { Page, TestInfo } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from '../../support/fixtures';

/**
 * The attendee directory (issue 9): alice finds bob by his tags and opens his business card; bob comes
 * online and alice sees it live; the attendee sidebar on desktop. Read-only for the demo people. With
 * `FOYER_SCREENSHOTS=1` the screenshots refresh docs/screenshots.
 */
async function shoot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await page.evaluate(() => document.fonts.ready);
  const file = `${name}-${testInfo.project.name}.png`;
  await page.screenshot({ path: path.join(testInfo.project.outputDir, 'screenshots', file) });
  if (process.env.FOYER_SCREENSHOTS) await page.screenshot({ path: path.join(import.meta.dirname, '..', '..', '..', 'docs', 'screenshots', file) });
}

async function quietStart(page: Page): Promise<void> {
  await page.addInitScript(() => {
    localStorage.setItem('browserSupportTest.dontShowModalAgain', 'true');
    sessionStorage.setItem('foyer.fullscreenPrompted.demo', '1');
  });
}

test('alice finds bob by his tags, opens his card and sees him come online', async ({ page, signIn, openAs }, testInfo) => {
  // Two people's pages, two axe runs and screenshots: a busy machine takes more than the default minute.
  test.setTimeout(120_000);
  await quietStart(page);
  await signIn('alice');
  await page.goto('/demo/attendees');
  await expect(page.getByRole('heading', { level: 1, name: 'Attendees' })).toBeVisible();
  const grid = page.getByTestId('attendee-grid');
  await expect(grid.getByTestId('attendee-card-item').first()).toBeVisible();
  await expect(page.getByTestId('attendee-count')).toContainText('attendees');
  await expect(page.getByTestId('attendees-back')).toHaveAttribute('href', '/demo');
  await shoot(page, testInfo, 'attendees');
  await expectNoSeriousA11yViolations(page, { include: 'main' });

  // Bob's tags: Optics (Industry) and Customers (Looking for).
  await page.getByTestId('attendee-tag-filter').click();
  await page.getByRole('checkbox', { name: 'Optics' }).check();
  await page.getByRole('checkbox', { name: 'Customers' }).check();
  await page.keyboard.press('Escape');
  const bob = grid.getByRole('button', { name: 'Open the profile of Bob Brennan' });
  await expect(bob).toBeVisible();
  // Every person listed carries both tags.
  for (const card of await grid.getByTestId('attendee-card-item').all()) {
    await expect(card.getByTestId('attendee-tags')).toContainText(/Optics|\+/);
  }
  await bob.click();
  const card = page.getByTestId('attendee-card');
  await expect(card.getByRole('heading', { name: 'Bob Brennan' })).toBeVisible();
  await expect(card).toContainText('Sales lead');
  await expect(card).toContainText('Aurora Optics');
  await expect(card.getByRole('button', { name: 'Bookmark Bob Brennan' })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Schedule appointment' })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Facebook: not given' })).toBeDisabled();
  await shoot(page, testInfo, 'attendee-card');
  await expectNoSeriousA11yViolations(page, { include: '[data-testid="attendee-card"]' });
  await page.keyboard.press('Escape');

  // Bob opens the app: alice's directory shows him online without a reload.
  const avatar = grid.locator('[data-user-id]').filter({ hasText: 'Bob Brennan' }).locator('[data-availability]');
  await expect(avatar).toHaveAttribute('data-availability', 'offline');
  const bobPage = await openAs('bob', { path: '/demo' });
  await expect(bobPage.getByTestId(testInfo.project.name === 'mobile' ? 'mobile-top-bar' : 'topbar-attendees')).toBeVisible();
  await expect(avatar).toHaveAttribute('data-availability', 'online', { timeout: 15_000 });
});

test('the attendee sidebar searches and opens cards', async ({ page, signIn }, testInfo) => {
  test.skip(testInfo.project.name === 'mobile', 'the sidebar buttons live in the desktop top bar');
  await quietStart(page);
  await signIn('alice');
  await page.goto('/demo');
  await page.getByTestId('topbar-attendees').click();
  const sidebar = page.getByTestId('sidebar-attendees');
  const rows = sidebar.getByTestId('attendee-row');
  await expect(rows).toHaveCount(15);
  await shoot(page, testInfo, 'attendee-sidebar');
  await sidebar.getByRole('button', { name: 'Show more' }).click();
  await expect(rows).toHaveCount(25);
  await sidebar.getByTestId('attendee-sidebar-search').fill('brennan');
  await expect(rows).toHaveCount(1);
  await rows.first().click();
  await expect(page.getByTestId('attendee-card').getByRole('heading', { name: 'Bob Brennan' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, { include: '[data-testid="sidebar-attendees"]' });
});

test('"Open chat" on a card closes the card and opens the conversation in its place', async ({ page, signIn }) => {
  await quietStart(page);
  await signIn('alice');
  await page.goto('/demo/attendees');
  const grid = page.getByTestId('attendee-grid');
  await page.getByTestId('attendee-search').fill('brennan');
  await grid.getByRole('button', { name: 'Open the profile of Bob Brennan' }).click();
  const card = page.getByTestId('attendee-card');
  await expect(card.getByRole('heading', { name: 'Bob Brennan' })).toBeVisible();
  // Opening the chat sends nothing: no demo conversation changes.
  await card.getByRole('button', { name: 'Open chat' }).click();
  await expect(card).toBeHidden();
  const modal = page.getByTestId('chat-modal');
  await expect(modal.getByRole('region', { name: 'Bob Brennan' })).toBeVisible();
  // The chat is the only dialog left, and the first Escape closes it.
  await expect(page.getByRole('dialog')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
  await expect(page.getByTestId('attendee-card')).toBeHidden();
});
