import path from 'node:path';
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, newAttendeeEmail, test } from '../../support/fixtures';

/**
 * Issue 28's program in the console: an owner imports a schedule file after its preview and an attendee
 * finds the items in the event's program; an item the owner edits in the console changes on the attendee's
 * open program without a reload.
 */
test.describe('the program in the console', () => {
  test.skip(({ isMobile }) => isMobile, 'the console is built on a desktop; its phone width is checked in the same test');
  test.describe.configure({ mode: 'serial', timeout: 180_000 });

  const slug = `prog-${Date.now().toString(36)}`;
  const zone = 'Europe/Amsterdam';
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(new Date());
  const later = new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(new Date(Date.now() + 3 * 86_400_000));

  /** A pretalx-style schedule: two sessions today (Amsterdam) in the room "Main stage", in the evening. */
  function schedule(): string {
    const offset = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' }).formatToParts(new Date()).find((p) => p.type === 'timeZoneName')?.value.replace('GMT', '') || '+00:00';
    const session = (id: number, time: string, title: string) => ({
      guid: `0b9c6a1e-0000-4000-8000-00000000000${id}`, id, date: `${today}T${time}:00${offset}`, start: time, duration: '00:45', room: 'Main stage',
      slug: `e2e-${id}`, title, subtitle: '', track: 'Community', type: 'Talk', language: 'en', abstract: 'From the imported file.', description: '',
      persons: [{ code: `P${id}`, name: `Speaker ${id}` }], links: [],
    });
    return JSON.stringify({
      schedule: {
        version: '1',
        conference: {
          acronym: 'e2e_prog', title: 'Console import', start: today, end: today, daysCount: 1, timeslot_duration: '00:05', time_zone_name: zone,
          days: [{ index: 1, date: today, rooms: { 'Main stage': [session(1, '21:00', 'Imported opening'), session(2, '22:00', 'Imported closing')] } }],
        },
      },
    });
  }

  /** A screenshot into docs/screenshots with FOYER_SCREENSHOTS=1 (the test's output folder otherwise). */
  async function shoot(page: Page, testInfo: TestInfo, name: string) {
    await page.waitForTimeout(400); // modals and transitions settle
    const file = `console-program-${name}.png`;
    const folder = process.env.FOYER_SCREENSHOTS ? path.join(import.meta.dirname, '..', '..', '..', 'docs', 'screenshots') : testInfo.outputPath();
    await page.screenshot({ path: path.join(folder, file) });
  }

  async function api(request: APIRequestContext, token: string, method: 'POST' | 'PATCH', url: string, data: unknown) {
    const res = await request.fetch(url, { method, data, headers: { authorization: `Bearer ${token}` } });
    expect(res.status(), `${method} ${url}: ${await res.text()}`).toBeLessThan(300);
  }

  test('an owner imports a schedule with its preview; an attendee sees the items, and an edit reaches them live', async ({ page, request, signIn, openAs }, testInfo) => {
    const owner = await signIn('organiser');
    await api(request, owner.access, 'POST', '/api/organizer/events/', {
      slug, name: 'Console program', start_date: today, end_date: later, timezone: zone, language: 'en-US', is_virtual: true, is_in_person: false,
    });
    await api(request, owner.access, 'PATCH', `/api/events/${slug}/organizer/`, { published: true });

    await page.goto(`/manage/${slug}/program`);
    await expect(page.getByTestId('program-page')).toBeVisible();
    await page.getByTestId('program-import').first().click();
    const dialog = page.getByTestId('program-import-modal');
    const chooser = page.waitForEvent('filechooser');
    await dialog.getByTestId('program-import-file').click();
    await (await chooser).setFiles({ name: 'schedule.json', mimeType: 'application/json', buffer: Buffer.from(schedule()) });
    const preview = dialog.getByTestId('program-import-preview');
    await expect(preview.getByTestId('import-created')).toContainText('Imported opening');
    await expect(preview.getByTestId('import-created')).toContainText('Imported closing');
    await expect(preview).toContainText('Main stage');
    await expectNoSeriousA11yViolations(page);
    await shoot(page, testInfo, 'import-desktop');
    await dialog.getByTestId('program-import-apply').click();
    await expect(dialog).toBeHidden();
    const list = page.getByTestId('program-entries');
    await expect(list.getByTestId('program-entry')).toHaveCount(2);
    await expect(list).toContainText('Imported opening');
    await expectNoSeriousA11yViolations(page);
    await shoot(page, testInfo, 'items-desktop');

    // The attendee's program: the day's items in the calendar panel.
    const attendee = await openAs(newAttendeeEmail('program'), { eventSlug: slug, path: `/${slug}` });
    await attendee.getByTestId('topbar-calendar').click();
    const panel = attendee.getByTestId('sidebar-calendar');
    await expect(panel.getByText('Imported opening')).toBeVisible();
    await expect(panel.getByText('Imported closing')).toBeVisible();

    // An edit in the console: the open program follows without a reload.
    await list.getByTestId('program-entry').filter({ hasText: 'Imported closing' }).getByTestId('program-entry-edit').click();
    const editor = page.getByTestId('program-entry-form');
    await expect(editor.getByTestId('entry-name')).toHaveValue('Imported closing');
    await shoot(page, testInfo, 'editor-desktop');
    await editor.getByTestId('entry-name').fill('Closing, renamed in the console');
    await editor.getByTestId('entry-save').click();
    await expect(list).toContainText('Closing, renamed in the console');
    await expect(panel.getByText('Closing, renamed in the console')).toBeVisible();
    await expect(panel.getByText('Imported closing')).toHaveCount(0);

    // The tags and performers the import made, and the same pages at a phone's width.
    await page.getByTestId('program-tab-tags').click();
    await expect(page.getByTestId('program-tags')).toContainText('Community');
    await shoot(page, testInfo, 'tags-desktop');
    await page.getByTestId('program-tab-performers').click();
    await expect(page.getByTestId('program-performers')).toContainText('Speaker 1');
    await expectNoSeriousA11yViolations(page);
    await shoot(page, testInfo, 'performers-desktop');

    // The event's settings page edits the same tags in a block of its own.
    await page.goto(`/manage/${slug}/settings`);
    const block = page.getByTestId('settings-program-tags');
    await expect(block.getByTestId('program-tag')).toHaveCount(2);
    await block.scrollIntoViewIfNeeded();
    await shoot(page, testInfo, 'settings-tags-desktop');

    await page.setViewportSize({ width: 390, height: 844 });
    for (const [tab, ready] of [['items', 'program-entries'], ['tags', 'program-tags'], ['performers', 'program-performers']] as const) {
      await page.goto(`/manage/${slug}/program${tab === 'items' ? '' : `/${tab}`}`);
      await expect(page.getByTestId(ready)).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await shoot(page, testInfo, `${tab}-mobile`);
    }
    await page.goto(`/manage/${slug}/program`);
    await page.getByTestId('program-entries').getByTestId('program-entry-edit').first().click();
    await expect(page.getByTestId('program-entry-form')).toBeVisible();
    await shoot(page, testInfo, 'editor-mobile');
    await page.keyboard.press('Escape');
    await page.getByTestId('program-import').first().click();
    await expect(page.getByRole('dialog', { name: 'Import a schedule' })).toBeVisible();
    await shoot(page, testInfo, 'import-mobile');
  });
});
