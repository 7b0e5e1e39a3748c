import fs from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, newAttendeeEmail, signInForTest, test, type Tokens } from '../../support/fixtures';

/**
 * The console's figures (issue 29; decisions 0095, 0091). A booth is made for the test, with a staff member
 * and two visitors; once the rollup's sweep (every minute) has folded their visits, the owner reads the
 * Analytics section as charts and tables, downloads a figure as CSV and looks at the Live section; the
 * booth's staff member sees the booth's figures with "fewer than 5" where fewer than 5 people visited.
 */

const auth = (tokens: Tokens) => ({ authorization: `Bearer ${tokens.access}` });

async function personId(request: APIRequestContext, tokens: Tokens): Promise<number> {
  const res = await request.get('/api/auth/current_user/?event_slug=demo', { headers: auth(tokens) });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { id: number }).id;
}

test.describe('the console\'s analytics', () => {
  test.skip(({ isMobile }) => isMobile, 'the console is read on a desktop (the screenshots include the phone size)');

  test('an owner reads the figures as charts and tables and downloads CSV; booth staff see "fewer than 5"', async ({ page, signIn, openAs, request }) => {
    // The sweep folds visits once a minute: the figures appear within about a minute of the visits.
    test.setTimeout(180_000);
    const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
    const owner = await signInForTest(request, 'organiser');
    const name = `Figures ${tag}`;
    const slug = `figures-${tag}`;
    const created = await request.post('/api/events/demo/organizer/booths/', { headers: auth(owner), data: { name, slug, published: true } });
    expect(created.status(), await created.text()).toBe(201);
    const staffEmail = newAttendeeEmail('figures-staff');
    const staff = await signInForTest(request, staffEmail);
    const staffed = await request.put(`/api/events/demo/organizer/booths/${slug}/staff/`, { headers: auth(owner), data: { staff: [await personId(request, staff)] } });
    expect(staffed.status(), await staffed.text()).toBe(200);

    // Two visitors: each a page view of the booth and a heartbeat on it.
    for (const prefix of ['figures-visitor-a', 'figures-visitor-b']) {
      const visitor = await signInForTest(request, newAttendeeEmail(prefix));
      const path = `/demo/booths/${slug}`;
      expect((await request.post('/api/events/demo/analytics/page-views/', { headers: auth(visitor), data: { path } })).ok()).toBe(true);
      expect((await request.post('/api/events/demo/analytics/heartbeat/', { headers: auth(visitor), data: { path } })).ok()).toBe(true);
    }
    // Waits for the sweep: the owners' booth figures count its visits once they are folded.
    await expect
      .poll(async () => {
        const res = await request.get('/api/events/demo/organizer/analytics/booths/', { headers: auth(owner) });
        return ((await res.json()) as { rows: { name: string; visits: number }[] }).rows.find((r) => r.name === name)?.visits;
      }, { timeout: 120_000, intervals: [1_000, 2_000, 5_000] })
      .toBe(2);

    // The owner: the Analytics section, a chart and a table per figure, the booth among the booths.
    await signIn('organiser');
    await page.goto('/manage/demo/analytics');
    await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
    const attendees = page.getByTestId('analytics-attendees');
    await expect(attendees.locator('svg.recharts-surface').first()).toBeVisible();
    await expect(page.getByTestId('analytics-attendees-table').getByRole('row')).not.toHaveCount(1);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('tab', { name: 'Booths' }).click();
    const booths = page.getByTestId('analytics-booths');
    await expect(booths.locator('svg.recharts-surface').first()).toBeVisible();
    const row = page.getByTestId('analytics-booths-table').getByRole('row').filter({ hasText: name });
    // Owners see the counts as they are: two visits by two people.
    await expect(row.getByRole('cell')).toHaveText([name, '2', '2', /min/, '0', '0', '0']);
    await expectNoSeriousA11yViolations(page);

    // The figure as CSV: the columns of its rows, in the table's order.
    const [download] = await Promise.all([page.waitForEvent('download'), booths.getByRole('button', { name: 'Download CSV' }).click()]);
    expect(download.suggestedFilename()).toBe('demo-booths-event.csv');
    const csv = fs.readFileSync(await download.path(), 'utf8').split(/\r?\n/);
    expect(csv[0]).toBe('booth_id,name,visits,unique_visitors,seconds,document_downloads,video_plays,business_cards');
    expect(csv.some((line) => line.includes(name))).toBe(true);

    // The Live section: the figures of now, pushed while it is open.
    await page.goto('/manage/demo/live');
    await expect(page.getByRole('heading', { level: 1, name: 'Live' })).toBeVisible();
    await expect(page.getByTestId('live-online-value')).toHaveText(/^\d+$/);
    await expect(page.getByTestId('live-stage').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // The booth's staff member: the booth's figures in its editor, fewer than 5 people never counted out.
    const staffPage = await openAs(staffEmail, { path: `/manage/demo/my-booth/${slug}` });
    const figures = staffPage.getByTestId('booth-figures');
    await expect(figures).toBeVisible();
    await expect(figures.getByTestId('booth-figure-visits')).toContainText('fewer than 5');
    await expect(figures.getByTestId('booth-figure-unique_visitors')).toContainText('fewer than 5');
    await expect(figures.getByTestId('booth-figure-business_cards')).toContainText('0');
    await expect(figures).toContainText('Nobody has left a business card');
    await expectNoSeriousA11yViolations(staffPage, { include: '[data-testid="booth-figures"]' });
  });
});
