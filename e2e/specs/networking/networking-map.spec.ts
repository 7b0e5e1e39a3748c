import path from 'node:path';
import type { Page, TestInfo } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, newAttendeeEmail, test } from '../../support/fixtures';

/**
 * The networking lounge of the demo (issue 10, spec 2 "Networking area") with people of their own: they
 * move avatars and start calls, which end by themselves a minute after they empty.
 */

/** Saves a screenshot for people to look at; with `FOYER_SCREENSHOTS=1` it refreshes docs/screenshots too. */
async function shoot(page: Page, testInfo: TestInfo, name: string) {
  const file = `${name}-${testInfo.project.name}.png`;
  await page.screenshot({ path: path.join(testInfo.project.outputDir, 'screenshots', file) });
  if (process.env.FOYER_SCREENSHOTS) await page.screenshot({ path: path.join(import.meta.dirname, '..', '..', '..', 'docs', 'screenshots', file) });
}

/** Drags the person's own avatar to a point of the map picture (fractions of its width and height). */
async function dragSelfTo(page: Page, fx: number, fy: number) {
  const handle = page.getByTestId('networking-self').getByRole('button');
  const canvas = await page.getByTestId('networking-canvas').boundingBox();
  const from = await handle.boundingBox();
  if (!canvas || !from) throw new Error('map not laid out');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  const to = { x: canvas.x + canvas.width * fx, y: canvas.y + canvas.height * fy };
  for (let i = 1; i <= 8; i += 1) {
    await page.mouse.move(from.x + ((to.x - from.x) * i) / 8, from.y + ((to.y - from.y) * i) / 8);
  }
  await page.mouse.up();
}

test.describe('networking map', () => {
  // Two people in their own browser contexts: generous on a busy machine.
  test.setTimeout(180_000);

  test('two people see each other arrive, move and leave', async ({ page, signIn, openAs }, testInfo) => {
    test.skip(testInfo.project.name === 'mobile', 'the same live updates on phones; the phone networking map is in the free-spot test');
    // Other specs may have people on the demo's lounge meanwhile: each side looks for the other by name
    // (the fixtures name people "Test <the e-mail's name>").
    const nameOf = (email: string) => `Test ${email.split('@')[0]}`;
    const mine = newAttendeeEmail('netmap-a');
    await signIn(mine);
    await page.goto('/demo/networking/lounge');
    // First visits load the shell and the page's chunks: slow on a busy machine.
    await expect(page.getByTestId('networking-page')).toBeVisible({ timeout: 30_000 });
    // The lounge's drawing, its three tables placed by the organiser, closed calls left out.
    for (const table of ['Lighting design corner', 'Newcomers table', 'Speaker Q&A (ask to join)']) {
      await expect(page.getByTestId('networking-call').filter({ has: page.getByRole('button', { name: new RegExp(`^${table.replace(/[()?]/g, '\\$&')}:`) }) })).toHaveCount(1);
    }
    await expect(page.getByTestId('networking-no-image')).toHaveCount(0);

    const otherEmail = newAttendeeEmail('netmap-b');
    const other = await openAs(otherEmail, { path: '/demo/networking/lounge' });
    await expect(other.getByTestId('networking-page')).toBeVisible({ timeout: 30_000 });
    const otherAvatarHere = page.getByTestId('networking-avatar').filter({ hasText: nameOf(otherEmail) });
    await expect(otherAvatarHere).toHaveCount(1);
    const mineThere = other.getByTestId('networking-avatar').filter({ hasText: nameOf(mine) });
    await expect(mineThere).toHaveCount(1);

    // A drag on one page moves the avatar on the other, to the same map point.
    await dragSelfTo(page, 0.25, 0.6);
    const self = page.getByTestId('networking-self');
    const x = Number(await self.getAttribute('data-x'));
    const y = Number(await self.getAttribute('data-y'));
    expect(Math.abs(x - 480)).toBeLessThan(30);
    expect(Math.abs(y - 648)).toBeLessThan(30);
    await expect(mineThere).toHaveAttribute('data-x', String(x));
    await expect(mineThere).toHaveAttribute('data-y', String(y));

    // The keyboard moves it too.
    await self.getByRole('button').focus();
    await page.keyboard.press('ArrowRight');
    await expect(mineThere).toHaveAttribute('data-x', String(x + 24));

    await expectNoSeriousA11yViolations(page, { include: '[data-testid="networking-page"]' });
    await shoot(page, testInfo, 'networking');
    if (testInfo.project.name === 'desktop') {
      // The expand toggle doubles the sidebar; the meetings tab lists the area's calls.
      const sidebar = page.getByTestId('networking-sidebar');
      const narrow = (await sidebar.boundingBox())!.width;
      await page.getByTestId('networking-expand').click();
      await expect.poll(async () => (await sidebar.boundingBox())!.width).toBe(narrow * 2);
      await sidebar.getByRole('tab', { name: /Meetings/ }).click();
      await expect(sidebar.getByTestId('networking-meeting').filter({ hasText: 'Newcomers table' })).toHaveCount(1);
      await shoot(page, testInfo, 'networking-expanded');
      // One row of tabs switches between the attendees, the meetings and the chat.
      await sidebar.getByRole('tab', { name: 'Chat' }).click();
      await expect(sidebar.getByTestId('networking-meetings')).toHaveCount(0);
    }

    // Leaving the page takes the avatar off the other's map.
    await other.goto('/demo');
    await expect(otherAvatarHere).toHaveCount(0);
  });

  test('a click on a free spot starts a call there and goes to its call room', async ({ page, signIn }, testInfo) => {
    await signIn(newAttendeeEmail('netmap-call'));
    await page.goto('/demo/networking/lounge');
    const canvas = page.getByTestId('networking-canvas');
    await expect(canvas).toBeVisible({ timeout: 30_000 });
    const created = page.waitForResponse((r) => r.url().endsWith('/videocalls/create/') && r.request().method() === 'POST');
    // A free spot of the drawing, away from the tables (another project's call of a minute ago may stand on the other).
    const fx = testInfo.project.name === 'mobile' ? 0.84 : 0.12;
    const box = (await canvas.boundingBox())!;
    await canvas.click({ position: { x: fx * box.width, y: 0.42 * box.height } });
    const response = await created;
    expect(response.status()).toBe(201);
    const call = (await response.json()) as { id: number; x_position: number; y_position: number; networking_page: string };
    expect(call.networking_page).toBe('lounge');
    expect(Math.abs(call.x_position - fx * 1920)).toBeLessThan(30);
    expect(Math.abs(call.y_position - 454)).toBeLessThan(30);
    await page.waitForURL(new RegExp(`/demo/networking/lounge/videocall/${call.id}$`));
  });
});
