import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, newAttendeeEmail, test } from '../../support/fixtures';
import { floorPlanPng } from './png';

/**
 * Issue 27's proof: an administrator builds an event from nothing in the organiser console — spaces, a map
 * with two areas, a menu, an invite list — and publishes it; an invited person then finds all of it.
 */
test.describe('building an event in the console', () => {
  test.skip(({ isMobile }) => isMobile, 'the console is built on a desktop; its phone width is checked below');
  test.describe.configure({ mode: 'serial' });

  const slug = `expo-${Date.now().toString(36)}`;
  const guest = newAttendeeEmail('guest');

  /** Creates a space of a kind from the spaces page and publishes it; leaves the browser on its page. */
  async function createSpace(page: Page, kind: string, name: string) {
    await page.goto(`/manage/${slug}/spaces`);
    await page.getByTestId('create-space').click();
    const dialog = page.getByRole('dialog', { name: 'Create a space' });
    await dialog.getByTestId(`space-type-${kind}`).click();
    await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
    await dialog.getByRole('button', { name: 'Create space' }).click();
    await expect(page.getByTestId('space-editor')).toBeVisible();
    await page.getByTestId('space-publish').click();
    await expect(page.getByTestId('space-state')).toHaveText('Published');
  }

  /** A drag on the map's SVG between two image pixels, whatever its zoom. */
  async function dragOnMap(page: Page, from: [number, number], to: [number, number], image: { width: number; height: number }) {
    const box = (await page.getByTestId('map-svg').boundingBox())!;
    const at = ([x, y]: [number, number]) => [box.x + (x / image.width) * box.width, box.y + (y / image.height) * box.height] as const;
    await page.mouse.move(...at(from));
    await page.mouse.down();
    await page.mouse.move(...at(to), { steps: 5 });
    await page.mouse.up();
  }

  async function clickOnMap(page: Page, point: [number, number], image: { width: number; height: number }) {
    const box = (await page.getByTestId('map-svg').boundingBox())!;
    await page.mouse.click(box.x + (point[0] / image.width) * box.width, box.y + (point[1] / image.height) * box.height);
  }

  test('an administrator creates, fills and publishes an event; an invited person finds its menu and map', async ({ page, signIn, openAs }, testInfo) => {
    test.setTimeout(180_000);
    await signIn('organiser');

    // The event, from nothing.
    await page.goto('/manage');
    await page.getByRole('button', { name: 'Create event' }).first().click();
    const create = page.getByTestId('create-event-form');
    await create.getByRole('textbox', { name: 'Name' }).fill('Expo of the proof');
    await create.getByTestId('slug-input').fill(slug);
    await expect(create.getByTestId('slug-available')).toBeVisible();
    // Today until the first of a later month.
    await create.getByRole('button', { name: 'First day' }).click();
    await page.locator('[data-today]:not([data-outside])').first().click();
    await create.getByRole('button', { name: 'Last day' }).click();
    await page.locator('[data-direction="next"]').first().click();
    await page.locator('table button:not([data-outside])', { hasText: /^1$/ }).first().click();
    await create.getByRole('button', { name: 'Create event' }).click();
    await expect(page).toHaveURL(new RegExp(`/manage/${slug}/settings$`));

    // Three spaces: the map, a booth and a stage.
    await createSpace(page, 'map', 'Expo hall');
    await createSpace(page, 'booth', 'Aurora booth');
    await createSpace(page, 'presentation', 'Main stage');

    // The map: its image, a rectangle linked to the booth and a polygon linked to the stage.
    const image = { width: 1200, height: 800 };
    await page.goto(`/manage/${slug}/maps/expo-hall`);
    const chooser = page.waitForEvent('filechooser');
    await page.getByTestId('map-image-upload').click();
    await (await chooser).setFiles({ name: 'floor.png', mimeType: 'image/png', buffer: floorPlanPng(image.width, image.height) });
    await expect(page.getByTestId('map-svg')).toBeVisible();

    await page.getByTestId('tool-rect').click();
    await dragOnMap(page, [100, 100], [400, 300], image);
    const panel = page.getByTestId('area-panel');
    await expect(panel.getByTestId('area-coords')).toHaveText('100, 100, 400, 300');
    await panel.getByTestId('area-space').click();
    await page.getByRole('option', { name: 'Aurora booth' }).click();

    await page.getByTestId('tool-poly').click();
    for (const point of [[600, 100], [900, 150], [800, 400], [600, 100]] as [number, number][]) await clickOnMap(page, point, image);
    await expect(panel.getByTestId('area-coords')).toHaveText('600, 100, 900, 150, 800, 400');
    await panel.getByTestId('area-space').click();
    await page.getByRole('option', { name: 'Main stage' }).click();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('The map is saved.')).toBeVisible();
    await expect(page.getByTestId('save-bar')).toContainText('All changes are saved');

    // The menu: the hall and the stage.
    await page.goto(`/manage/${slug}/navigation`);
    for (const [text, space] of [['Hall', 'Expo hall'], ['Stage', 'Main stage']] as const) {
      await page.getByTestId('add-group').click();
      const entry = page.getByTestId('menu-group').last();
      await entry.getByTestId('entry-text').fill(text);
      await entry.getByTestId('entry-space').click();
      await page.getByRole('option', { name: space }).click();
    }
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('The menu is saved.')).toBeVisible();

    // The invite list: three rows, one of them bad, shown and skipped.
    await page.goto(`/manage/${slug}/invitations`);
    const count = page.getByTestId('invitation-count');
    await expect(count).toHaveText(/\d+ (person|people) invited/);
    const before = Number(/\d+/.exec((await count.textContent()) ?? '')?.[0]);
    await page.getByTestId('import-invitations').click();
    const second = newAttendeeEmail('second');
    const csv = `email,first_name,last_name,tags\n${guest},Grace,Guest,vip\nnot-an-address,Bad,Row,\n${second},Sam,Second,\n`;
    const csvChooser = page.waitForEvent('filechooser');
    await page.getByTestId('choose-csv').click();
    await (await csvChooser).setFiles({ name: 'guests.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    const preview = page.getByTestId('import-preview');
    await expect(preview.getByTestId('preview-row-3')).toHaveAttribute('data-status', 'invalid');
    await expect(preview.getByTestId('preview-row-3').getByTestId('row-errors')).toContainText('E-mail address');
    await expect(page.getByTestId('import-skipped')).toContainText('1 row has errors and will be skipped');
    await page.getByTestId('import-submit').click();
    await expect(count).toHaveText(`${before + 2} people invited`);
    await expect(page.getByTestId('invitation-list')).toContainText(guest);
    await expect(page.getByTestId('invitation-list')).toContainText(second);
    await expect(page.getByTestId('invitation-list')).not.toContainText('not-an-address');

    // Published.
    await page.goto(`/manage/${slug}/settings`);
    await page.getByRole('switch', { name: 'Published' }).click();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('The settings are saved.')).toBeVisible();

    // The invited person: the menu, the area's popup, and through to the booth.
    const attendee = await openAs(guest, { eventSlug: slug, path: `/${slug}` });
    const menu = attendee.getByRole('navigation').first();
    await expect(menu.getByText('Hall')).toBeVisible();
    await expect(menu.getByText('Stage')).toBeVisible();
    await menu.getByText('Hall').click();
    await expect(attendee).toHaveURL(new RegExp(`/${slug}/map/expo-hall/?$`));
    const area = attendee.getByRole('button', { name: 'Aurora booth' });
    await area.hover();
    await expect(attendee.getByTestId('map-popup')).toContainText('Aurora booth');
    await area.click();
    await expect(attendee).toHaveURL(new RegExp(`/${slug}/.*booth.*aurora-booth`));
    await attendee.screenshot({ path: testInfo.outputPath('attendee-booth.png') });
  });

  test('the same event\'s settings and the console pages built on it are axe clean at 390 px wide', async ({ page, signIn }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn('organiser');
    const pages: [string, string][] = [
      ['settings', 'settings-form'],
      ['spaces', 'space-list'],
      ['navigation', 'navigation-form'],
      ['invitations', 'invitation-list'],
      ['maps', 'map-list'],
      ['maps/expo-hall', 'map-canvas'],
    ];
    for (const [path, ready] of pages) {
      await page.goto(`/manage/${slug}/${path}`);
      await expect(page.getByTestId(ready)).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    }
    await page.goto(`/manage/${slug}/spaces`);
    await page.getByTestId('space-row-aurora-booth').getByRole('link').click();
    await expect(page.getByTestId('space-form')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
