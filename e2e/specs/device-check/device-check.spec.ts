import type { Locator } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, newAttendeeEmail, test } from '../../support/fixtures';
import { ShellPage } from '../shell/shell-page';
import { shoot } from './device-check-page';

/**
 * The device compatibility check (issue 10, spec 3): audio, videocall and screenshare in order, each
 * pending → processing → success or failed; the videocall item opens a short session with our media server
 * and says which path its media took. Chromium's fake devices stand in for a camera, a microphone and a
 * screen. With `FOYER_SCREENSHOTS=1` the modal's screenshots refresh docs/screenshots.
 */

/** The items move strictly in order: while one is processing, the ones after it are still pending. */
async function expectInOrder(check: Locator): Promise<void> {
  const statuses = async () => Promise.all(['audio', 'videocall', 'screenshare'].map((i) => check.getByTestId(`device-check-item-${i}`).getAttribute('data-status')));
  const seen = new Set<string>();
  const rank = { pending: 0, processing: 1, success: 2, failed: 2 } as Record<string, number>;
  await expect
    .poll(
      async () => {
        const now = (await statuses()).map((s) => s ?? 'pending');
        // Never a later item ahead of an earlier one.
        for (let i = 1; i < now.length; i += 1) expect(rank[now[i]!]! <= rank[now[i - 1]!]! || rank[now[i - 1]!] === 2).toBe(true);
        seen.add(now.join(','));
        return (await check.getAttribute('data-status')) ?? 'processing';
      },
      { timeout: 45_000, intervals: [100] },
    )
    .not.toBe('processing');
  // The items finish one after the other, 3 s apart: each finished one was seen while the next still waited.
  // (A fast item's `processing` can fall between two polls on a busy machine, so it is not required.)
  expect([...seen]).toEqual(expect.arrayContaining([expect.stringMatching(/^success,(pending|processing),pending$/), expect.stringMatching(/^success,success,(pending|processing)$/)]));
}

test.describe('device check', () => {
  test('signed in, the profile menu runs the check to success: the videocall reaches our media server directly', async ({ page, signIn }, testInfo) => {
    const phone = testInfo.project.name === 'mobile';
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
