import { expect, expectNoSeriousA11yViolations, test } from '../../support/fixtures';

/**
 * Issue 29's live figures: the organiser keeps the console's Live section open; an attendee comes onto the main
 * stage and the figures follow without a reload (pushed by the server), and follow again when she leaves.
 */
test.describe('the console\'s live figures', () => {
  test.skip(({ isMobile }) => isMobile, 'the console is built on a desktop');

  test('an organiser watches people come onto a stage and go, live', async ({ page, signIn, openAs }) => {
    test.setTimeout(120_000);
    await signIn('organiser');
    await page.goto('/manage/demo/live');
    await expect(page.getByRole('heading', { level: 1, name: 'Live' })).toBeVisible();
    const mainStage = page.getByTestId('live-stage').filter({ hasText: 'Main stage' });
    await expect(mainStage).toBeVisible();
    const watchingNow = async () => Number((await mainStage.getByText(/\d+ watching/).textContent())?.match(/\d+/)?.[0] ?? 'NaN');
    const before = await watchingNow();
    await expectNoSeriousA11yViolations(page);

    const alice = await openAs('alice', { path: '/demo/presentation/main-stage' });
    await expect(mainStage.getByText(`${before + 1} watching`)).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId('live-online-value')).not.toHaveText('0');

    await alice.close();
    await expect(mainStage.getByText(`${before} watching`)).toBeVisible({ timeout: 15_000 });
  });
});
