import type { Locator, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, newAttendeeEmail, test } from '../../support/fixtures';
import { ShellPage } from '../shell/shell-page';
import { shoot } from './device-check-page';

/**
 * The device compatibility check (issue 10, spec 3): audio, videocall and screenshare in order, each
 * pending → processing → success or failed; the videocall item opens a short session with our media server
 * and says which path its media took. Chromium's fake devices stand in for a camera, a microphone and a
 * screen. With `FOYER_SCREENSHOTS=1` the modal's screenshots refresh docs/screenshots.
 */

/**
 * Records every change of an item's `data-status` in the page as it happens (a MutationObserver from the
 * page's start), so the order is read from the changes themselves, not from polls that a busy machine spaces
 * out past a fast item.
 */
async function recordStatuses(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const log: string[] = [];
    (window as unknown as { __deviceCheckLog: string[] }).__deviceCheckLog = log;
    new MutationObserver((changes) => {
      for (const change of changes) {
        const el = change.target as HTMLElement;
        const item = el.dataset.testid?.replace('device-check-item-', '');
        if (item && el.dataset.testid?.startsWith('device-check-item-')) log.push(`${item}:${el.dataset.status}`);
      }
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-status'] });
  });
}

/** The items move strictly in order: each starts only once the one before it has finished. */
async function expectInOrder(check: Locator): Promise<void> {
  await expect(check).not.toHaveAttribute('data-status', 'processing', { timeout: 45_000 });
  const log = await check.page().evaluate(() => (window as unknown as { __deviceCheckLog: string[] }).__deviceCheckLog);
  const first = (item: string, statuses: string[]) => log.findIndex((entry) => statuses.some((status) => entry === `${item}:${status}`));
  const finished = ['success', 'failed'];
  const items = ['audio', 'videocall', 'screenshare'];
  for (const item of items) expect(first(item, finished), `${item} finished: ${log.join(' ')}`).toBeGreaterThanOrEqual(0);
  for (let i = 1; i < items.length; i += 1) {
    // The next item left pending (processing, or at once its result) only after this one finished.
    expect(first(items[i]!, ['processing', ...finished]), log.join(' ')).toBeGreaterThan(first(items[i - 1]!, finished));
  }
}

test.describe('device check', () => {
  test('signed in, the profile menu runs the check to success: the videocall reaches our media server directly', async ({ page, signIn }, testInfo) => {
    const phone = testInfo.project.name === 'mobile';
    await recordStatuses(page);
    await signIn(newAttendeeEmail('devices'));
    const shell = new ShellPage(page);
    await shell.gotoEvent();
    await shell.expectEventPage();
    const menu = await shell.openProfileMenu();
    await menu.getByRole('menuitem', { name: 'Check browser settings' }).click();
    const dialog = page.getByRole('dialog', { name: 'Check browser settings' });
    const check = dialog.getByTestId('device-check');
    await expect(check).toBeVisible();
    await expect(dialog.getByTestId('device-check-overall')).toContainText('Processing');
    await expectInOrder(check);

    await expect(check.getByTestId('device-check-item-audio')).toHaveAttribute('data-status', 'success');
    await expect(check.getByTestId('device-check-item-videocall')).toHaveAttribute('data-status', 'success');
    await expect(check.getByTestId('device-check-path')).toHaveAttribute('data-path', 'direct');
    await expect(check.getByTestId('device-check-path')).toHaveText('Connected directly to the video server.');
    if (phone) {
      // A phone cannot share its screen.
      await expect(check.getByTestId('device-check-item-screenshare')).toHaveAttribute('data-status', 'failed');
      await expect(check.getByTestId('device-check-reason-screenshare')).toHaveText('Browser is not supported');
      await expect(check).toHaveAttribute('data-status', 'failed');
    } else {
      await expect(check.getByTestId('device-check-item-screenshare')).toHaveAttribute('data-status', 'success');
      await expect(check).toHaveAttribute('data-status', 'success');
      await expect(dialog.getByTestId('device-check-overall')).toContainText('Success');
    }
    await shoot(page, testInfo, 'device-check-success');
    await expectNoSeriousA11yViolations(page, { include: '[role="dialog"]' });

    // Test again starts over; closing stops it.
    await check.getByTestId('device-check-again').click();
    await expect(check.getByTestId('device-check-item-screenshare')).toHaveAttribute('data-status', 'pending');
    await dialog.getByRole('button', { name: 'Close', exact: true }).first().click();
    await expect(dialog).toBeHidden();
  });

  test('signed out, the entry page runs the check in order; the camera is tested, the media server after signing in', async ({ page }, testInfo) => {
    const phone = testInfo.project.name === 'mobile';
    await recordStatuses(page);
    await page.goto('/demo/enterevent/');
    await page.getByRole('button', { name: 'Test your devices' }).click();
    const dialog = page.getByRole('dialog', { name: 'Check your devices' });
    const check = dialog.getByTestId('device-check');
    await expect(dialog.getByTestId('device-check-overall')).toContainText('Processing');
    await expectInOrder(check);
    await expect(check.getByTestId('device-check-item-audio')).toHaveAttribute('data-status', 'success');
    await expect(check.getByTestId('device-check-item-videocall')).toHaveAttribute('data-status', 'success');
    await expect(check.getByTestId('device-check-path')).toHaveAttribute('data-path', 'untested');
    await expect(check).toHaveAttribute('data-status', phone ? 'failed' : 'success');
    await expect(check.getByTestId('device-check-item-screenshare')).toHaveAttribute('data-status', phone ? 'failed' : 'success');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });
});
