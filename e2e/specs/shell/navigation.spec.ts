import { expect, expectNoSeriousA11yViolations, newAttendeeEmail, test } from '../../support/fixtures';
import { ShellPage, shoot } from './shell-page';

test.describe('desktop navigation', () => {
  test.skip(({ isMobile }) => isMobile, 'the desktop top bar');

  test('menus open with their sub-menus; sidebars are exclusive; help opens', async ({ page, signIn }, testInfo) => {
    await signIn(newAttendeeEmail('topbar'));
    const shell = new ShellPage(page);
    await shell.gotoEvent();
    await shell.expectEventPage();
    const topBar = page.getByTestId('top-bar');
    const groups = topBar.locator('nav button[aria-haspopup="menu"]');
    if ((await groups.count()) > 0) {
      await groups.first().click();
      await expect(page.getByRole('menu')).toBeVisible();
      await shoot(page, testInfo.project.name, 'top-bar-menu');
      await page.keyboard.press('Escape');
    }
    await topBar.getByRole('button', { name: 'Attendees' }).click();
    await expect(shell.sidebar('attendees')).toBeVisible();
    await topBar.getByRole('button', { name: 'Messages' }).click();
    await expect(shell.sidebar('messages')).toBeVisible();
    await expect(shell.sidebar('attendees')).toHaveCount(0);
    await shoot(page, testInfo.project.name, 'sidebar');
    await expectNoSeriousA11yViolations(page, { include: '[data-testid="sidebar-messages"]' });
    await page.keyboard.press('Escape');
    await expect(shell.sidebar('messages')).toHaveCount(0);

    const help = topBar.getByRole('button', { name: 'Help' });
    if (await help.count()) {
      await help.click();
      await expect(page.getByRole('dialog', { name: 'Help' })).toBeVisible();
      await page.keyboard.press('Escape');
    }
  });

  test('check browser settings shows what works here', async ({ page, signIn }) => {
    await signIn(newAttendeeEmail('browser'));
    const shell = new ShellPage(page);
    await shell.gotoEvent();
    const menu = await shell.openProfileMenu();
    await menu.getByRole('menuitem', { name: 'Check browser settings' }).click();
    const dialog = page.getByRole('dialog', { name: 'Check browser settings' });
    await expect(dialog).toBeVisible();
    // The device check (its own spec runs it through): audio, video calling and screen sharing.
    await expect(dialog.getByTestId('device-check-item-audio')).toContainText('Audio');
    await expect(dialog.getByTestId('device-check-item-videocall')).toContainText('Video calling');
    await expect(dialog.getByTestId('device-check-item-screenshare')).toContainText('Screen sharing');
  });
});

test.describe('mobile navigation', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the drawer holds the menus, then performers, calendar, attendees and messages', async ({ page, signIn }, testInfo) => {
    await signIn(newAttendeeEmail('drawer'));
    const shell = new ShellPage(page);
    await shell.gotoEvent();
    await shell.expectEventPage();
    await expect(page.getByTestId('mobile-top-bar')).toBeVisible();
    await expect(page.getByTestId('top-bar')).toHaveCount(0);
    const nav = await shell.openDrawer();
    const box = await nav.boundingBox();
    expect(box?.width ?? 0).toBeLessThanOrEqual(Math.round(390 * 0.8) + 1);
    for (const name of ['Speakers', 'Calendar', 'Attendees']) await expect(nav.getByRole('button', { name, exact: true })).toBeVisible();
    // The messages entry also names its unread count (a new attendee has the demo's welcome broadcast).
    await expect(nav.getByRole('button', { name: /^Messages\b/ })).toBeVisible();
    await shoot(page, testInfo.project.name, 'drawer');
    await expectNoSeriousA11yViolations(page, { include: '[data-testid="mobile-drawer"]' });
    await nav.getByRole('button', { name: 'Attendees', exact: true }).click();
    await expect(nav).toBeHidden();
    await expect(shell.sidebar('attendees')).toBeVisible();
  });
});
