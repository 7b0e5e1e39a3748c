import { expect, expectNoSeriousA11yViolations, newAttendeeEmail, test } from '../../support/fixtures';
import { MapPage, shoot } from './map-page';

test.describe('desktop map', () => {
  test.skip(({ isMobile }) => isMobile, 'the desktop map has areas and popups; mobile has points');

  test('hovering an area shows its popup with the program; clicking goes into the space', async ({ page, signIn }, testInfo) => {
    await signIn(newAttendeeEmail('map-hover'));
    const map = new MapPage(page);
    await map.goto();
    await expect(map.area('Main stage')).toBeVisible();
    await map.area('Main stage').hover();
    await expect(map.popup).toBeVisible();
    await expect(map.popup).toContainText('Main stage');
    // A program preview: 350 wide, 38 + 63 per entry.
    await expect(map.popup.locator('time, [class*="Group"]').first()).toBeVisible();
    const box = await map.popup.boundingBox();
    expect(box?.width).toBe(350);
    await shoot(page, testInfo.project.name, 'popup');
    await map.area('Main stage').click();
    await expect(page).toHaveURL(/\/demo\/presentation\/main-stage\/?$/);
  });

  test('a closed space says so in its popup and in a notice, and stays on the map', async ({ page, signIn }) => {
    await signIn(newAttendeeEmail('map-closed'));
    const map = new MapPage(page);
    // The terrace's bar is the demo's closed space (every space on the venue floor is open).
    await map.goto('terrace');
    const area = map.area('Sunset bar (closed)');
    await area.hover();
    await expect(map.popup).toContainText('Space closed');
    await area.click();
    await expect(page.getByText('This space is closed at the moment.')).toBeVisible();
    await expect(page).toHaveURL(/\/demo\/map\/terrace\/?$/);
    // The notice goes after 2000 ms.
    await expect(page.getByText('This space is closed at the moment.')).toBeHidden({ timeout: 5000 });
  });

  test('the keyboard reaches areas: focus opens the popup, Enter opens the space', async ({ page, signIn }) => {
    await signIn(newAttendeeEmail('map-keys'));
    const map = new MapPage(page);
    await map.goto();
    await map.area('Cinema').focus();
    await expect(map.popup).toContainText('Cinema');
    await page.keyboard.press('Enter');
    // The cinema then names its first video in the address (a replace).
    await expect(page).toHaveURL(/\/demo\/cinema\/cinema\/?(\?video=[\w-]+)?$/);
  });

  test('the reception widget asks the organisers a question', async ({ page, signIn }) => {
    await signIn(newAttendeeEmail('map-reception'));
    const map = new MapPage(page);
    await map.goto();
    await map.area('Reception: ask us anything').click();
    const dialog = page.getByRole('dialog', { name: 'Reception' });
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, { include: '[role="dialog"]' });
    await dialog.getByRole('textbox', { name: 'Your question' }).fill('Is there a cloakroom?');
    await dialog.getByRole('button', { name: 'Send question' }).click();
    await expect(page.getByText('Your question has been sent to the organisers.')).toBeVisible();
    await expect(dialog).toBeHidden();
  });
});

test.describe('mobile map', () => {
  test.skip(({ isMobile }) => !isMobile, 'points, hint and titles are the mobile map');

  test('the hint shows until tapped and is remembered; tapping the map toggles titles; a point zooms, then opens', async ({ page, signIn }, testInfo) => {
    await signIn(newAttendeeEmail('map-mobile'));
    const map = new MapPage(page);
    await map.goto();
    await expect(map.hint).toBeVisible();
    await shoot(page, testInfo.project.name, 'hint');
    await map.hint.click();
    await expect(map.hint).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('demo__mobile_hint'))).not.toBeNull();
    // Desktop-only widgets are not points here.
    await expect(map.point('Live cam: the venue at dusk')).toHaveCount(0);
    await expect(page.getByTestId('map-point-title')).toHaveCount(0);
    const viewport = page.viewportSize()!;
    await page.touchscreen.tap(viewport.width / 2, 140);
    await expect(page.getByTestId('map-point-title').first()).toBeVisible();
    await shoot(page, testInfo.project.name, 'titles');
    await map.point('Cinema').click();
    await expect(page.getByText('Tap again to enter')).toBeVisible();
    await page.waitForTimeout(500);
    await map.point('Cinema').click();
    // The cinema then names its first video in the address (a replace).
    await expect(page).toHaveURL(/\/demo\/cinema\/cinema\/?(\?video=[\w-]+)?$/);
    // Remembered: back on the map, no hint.
    await page.goBack();
    await expect(page.getByTestId('mobile-map')).toBeVisible();
    await expect(map.hint).toBeHidden();
  });
});

test('public chat on the map: an attendee and bob each see the other’s message', async ({ page, signIn, openAs, isMobile }, testInfo) => {
  await signIn(newAttendeeEmail('map-chat'));
  const attendee = new MapPage(page);
  await attendee.goto();
  const bobPage = await openAs('bob');
  const bob = new MapPage(bobPage);
  await bob.goto();
  const chatA = await attendee.openChat(isMobile);
  const chatB = await bob.openChat(isMobile);
  const hello = `Hello from the attendee ${Date.now().toString(36)}`;
  await attendee.send(chatA, hello);
  await expect(chatA.getByText(hello)).toBeVisible();
  await expect(chatB.getByText(hello)).toBeVisible();
  const reply = `Welcome! Bob here ${Date.now().toString(36)}`;
  await bob.send(chatB, reply);
  await expect(chatA.getByText(reply)).toBeVisible();
  // The optimistic copy was replaced by the stored message: shown once, not 'Sending…'.
  await expect(chatA.getByText(hello)).toHaveCount(1);
  await expect(chatA.getByText('Sending…')).toHaveCount(0);
  await shoot(page, testInfo.project.name, 'chat');
  // On phones the chat is a full-screen modal: named, closable, and clean for axe.
  if (isMobile) {
    const modal = page.getByRole('dialog', { name: 'Chat' });
    await expectNoSeriousA11yViolations(page, { include: '[role="dialog"]' });
    await modal.getByRole('button', { name: 'Close' }).click();
    await expect(modal).toBeHidden();
  }
});

test('the map page has no serious accessibility violations', async ({ page, signIn, isMobile }, testInfo) => {
  await signIn(newAttendeeEmail('map-axe'));
  const map = new MapPage(page);
  await map.goto('venue', 'demo', { keepHint: isMobile });
  await expect(page.locator('[data-testid="desktop-map"], [data-testid="mobile-map"]')).toBeVisible();
  if (!isMobile) await expect(page.getByTestId('chat-message').first()).toBeVisible();
  await shoot(page, testInfo.project.name, 'page');
  await expectNoSeriousA11yViolations(page);
});
