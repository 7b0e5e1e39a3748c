import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from '../../support/fixtures';

/**
 * Issue 28's Meetings and Stage sections: an owner adds a meeting with a host and an attendee finds it in the
 * meeting space's list; an owner adds a group session with a host and an attendee finds it under All meetings;
 * an owner sets how long recordings are kept; an owner adds a presentation to a stage's schedule and puts it
 * on stage. Each test
 * leaves the demo as it found it (the meeting and the entry are removed again through the console). Axe checks
 * the pages at both widths and the meeting form.
 */
test.describe('the console\'s meetings and stage', () => {
  test.skip(({ isMobile }) => isMobile, 'the console is built on a desktop; its phone width is photographed here');

  /**
   * The page at both widths, for people to look at; with `FOYER_SCREENSHOTS=1` it refreshes docs/screenshots too.
   * The phone's is a fresh page of the same sign-in at 390 px, `prepare` bringing it to the same state.
   */
  const shoot = async (page: Page, name: string, prepare: (phone: Page) => Promise<void>) => {
    const folder = process.env.FOYER_SCREENSHOTS ? path.join(import.meta.dirname, '..', '..', '..', 'docs', 'screenshots') : test.info().outputPath();
    await page.screenshot({ path: path.join(folder, `console-${name}-desktop.png`) });
    const phone = await page.context().newPage();
    await phone.setViewportSize({ width: 390, height: 844 });
    await phone.goto(page.url());
    await prepare(phone);
    await phone.screenshot({ path: path.join(folder, `console-${name}-mobile.png`) });
    await phone.close();
  };
  /** A `datetime-local` value `days` days from now at 10:00, in the browser's own time zone. */
  const localDay = (page: Page, days: number, hour: number) =>
    page.evaluate(([d, h]) => {
      const at = new Date(Date.now() + d! * 86_400_000);
      const pad = (n: number) => String(n).padStart(2, '0');
      return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(h!)}:00`;
    }, [days, hour]);

  test('an owner adds a meeting with a host; an attendee finds it in the meeting space', async ({ page, signIn, openAs }) => {
    test.setTimeout(120_000);
    const title = `Console clinic ${Date.now().toString(36)}`;
    await signIn('organiser');
    await page.goto('/manage/demo/meetings');
    await page.getByTestId('meeting-space-list').getByRole('link', { name: 'Meeting rooms' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Meetings: Meeting rooms' })).toBeVisible();

    await page.getByTestId('add-meeting').click();
    const form = page.getByTestId('meeting-form');
    await form.getByTestId('meeting-title').fill(title);
    await form.getByTestId('meeting-description').click();
    await page.keyboard.type('Bring your portfolio; ');
    await page.keyboard.press('Control+b');
    await page.keyboard.type('printed');
    await form.getByTestId('meeting-starts').fill(await localDay(page, 3, 10));
    await form.getByTestId('meeting-ends').fill(await localDay(page, 3, 11));
    await form.getByTestId('meeting-capacity').fill('5');
    await form.getByRole('combobox', { name: 'Hosts' }).fill('Hana');
    await page.getByRole('option', { name: /Hana Hoshino/ }).click();
    await expect(form.getByText('Hana Hoshino', { exact: false }).first()).toBeVisible();
    await form.getByTestId('meeting-save').click();
    await expect(page.getByTestId('meeting-form')).toHaveCount(0);
    const row = page.getByTestId('console-meeting-list').locator('[data-testid^="console-meeting-"]', { hasText: title });
    await expect(row).toContainText('Hosted by Hana Hoshino');
    await expect(row).toContainText('0 of 5 seats taken');
    await expectNoSeriousA11yViolations(page);
    await shoot(page, 'meetings', async (phone) => {
      await expect(phone.getByText(title)).toBeVisible();
      await expectNoSeriousA11yViolations(phone);
    });

    // An attendee finds it in the space's list, with its host and its description.
    const alice = await openAs('alice', { path: '/demo/meetings/meeting-rooms' });
    const card = alice.getByText(title);
    await expect(card).toBeVisible({ timeout: 20_000 });

    // The form with the meeting in it, then the meeting goes again.
    await row.getByRole('button', { name: `Edit ${title}` }).click();
    await expect(page.getByTestId('meeting-form').getByTestId('meeting-title')).toHaveValue(title);
    await expect(page.getByTestId('meeting-description').locator('strong')).toHaveText('printed');
    await expectNoSeriousA11yViolations(page);
    await shoot(page, 'meeting-form', async (phone) => {
      await phone.getByRole('button', { name: `Edit ${title}` }).click();
      await expect(phone.getByTestId('meeting-description').locator('strong')).toHaveText('printed');
    });
    await page.getByRole('button', { name: 'Cancel' }).click();
    await row.getByRole('button', { name: `Remove ${title}` }).click();
    await page.getByTestId('confirm-remove-meeting').click();
    await expect(row).toHaveCount(0);
    await expect(alice.getByText(title)).toHaveCount(0, { timeout: 20_000 });
  });

  test('an owner adds a group session with a host; an attendee finds it under All meetings', async ({ page, signIn, openAs }) => {
    test.setTimeout(120_000);
    const title = `Open questions ${Date.now().toString(36)}`;
    await signIn('organiser');
    await page.goto('/manage/demo/group-sessions');
    await expect(page.getByRole('heading', { level: 1, name: 'Group sessions' })).toBeVisible();

    await page.getByTestId('add-group-session').click();
    const form = page.getByTestId('group-session-form');
    await form.getByTestId('group-session-title').fill(title);
    await form.getByTestId('group-session-description').click();
    await page.keyboard.type('Ask the crew anything');
    await form.getByTestId('group-session-starts').fill(await localDay(page, 2, 14));
    await form.getByTestId('group-session-ends').fill(await localDay(page, 2, 15));
    await form.getByTestId('group-session-host').fill('Hana');
    await page.getByRole('option', { name: /Hana Hoshino/ }).click();
    await form.getByRole('switch', { name: 'Host chat' }).check();
    await expectNoSeriousA11yViolations(page);
    await form.getByTestId('group-session-save').click();
    await expect(form).toHaveCount(0);
    const row = page.getByTestId('console-group-session-list').locator('[data-testid^="console-group-session-"]', { hasText: title });
    await expect(row).toContainText('Hosted by Hana Hoshino');
    await expect(row).toContainText('Host chat');
    await expectNoSeriousA11yViolations(page);
    await shoot(page, 'group-sessions', async (phone) => {
      await expect(phone.getByText(title)).toBeVisible();
      await expectNoSeriousA11yViolations(phone);
    });

    // An attendee finds it among the group sessions, with its host.
    const alice = await openAs('alice', { path: '/demo/allmeetings#group-sessions' });
    const listed = alice.getByTestId('group-sessions').getByTestId('group-session').filter({ hasText: title });
    await expect(listed).toBeVisible({ timeout: 20_000 });
    await expect(listed).toContainText('Hana Hoshino');

    await row.getByRole('button', { name: `Edit ${title}` }).click();
    await expect(page.getByTestId('group-session-form').getByTestId('group-session-title')).toHaveValue(title);
    await shoot(page, 'group-session-form', async (phone) => {
      await phone.getByRole('button', { name: `Edit ${title}` }).click();
      await expect(phone.getByTestId('group-session-form').getByTestId('group-session-title')).toHaveValue(title);
    });
    await page.getByRole('button', { name: 'Cancel' }).click();
    await row.getByRole('button', { name: `Remove ${title}` }).click();
    await page.getByTestId('confirm-remove-group-session').click();
    await expect(row).toHaveCount(0);
    await expect(listed).toHaveCount(0, { timeout: 20_000 });
  });

  test('an owner sets how long recordings are kept on the event\'s settings page', async ({ page, signIn }) => {
    await signIn('organiser');
    await page.goto('/manage/demo/settings#settings-recording-retention');
    const block = page.getByTestId('settings-recording-retention');
    await block.getByTestId('recording-retention-days').fill('30');
    await block.getByTestId('recording-retention-save').click();
    await expect(block).toContainText('30 days after it was made');
    await block.scrollIntoViewIfNeeded();
    await expectNoSeriousA11yViolations(page);
    await shoot(page, 'recording-retention', async (phone) => {
      await phone.getByTestId('settings-recording-retention').scrollIntoViewIfNeeded();
      await expect(phone.getByTestId('settings-recording-retention')).toContainText('30 days after it was made');
    });
    // Back as it was: kept until deleted.
    await block.getByTestId('recording-retention-days').fill('');
    await block.getByTestId('recording-retention-save').click();
    await expect(block).toContainText('until a host deletes them');
  });

  test('an owner adds a presentation to a stage\'s schedule and puts it on stage', async ({ page, signIn, openAs }) => {
    test.setTimeout(120_000);
    const title = `Harbour tour ${Date.now().toString(36)}`;
    await signIn('organiser');
    await page.goto('/manage/demo/stage');
    await page.getByTestId('stage-list').getByRole('link', { name: 'Workshop room B' }).click();
    await expect(page.getByTestId('now-showing')).toBeVisible();
    const before = (await page.getByTestId('now-showing').innerText()).split('\n')[1] ?? '';

    await page.getByTestId('add-entry').click();
    const form = page.getByTestId('stage-entry-form');
    await form.getByTestId('entry-title').fill(title);
    await form.getByTestId('entry-kind').getByText('Embedded page').click();
    await form.getByTestId('entry-url').fill('https://example.org/harbour');
    await form.getByTestId('entry-save').click();
    await expect(form).toHaveCount(0);
    const entry = page.getByTestId('schedule-list').locator('[data-testid^="entry-"]', { hasText: title });
    await expect(entry).toContainText('Embedded page');

    // Attendees on the stage switch with it.
    const alice = await openAs('alice', { path: '/demo/presentation/workshop-b' });
    await entry.getByRole('button', { name: `Show ${title} now` }).click();
    await expect(page.getByTestId('now-showing')).toContainText(title);
    await expect(entry).toContainText('On stage');
    await expect(alice.getByText(title).first()).toBeVisible({ timeout: 20_000 });
    await expectNoSeriousA11yViolations(page);
    await shoot(page, 'stage', async (phone) => {
      await expect(phone.getByTestId('now-showing')).toContainText(title);
      await expectNoSeriousA11yViolations(phone);
    });

    // Back as it was: what showed before, and the entry removed.
    const previous = page.getByTestId('schedule-list').locator('[data-testid^="entry-"]', { hasText: before });
    if (before && (await previous.count()) > 0) await previous.first().getByRole('button', { name: /^Show .* now$/ }).click();
    else await page.getByRole('button', { name: 'Show nothing' }).click();
    await entry.getByRole('button', { name: `Remove ${title}` }).click();
    await page.getByTestId('confirm-remove-entry').click();
    await expect(entry).toHaveCount(0);
  });
});
