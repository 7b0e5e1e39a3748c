import path from 'node:path';
import type { Page, TestInfo } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, newAttendeeEmail, test } from '../../support/fixtures';

/**
 * The goodie bag (issue 9): a fresh attendee bookmarks a booth and one of its documents and finds both in
 * Favorites, reached through the profile menu. With `FOYER_SCREENSHOTS=1` the page's screenshots refresh
 * docs/screenshots.
 */
async function shoot(page: Page, testInfo: TestInfo, name: string, { docs = true } = {}): Promise<void> {
  await page.evaluate(() => document.fonts.ready);
  const file = `${name}-${testInfo.project.name}.png`;
  await page.screenshot({ path: path.join(testInfo.project.outputDir, 'screenshots', file) });
  if (docs && process.env.FOYER_SCREENSHOTS) await page.screenshot({ path: path.join(import.meta.dirname, '..', '..', '..', 'docs', 'screenshots', file) });
}

/** The browser-check notice and the full-screen prompt are not what these journeys look at. */
async function quiet(page: Page): Promise<void> {
  await page.addInitScript(() => {
    localStorage.setItem('browserSupportTest.dontShowModalAgain', 'true');
    sessionStorage.setItem('foyer.fullscreenPrompted.demo', '1');
  });
}

test('bookmark a booth and a document, then find them in Favorites', async ({ page, signIn }, testInfo) => {
  await quiet(page);
  await signIn(newAttendeeEmail('goodiebag'));
  await page.goto('/demo/booths/lumenworks');
  const booth = page.locator('[data-testid="booth-view"][data-booth="lumenworks"]');
  await expect(booth.getByRole('heading', { level: 1, name: 'Lumenworks' })).toBeVisible();

  const boothMark = booth.getByRole('button', { name: 'Bookmark Lumenworks' });
  await expect(boothMark).toBeEnabled();
  await boothMark.click();
  await expect(booth.getByRole('button', { name: 'Remove Lumenworks from your bookmarks' })).toHaveAttribute('aria-pressed', 'true');

  await booth.getByRole('tab', { name: /Documents/ }).click();
  const docMark = booth.getByRole('button', { name: 'Bookmark Installation guide' });
  await docMark.click();
  await expect(booth.getByRole('button', { name: 'Remove Installation guide from your bookmarks' })).toHaveAttribute('aria-pressed', 'true');
  await shoot(page, testInfo, 'goodiebag-booth-marks', { docs: false });
  await expectNoSeriousA11yViolations(page, { include: '[data-testid="booth-view"][data-booth="lumenworks"]' });
  // The marks are the server's: they are still there after a reload.
  await page.reload();
  await expect(booth.getByRole('button', { name: 'Remove Lumenworks from your bookmarks' })).toBeVisible();

  // The profile menu's Favorites entry leads to the goodie bag.
  await page.getByTestId('profile-menu-button').click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'Favorites' }).click();
  await expect(page).toHaveURL(/\/demo\/goodiebag$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Favorites' })).toBeVisible();

  const items = page.getByTestId('favourite-item');
  await expect(items.filter({ hasText: 'Installation guide' })).toBeVisible();
  await expect(items.filter({ hasText: 'Installation guide' }).getByRole('link')).toHaveAttribute('href', /^\/files\//);
  await page.getByTestId('goodiebag-category-booths').click();
  await expect(items.filter({ hasText: 'Lumenworks' })).toBeVisible();
  await expect(items.filter({ hasText: 'Lumenworks' }).getByRole('link')).toHaveAttribute('href', '/demo/booths/lumenworks');
  await shoot(page, testInfo, 'goodiebag');
  await expectNoSeriousA11yViolations(page, { include: 'main' });

  // A category with nothing in it says so.
  await page.getByTestId('goodiebag-category-speakers').click();
  await expect(page.getByTestId('favourites-empty')).toContainText('No speakers saved yet');
  await shoot(page, testInfo, 'goodiebag-empty', { docs: false });

  // Taking the booth out from the goodie bag empties its category, also after a reload.
  await page.getByTestId('goodiebag-category-booths').click();
  await items.filter({ hasText: 'Lumenworks' }).getByRole('button', { name: 'Remove Lumenworks from your bookmarks' }).click();
  await expect(page.getByTestId('favourites-empty')).toContainText('No booths saved yet');
  await page.reload();
  await expect(page.getByTestId('favourites-empty')).toContainText('No booths saved yet');
});

test('bookmark a meeting and a group session on All meetings, then find them as meeting experts and group sessions', async ({ page, signIn }, testInfo) => {
  await quiet(page);
  await signIn(newAttendeeEmail('experts'));
  await page.goto('/demo/allmeetings');
  await expect(page.getByRole('heading', { level: 1, name: 'All meetings' })).toBeVisible();

  // A meeting, from its info modal.
  const row = page.getByTestId('all-meetings-row').first();
  await row.click();
  const info = page.getByRole('dialog', { name: 'Meeting details' });
  const title = (await info.getByTestId('meeting-info').getByRole('heading', { level: 2 }).textContent())?.trim() ?? '';
  await info.getByRole('button', { name: `Bookmark ${title}` }).click();
  await expect(info.getByRole('button', { name: `Remove ${title} from your bookmarks` })).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('Escape');
  await expect(info).toBeHidden();

  // The demo's group sessions; tomorrow's office hour is always still to come.
  const sessions = page.getByTestId('group-sessions');
  await expect(sessions.getByRole('heading', { level: 2, name: 'Group sessions' })).toBeVisible();
  const office = sessions.getByTestId('group-session').filter({ hasText: 'Organisers office hour' });
  await expect(office).toContainText('Olivia Organiser');
  await office.getByRole('button', { name: 'Bookmark Organisers office hour' }).click();
  await expect(office.getByRole('button', { name: 'Remove Organisers office hour from your bookmarks' })).toHaveAttribute('aria-pressed', 'true');
  await office.scrollIntoViewIfNeeded();
  await shoot(page, testInfo, 'all-meetings-group-sessions', { docs: false });
  await expectNoSeriousA11yViolations(page, { include: 'main' });

  await page.goto('/demo/goodiebag?category=meeting_experts');
  const items = page.getByTestId('favourite-item');
  await expect(items.filter({ hasText: title })).toBeVisible();
  await page.getByTestId('goodiebag-category-group_sessions').click();
  const saved = items.filter({ hasText: 'Organisers office hour' });
  await expect(saved).toBeVisible();
  await shoot(page, testInfo, 'goodiebag-group-sessions', { docs: false });
  await expectNoSeriousA11yViolations(page, { include: 'main' });
  // The bookmark leads back to the session's row, where it can be joined once it runs.
  await saved.getByRole('link').click();
  await expect(page).toHaveURL(/\/demo\/allmeetings#group-session-\d+$/);
  await expect(page.getByTestId('group-session').filter({ hasText: 'Organisers office hour' })).toBeInViewport();
});
