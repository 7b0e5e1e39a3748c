import path from 'node:path';
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, newAttendeeEmail, signInForTest, test, type Tokens } from '../../support/fixtures';

/**
 * An organiser arranges a call on the demo lounge that they are not in (decision 0039): renames it, moves it
 * and closes it from the networking page. The call is one a fresh attendee of the test's own started, so the
 * demo's tables stay as other specs expect them.
 */

const auth = (tokens: Tokens) => ({ authorization: `Bearer ${tokens.access}` });

async function shoot(page: Page, testInfo: TestInfo, name: string) {
  const file = `${name}-${testInfo.project.name}.png`;
  await page.screenshot({ path: path.join(testInfo.project.outputDir, 'screenshots', file) });
  if (process.env.FOYER_SCREENSHOTS) await page.screenshot({ path: path.join(import.meta.dirname, '..', '..', '..', 'docs', 'screenshots', file) });
}

/** A call an attendee starts on the lounge (and stays in, so it does not end while the test runs). */
async function attendeeCall(request: APIRequestContext): Promise<{ id: number; tokens: Tokens }> {
  const tokens = await signInForTest(request, newAttendeeEmail('arrange'));
  const created = await request.post('/api/events/demo/videocalls/create/', {
    headers: auth(tokens),
    data: { x_position: 300, y_position: 700, networking_page: 'lounge' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const id = ((await created.json()) as { id: number }).id;
  expect((await request.post('/api/events/demo/videocalls/join/', { headers: auth(tokens), data: { room: id } })).ok()).toBe(true);
  return { id, tokens };
}

async function callDetail(request: APIRequestContext, tokens: Tokens, id: number) {
  return (await (await request.get(`/api/events/demo/videocalls/${id}/`, { headers: auth(tokens) })).json()) as {
    display_name: string;
    status: string;
    x_position: number;
    y_position: number;
  };
}

test.describe('an organiser arranges the calls of a networking area', () => {
  test.setTimeout(120_000);

  test('renames, moves and closes a call they are not in; attendees get no such controls', async ({ page, request, signIn, openAs }, testInfo) => {
    test.skip(testInfo.project.name === 'mobile', 'an organiser arranges calls at a desk; the server refusing attendees is the same on phones');
    const { id, tokens } = await attendeeCall(request);
    const name = `Arranged ${id}`;

    // The attendee who started it sees no controls to arrange calls.
    const attendee = await openAs(newAttendeeEmail('arrange-look'), { path: '/demo/networking/lounge' });
    await expect(attendee.getByTestId('networking-page')).toBeVisible({ timeout: 30_000 });
    await attendee.getByTestId('networking-sidebar').getByRole('tab', { name: /Meetings/ }).click();
    await expect(attendee.locator(`[data-testid="networking-meeting"][data-call-id="${id}"]`)).toHaveCount(1);
    await expect(attendee.getByTestId('networking-arrange')).toHaveCount(0);

    await signIn('organiser');
    await page.goto('/demo/networking/lounge');
    await expect(page.getByTestId('networking-page')).toBeVisible({ timeout: 30_000 });
    const sidebar = page.getByTestId('networking-sidebar');
    await sidebar.getByRole('tab', { name: /Meetings/ }).click();
    const row = sidebar.locator(`[data-testid="networking-meeting"][data-call-id="${id}"]`);
    await row.getByTestId('networking-arrange').click();

    const dialog = page.getByRole('dialog', { name: 'Arrange this call' });
    await expect(dialog).toBeVisible();
    await dialog.getByTestId('arrange-name').fill(name);
    await dialog.getByTestId('arrange-x').fill('500');
    await dialog.getByTestId('arrange-y').fill('400');
    await shoot(page, testInfo, 'networking-arrange-call');
    await expectNoSeriousA11yViolations(page);
    await dialog.getByTestId('arrange-save').click();
    await expect(dialog).toBeHidden();
    // The dialog is hidden before its overlay has faded out: the next click waits until nothing covers the page.
    await expect(page.locator('.mantine-Modal-overlay')).toHaveCount(0);
    await expect(row).toContainText(name);
    await expect.poll(() => callDetail(request, tokens, id)).toMatchObject({ display_name: name, x_position: 500, y_position: 400, status: 'open' });
    // The other person's map follows live (a phone's small table carries its name in its label).
    await expect(attendee.locator(`[data-testid="networking-call"][data-call-id="${id}"] button`).first()).toHaveAttribute('aria-label', new RegExp(`^${name}:`));

    // Closing takes it off everyone's map.
    await row.getByTestId('networking-arrange').click();
    await dialog.getByText('Closed', { exact: true }).click();
    await expect(dialog.getByText('A closed call disappears from the map for everyone and nobody can join it.')).toBeVisible();
    await dialog.getByTestId('arrange-save').click();
    await expect(page.getByText('The call was closed and taken off the map.')).toBeVisible();
    await expect(page.locator(`[data-testid="networking-call"][data-call-id="${id}"]`)).toHaveCount(0);
    await expect(attendee.locator(`[data-testid="networking-call"][data-call-id="${id}"]`)).toHaveCount(0);
    await expect.poll(async () => (await callDetail(request, tokens, id)).status).toBe('closed');
  });
});
