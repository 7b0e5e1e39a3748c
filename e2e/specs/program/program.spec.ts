import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, newAttendeeEmail, test, type Tokens } from '../../support/fixtures';

// Each test opens several views, each a chunk and a few calls: on a machine shared by many test runs that takes time.
test.describe.configure({ timeout: 150_000 });

/**
 * The program in the browser (issue 11): the timetable footer, the calendar panel, the performer sidebar
 * and favourites, on the demo event's program (three days from today, Europe/Amsterdam). Each test signs in
 * a fresh attendee: favourites are theirs alone.
 */

// The footer's tab shows on desktop; phones reach the timetable from the calendar panel (screenshots.spec.ts).
test.skip(({ viewport }) => (viewport?.width ?? 0) <= 932, 'desktop layout');

async function openTimetable(page: Page) {
  await page.goto('/demo');
  const tab = page.getByTestId('timetable-tab');
  await expect(tab).toContainText('Timetable', { timeout: 30_000 });
  await expect(tab).toContainText('Europe/Amsterdam');
  await tab.click();
  await expect(page.getByTestId('timetable-grid')).toBeVisible();
}

const authed = (tokens: Tokens) => ({ headers: { authorization: `Bearer ${tokens.access}` } });

async function api<T>(request: APIRequestContext, tokens: Tokens, path: string): Promise<T> {
  const res = await request.get(path, authed(tokens));
  expect(res.status(), path).toBe(200);
  return (await res.json()) as T;
}

test.describe('timetable footer', () => {
  test('zooms in and out within the four levels and moves between days', async ({ page, signIn }) => {
    await signIn(newAttendeeEmail('timetable'));
    await openTimetable(page);
    const grid = page.getByTestId('timetable-grid');
    await expect(grid).toHaveAttribute('data-zoom', '5');
    await expect(page.getByTestId('timetable-item').first()).toBeVisible();
    await page.getByTestId('timetable-zoom-in').click();
    await expect(grid).toHaveAttribute('data-zoom', '1');
    await expect(page.getByTestId('timetable-zoom-in')).toBeDisabled();
    for (const level of ['5', '15', '30']) {
      await page.getByTestId('timetable-zoom-out').click();
      await expect(grid).toHaveAttribute('data-zoom', level);
    }
    await expect(page.getByTestId('timetable-zoom-out')).toBeDisabled();

    const date = page.getByTestId('timetable-date');
    const today = await date.getAttribute('data-date');
    await page.getByTestId('timetable-next').click();
    await expect(date).not.toHaveAttribute('data-date', today ?? '');
    await expect(page.getByTestId('timetable-item').first()).toBeVisible();
    await page.getByTestId('timetable-prev').click();
    await expect(date).toHaveAttribute('data-date', today ?? '');
    await expectNoSeriousA11yViolations(page, { include: '[data-testid="timetable-footer"]' });
  });

  test('an item opens its detail with its time, space and description', async ({ page, signIn }) => {
    await signIn(newAttendeeEmail('timetable'));
    await openTimetable(page);
    await page.getByTestId('timetable-item').first().click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByTestId('program-item-time')).toBeVisible();
    await expect(dialog.getByTestId('program-item-go')).toBeVisible();
    await expect(dialog.getByTestId('bookmark-toggle')).toBeVisible();
    await expectNoSeriousA11yViolations(page, { include: '[role="dialog"]' });
  });
});

test.describe('calendar panel', () => {
  test('filters the day by tag and by location type', async ({ page, signIn }) => {
    const tokens = await signIn(newAttendeeEmail('calendar'));
    await page.goto('/demo');
    await page.getByTestId('topbar-calendar').click();
    const panel = page.getByTestId('sidebar-calendar');
    const rows = panel.getByTestId('program-item-row');
    await expect(rows.first()).toBeVisible();
    const all = await rows.count();

    // A tag that some of the day's sessions have and others not.
    const event = await api<{ program_tags: { id: number; text: string }[] }>(page.request, tokens, '/api/events/demo/');
    const design = event.program_tags.find((t) => t.text === 'Design');
    expect(design).toBeTruthy();
    await panel.getByTestId('calendar-tags').click();
    await page.getByRole('checkbox', { name: 'Design' }).click();
    await page.keyboard.press('Escape');
    await expect.poll(() => rows.count(), { timeout: 5000 }).toBeLessThan(all);
    const tagged = await rows.count();
    expect(tagged).toBeGreaterThan(0);
    await panel.getByTestId('calendar-tags').click();
    await page.getByRole('checkbox', { name: 'Design' }).click();
    await page.keyboard.press('Escape');
    await expect.poll(() => rows.count(), { timeout: 5000 }).toBe(all);

    // Location type: every row shown names the chosen type.
    await panel.getByTestId('calendar-types').click();
    await page.getByRole('checkbox', { name: 'Virtual' }).click();
    await page.keyboard.press('Escape');
    await expect.poll(async () => (await rows.allTextContents()).every((text) => text.includes('Virtual')), { timeout: 5000 }).toBe(true);
    await expectNoSeriousA11yViolations(page, { include: '[data-testid="sidebar-calendar"]' });
  });
});

test.describe('favourites', () => {
  test('a session starred in the calendar shows in Favorites under its day', async ({ page, signIn }) => {
    await signIn(newAttendeeEmail('favourites'));
    await page.goto('/demo');
    await page.getByTestId('topbar-calendar').click();
    const row = page.getByTestId('sidebar-calendar').getByTestId('program-item-row').filter({ has: page.getByTestId('bookmark-toggle') }).first();
    const name = (await row.getByRole('button').first().getAttribute('aria-label'))?.replace(/^Show /, '') ?? '';
    await row.getByTestId('bookmark-toggle').click();
    await expect(row.getByTestId('bookmark-toggle')).toHaveAttribute('aria-pressed', 'true');
    await page.goto('/demo/goodiebag?category=program_items');
    const day = page.getByTestId('favourite-day');
    await expect(day).toHaveCount(1);
    await expect(day.getByTestId('favourite-item')).toContainText(name);
  });
});
