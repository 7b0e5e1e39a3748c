import type { Locator } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, newAttendeeEmail, test } from '../../support/fixtures';
import { shoot } from './map-page';

/**
 * The shell's notices on the map page (issue 3, spec 1 §2 and §4): the full-screen prompt on event load
 * and the browser-check notice (shown here because Safari is not a recommended browser). They sit left of
 * the map's side panel, below the top bar, and pass axe with the rest of the page.
 */
test.skip(({ isMobile }) => isMobile, 'phones get no full-screen prompt and have no side panel');
test.use({
  userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15',
});

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not on screen');
  return found;
}

test('the full-screen prompt and the browser check cover none of the side panel and pass axe', async ({ page, signIn }, testInfo) => {
  await signIn(newAttendeeEmail('map-notices'));
  await page.goto('/demo/map/venue/');
  const fullscreen = page.getByRole('alert').filter({ hasText: 'Full-screen view' });
  const browserCheck = page.getByRole('alert').filter({ hasText: 'Check your browser' });
  await expect(fullscreen).toBeVisible();
  await expect(browserCheck).toBeVisible();
  // The pointer on a notice pauses its timer while the checks run.
  await fullscreen.hover();

  const panel = await box(page.getByTestId('map-side-panel'));
  const topBar = await box(page.getByTestId('top-bar'));
  for (const notice of [fullscreen, browserCheck]) {
    const at = await box(notice);
    expect(at.x + at.width).toBeLessThanOrEqual(panel.x);
    expect(at.y).toBeGreaterThanOrEqual(topBar.y + topBar.height);
  }
  await expect(page.getByTestId('map-side-panel').getByRole('tab', { name: 'Chat' })).toBeInViewport();
  await expect(fullscreen.getByRole('button', { name: 'Close' })).toBeVisible();
  await expect(browserCheck.getByRole('button', { name: 'Close' })).toBeVisible();
  await shoot(page, testInfo.project.name, 'notices');
  await expectNoSeriousA11yViolations(page);

  // Folded to its rail, the panel still keeps them beside it.
  await page.getByRole('button', { name: 'Hide the side panel' }).click();
  const rail = await box(page.getByRole('complementary', { name: 'Chat and social feed' }));
  expect((await box(browserCheck)).x + (await box(browserCheck)).width).toBeLessThanOrEqual(rail.x);
  await page.getByRole('button', { name: 'Show the side panel' }).click();
});
