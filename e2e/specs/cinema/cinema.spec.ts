import path from 'node:path';
import type { Page, TestInfo } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, newAttendeeEmail, test } from '../../support/fixtures';

/**
 * The cinema (spec 1, issue 13): the demo cinema's films made with ffmpeg, searched and filtered; the first
 * of a list is selected when the current one left it; a film plays from our storage and seeks (206).
 */

async function shoot(page: Page, testInfo: TestInfo, name: string) {
  const file = `${name}-${testInfo.project.name}.png`;
  await page.screenshot({ path: path.join(testInfo.project.outputDir, 'screenshots', file) });
  if (process.env.FOYER_SCREENSHOTS) await page.screenshot({ path: path.join(import.meta.dirname, '..', '..', '..', 'docs', 'screenshots', file) });
}

const player = (page: Page) => page.getByTestId('cinema-player');

test('search the cinema, pick by tag, play a film and seek in it', async ({ page, signIn }, testInfo) => {
  test.setTimeout(120_000);
  await signIn(newAttendeeEmail('cinema'));
  const ranges: number[] = [];
  page.on('response', (r) => {
    if (/\/files\/demo\/cinema\/.+\.webm$/.test(r.url())) ranges.push(r.status());
  });
  await page.goto('/demo/cinema/cinema');
  const list = page.getByTestId('cinema-video');
  // The demo's five films, and after them any meeting recording another test approved meanwhile.
  const allFilms = () => expect(list.nth(4)).toBeVisible({ timeout: 30_000 });
  await allFilms();
  // None current: the first is selected.
  await expect(list.first()).toHaveAttribute('aria-current', 'true');
  await expect(page.getByTestId('cinema-current')).toContainText('Opening night at the harbour');
  await expect(page.getByTestId('cinema-current')).toHaveAttribute('data-cinema-slug', 'cinema');
  await expect(page).toHaveURL(/[?&]video=video-\d+/);
  await expectNoSeriousA11yViolations(page);
  await shoot(page, testInfo, 'cinema');

  // A search that leaves the current film out: the first of the new list becomes current.
  await page.getByTestId('cinema-search').fill('lens');
  await expect(list).toHaveCount(1);
  await expect(page.getByTestId('cinema-current')).toContainText('Life under the lens');
  await page.getByTestId('cinema-search').fill('');
  await allFilms();
  // Still current, since it is in the list again.
  await expect(page.getByTestId('cinema-current')).toContainText('Life under the lens');

  // Tags narrow the list: Research has two films.
  await page.getByRole('group', { name: 'Filter by tag' }).getByText('Research', { exact: true }).click();
  await expect(list).toHaveCount(2);
  await list.filter({ hasText: 'Rule 110 in light' }).click();
  await expect(page.getByTestId('cinema-current')).toContainText('Rule 110 in light');

  // Play (muted, as browsers allow without a gesture) and seek to 5 s of 8.
  const video = player(page);
  await video.evaluate(async (v: HTMLVideoElement) => {
    v.muted = true;
    await v.play();
  });
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 20_000 }).toBeGreaterThan(0.3);
  const seeked = await video.evaluate((v: HTMLVideoElement) => new Promise<number>((resolve) => {
    v.addEventListener('seeked', () => resolve(v.currentTime), { once: true });
    v.currentTime = 5;
  }));
  expect(seeked).toBeGreaterThanOrEqual(4.9);
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 20_000 }).toBeGreaterThan(5.2);
  // The browser fetched the file in ranges from our storage.
  expect(ranges).toContain(206);
});
