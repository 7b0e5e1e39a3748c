import { expect, expectNoSeriousA11yViolations, newAttendeeEmail, test } from '../../support/fixtures';

/**
 * Booths, business cards and the job wall (issue 3) with two people at once: a fresh attendee visiting
 * and bob, who staffs Aurora Optics and Northwind Robotics in the demo.
 */

/** The shell's notifications (its full-screen notice) are another feature's and checked there. */
const notices = ['.mantine-Notifications-root'];

test.describe('booth browser', () => {
  test('arrows wrap at both ends and the address follows; a placeholder map slug is replaced', async ({ page, signIn }, testInfo) => {
    test.skip(testInfo.project.name === 'mobile', 'the arrows are the same on mobile; one viewport is enough for the address journey');
    await signIn(newAttendeeEmail('booths'));
    await page.goto('/demo/map/-/booth/aurora-optics');
    await expect(page).toHaveURL(/\/demo\/map\/venue\/booth\/aurora-optics$/);
    await expect(page.getByTestId('booth-browser')).toBeVisible();
    await expect(page.getByTestId('booth-browser').getByText('1 of 13', { exact: true })).toBeVisible();
    await page.getByTestId('booth-prev').click();
    // Before the first booth comes the last one.
    await expect(page.getByTestId('booth-browser').getByText('13 of 13', { exact: true })).toBeVisible();
    await expect(page).not.toHaveURL(/\/booth\/aurora-optics$/);
    await expect(page).toHaveURL(/\/demo\/map\/venue\/booth\/[a-z-]+$/);
    await page.getByTestId('booth-next').click();
    await expect(page).toHaveURL(/\/booth\/aurora-optics$/);
    await page.getByTestId('booth-next').click();
    await expect(page).toHaveURL(/\/booth\/prism-lab$/);
    // The sidebar picks a booth too, and filters by category.
    await page.getByTestId('booth-sidebar').getByRole('link', { name: /Northwind Robotics/ }).click();
    await expect(page).toHaveURL(/\/booth\/northwind-robotics$/);
    await expectNoSeriousA11yViolations(page, { include: 'main', exclude: notices });
  });
});

test.describe('business cards', () => {
  test('an attendee leaves a card; bob sees it in his list and marks it done', async ({ page, signIn, openAs }) => {
    const note = `Interested in the snow rover (${Date.now().toString(36)}), please call me.`;
    await signIn(newAttendeeEmail('cards'));
    await page.goto('/demo/booths/northwind-robotics');
    await expect(page.getByRole('heading', { level: 1, name: 'Northwind Robotics' })).toBeVisible();
    await page.getByTestId('leave-card').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Share my e-mail address').check({ force: true });
    await dialog.getByLabel('Note').fill(note);
    await dialog.getByRole('button', { name: 'Leave business card' }).click();
    await expect(page.getByText('Your business card was left at the booth')).toBeVisible();

    const bob = await openAs('bob', { path: '/demo/booths/northwind-robotics' });
    await bob.getByTestId('manage-cards').click();
    await expect(bob).toHaveURL(/\/demo\/booths\/northwind-robotics\/business-cards$/);
    const row = bob.getByTestId('card-row').filter({ hasText: note });
    await expect(row).toBeVisible();
    await expect(row.getByRole('link', { name: /E-mail/ })).toHaveAttribute('href', /^mailto:cards-/);
    await row.getByTestId('card-done').click();
    await expect(row).toHaveAttribute('data-done', 'true');
    await bob.reload();
    await expect(bob.getByTestId('card-row').filter({ hasText: note }).getByTestId('card-done')).toBeChecked();
    await expectNoSeriousA11yViolations(bob, { include: 'main', exclude: notices });
  });

  test('a visitor who is not staff sees no management page', async ({ page, signIn }) => {
    await signIn(newAttendeeEmail('nocards'));
    await page.goto('/demo/booths/aurora-optics/business-cards');
    await expect(page.getByTestId('cards-forbidden')).toBeVisible();
  });
});

test.describe('job wall', () => {
  test('search and apply by mail with the job title as subject', async ({ page, signIn }) => {
    await signIn(newAttendeeEmail('jobs'));
    await page.goto('/demo/jobs/job-wall?search=engineer');
    await expect(page.getByTestId('jobs-search')).toHaveValue('engineer');
    const items = page.getByTestId('job-item');
    await expect(items.filter({ hasText: 'Optical engineer' })).toBeVisible();
    await expect(items.filter({ hasText: 'Head barista' })).toHaveCount(0);
    await page.getByTestId('jobs-search').fill('barista');
    await expect(items.filter({ hasText: 'Head barista' })).toBeVisible();
    await items.filter({ hasText: 'Head barista' }).click();
    const apply = page.getByTestId('job-apply');
    await expect(apply).toHaveAttribute('href', /^mailto:[^?]+\?subject=Head%20barista$/);
    await expectNoSeriousA11yViolations(page, { exclude: notices });
    await page.keyboard.press('Escape');
    await page.goto('/demo/jobs/job-wall?booth_slug=northwind-robotics');
    await expect(items).toHaveCount(2);
    await expectNoSeriousA11yViolations(page, { include: 'main', exclude: notices });
  });
});
