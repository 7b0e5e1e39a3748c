import type { APIRequestContext } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, newAttendeeEmail, test, type Tokens } from '../../support/fixtures';
import { openSidebar, shoot } from './program-page';

// Each test opens several views, each a chunk and a few calls: on a machine shared by many test runs that takes time.
test.describe.configure({ timeout: 150_000 });

/** The performer sidebar and a speaker's detail (issue 11) on the demo's performers. */

async function api<T>(request: APIRequestContext, tokens: Tokens, path: string): Promise<T> {
  const res = await request.get(path, { headers: { authorization: `Bearer ${tokens.access}` } });
  expect(res.status(), path).toBe(200);
  return (await res.json()) as T;
}

test.describe('performers', () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) <= 932, 'desktop layout');
  test('search a performer and open their sessions', async ({ page, signIn }) => {
    const tokens = await signIn(newAttendeeEmail('performers'));
    const list = await api<{ results: { id: number; name: string }[] }>(page.request, tokens, '/api/events/demo/performers/?limit=100');
    let withSessions: { id: number; name: string } | undefined;
    for (const p of list.results) {
      const sessions = await api<{ count: number }>(page.request, tokens, `/api/events/demo/virtualprogram/?performer=${p.id}&limit=3`);
      if (sessions.count > 0) {
        withSessions = p;
        break;
      }
    }
    expect(withSessions, 'a demo performer with sessions').toBeTruthy();
    const name = withSessions?.name ?? '';
    await page.goto('/demo');
    await page.getByTestId('topbar-performers').click();
    const sidebar = page.getByTestId('sidebar-performers');
    await expect(sidebar).toHaveCSS('width', '606px');
    await sidebar.getByTestId('performer-search').fill(name);
    // Search narrows the list to that name (two people may share it): every row left carries it.
    const row = sidebar.locator(`[data-testid="performer-row"][data-performer="${withSessions?.id}"]`);
    await expect(row).toBeVisible();
    await expect.poll(async () => (await sidebar.getByTestId('performer-row').allTextContents()).every((text) => text.includes(name))).toBe(true);
    await row.getByRole('button', { name: `Show ${name}` }).click();
    const detail = sidebar.getByTestId('performer-detail');
    await expect(detail).toContainText(name);
    await expect(detail.getByTestId('program-item-row').first()).toBeVisible();
    await detail.getByTestId('program-item-row').first().getByRole('button').first().click();
    await expect(page.getByRole('dialog').getByTestId('program-item-time')).toBeVisible();
    await expectNoSeriousA11yViolations(page, { include: '[data-testid="sidebar-performers"]' });
  });
});

test('screenshots of the performer sidebar and a speaker', async ({ page, signIn }, testInfo) => {
  await signIn(newAttendeeEmail('performer-shots'));
  await page.goto('/demo');
  await openSidebar(page, testInfo, 'performers');
  await expect(page.getByTestId('performer-row').first()).toBeVisible();
  await shoot(page, testInfo, 'performers');
  await page.getByTestId('performer-row').first().getByRole('button').first().click();
  await expect(page.getByTestId('performer-detail')).toBeVisible();
  await shoot(page, testInfo, 'performer-detail');
});
