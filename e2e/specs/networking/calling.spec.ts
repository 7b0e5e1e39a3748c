import path from 'node:path';
import type { Page, TestInfo } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, newAttendeeEmail, test } from '../../support/fixtures';

/**
 * Calling an attendee (spec 3, issue 10) between two people of their own: decline, the caller's cancel,
 * accept (both go to the call room of the call the callee made) and "You're already in a call".
 */

/** Saves a screenshot for people to look at; with `FOYER_SCREENSHOTS=1` it refreshes docs/screenshots too. */
async function shoot(page: Page, testInfo: TestInfo, name: string) {
  const file = `${name}-${testInfo.project.name}.png`;
  await page.screenshot({ path: path.join(testInfo.project.outputDir, 'screenshots', file) });
  if (process.env.FOYER_SCREENSHOTS) await page.screenshot({ path: path.join(import.meta.dirname, '..', '..', '..', 'docs', 'screenshots', file) });
}

/** The caller finds the callee in the directory and calls from their card in the grid. */
async function callFromDirectory(page: Page, calleeName: string) {
  await page.getByTestId('attendee-search').fill(calleeName);
  const card = page.getByTestId('attendee-card-item').filter({ hasText: calleeName });
  await expect(card).toHaveCount(1, { timeout: 20_000 });
  // That person's button (beside their card, not in it): the first call button of the grid may still be
  // someone else's from the unfiltered list.
  const userId = await card.getAttribute('data-user-id');
  const button = page.locator(`[data-testid="attendee-call"][data-user-id="${userId}"]`);
  await expect(button).toBeEnabled();
  await button.click();
}

test.describe('calling an attendee', () => {
  // Two people, two pages each way and a call room with media: generous on a busy machine.
  test.setTimeout(180_000);

  test('the callee declines, the caller cancels, then the callee accepts and both go to the call', async ({ page, signIn, openAs }, testInfo) => {
    const calleeEmail = newAttendeeEmail('callee');
    const callee = await openAs(calleeEmail, { path: '/demo/attendees' });
    await expect(callee.getByTestId('attendee-search')).toBeVisible({ timeout: 30_000 });
    await signIn(newAttendeeEmail('caller'));
    // The fixtures name people "Test <the e-mail's name>".
    const calleeName = `Test ${calleeEmail.split('@')[0]}`;
    await page.goto('/demo/attendees');
    await expect(page.getByTestId('attendee-search')).toBeVisible({ timeout: 30_000 });

    // Decline.
    await callFromDirectory(page, calleeName);
    await expect(page.getByTestId('calling-outgoing')).toHaveAttribute('data-state', 'ringing');
    const invite = callee.getByTestId('calling-incoming');
    await expect(invite).toHaveAttribute('data-state', 'ringing');
    await expectNoSeriousA11yViolations(callee, { include: '[role="dialog"]' });
    await shoot(callee, testInfo, 'calling-invite');
    await callee.getByTestId('calling-decline').click();
    await expect(invite).toHaveCount(0);
    await expect(page.getByTestId('calling-outgoing')).toHaveAttribute('data-state', 'declined');
    await page.getByTestId('calling-outgoing').getByRole('button', { name: 'Close' }).click();

    // The caller's cancel closes the callee's modal (it says so).
    await callFromDirectory(page, calleeName);
    await expect(invite).toHaveAttribute('data-state', 'ringing');
    await page.getByTestId('calling-cancel').click();
    await expect(page.getByTestId('calling-outgoing')).toHaveCount(0);
    await expect(invite).toHaveAttribute('data-state', 'canceled');
    await invite.getByRole('button', { name: 'Close' }).click();

    // Accept: the callee makes the call, both go to its room.
    await callFromDirectory(page, calleeName);
    const created = callee.waitForResponse((r) => r.url().endsWith('/videocalls/create/') && r.request().method() === 'POST');
    const wentTo = (p: Page) => new Promise<string>((resolve) => {
      p.on('framenavigated', (frame) => {
        if (frame === p.mainFrame() && /\/demo\/videocall\/\d+$/.test(frame.url())) resolve(new URL(frame.url()).pathname);
      });
    });
    const rooms = Promise.all([wentTo(callee), wentTo(page)]);
    // The call room joins the call: the caller is in it from then on.
    const callerJoined = page.waitForResponse((r) => r.url().endsWith('/videocalls/join/') && r.status() === 200);
    await callee.getByTestId('calling-accept').click();
    const call = (await (await created).json()) as { id: number; admin_id: number; networking_page: string | null };
    expect(call.networking_page).toBeNull();
    expect(await rooms).toEqual([`/demo/videocall/${call.id}`, `/demo/videocall/${call.id}`]);
    await callerJoined;

    // The callee leaves the room; the caller stays in it and, from a second tab, calls again: refused with
    // the spec's words.
    await callee.goto('/demo/attendees');
    const second = await page.context().newPage();
    await second.goto('/demo/attendees');
    await expect(second.getByTestId('attendee-search')).toBeVisible({ timeout: 30_000 });
    await callFromDirectory(second, calleeName);
    await expect(second.getByTestId('calling-outgoing')).toHaveAttribute('data-state', 'failed');
    await expect(second.getByTestId('calling-outgoing')).toContainText("You're already in a call");
    await expect(invite).toHaveCount(0);
    await page.goto('/demo');
  });
});
