import { expect, expectNoSeriousA11yViolations, test } from '../../support/fixtures';
import { floorPlanPng } from './png';

/**
 * Issue 28's booths: an owner fills a booth in the console (logo, document, video, job, staff) and an attendee
 * finds all of it on the booth page; the booth's staff member then edits their own booth and is refused
 * another (decision 0085).
 */
test.describe('booths in the console', () => {
  test.skip(({ isMobile }) => isMobile, 'the console is built on a desktop');
  test.describe.configure({ mode: 'serial' });

  const slug = `harbour-${Date.now().toString(36)}`;
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

  test('an owner fills a booth; an attendee sees its logo, document, video, job and staff', async ({ page, signIn, openAs }) => {
    test.setTimeout(150_000);
    await signIn('organiser');
    await page.goto('/manage/demo/booths');
    await expect(page.getByTestId('booth-list')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByTestId('create-booth').click();
    const create = page.getByTestId('create-booth-form');
    await create.getByRole('textbox', { name: 'Name' }).fill('Harbour Books');
    await create.getByRole('textbox', { name: 'Address' }).fill(slug);
    await create.getByTestId('create-booth-submit').click();
    await expect(page.getByTestId('booth-editor')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/manage/demo/booths/${slug}$`));

    await page.getByRole('textbox', { name: 'Subtitle' }).fill('Sea charts and stories');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('All changes are saved')).toBeVisible();

    await page.getByTestId('booth-picture-logo').locator('input[type=file]').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: floorPlanPng(120, 120) });
    await expect(page.getByTestId('booth-picture-logo').getByRole('img')).toBeVisible();

    await page.getByTestId('booth-documents').getByRole('textbox', { name: 'Name' }).fill('Catalogue 2026');
    await page.getByTestId('booth-documents').locator('input[type=file]').setInputFiles({ name: 'catalogue.pdf', mimeType: 'application/pdf', buffer: pdf });
    await expect(page.getByTestId('booth-documents').getByRole('link', { name: 'Catalogue 2026' })).toBeVisible();

    const videos = page.getByTestId('booth-videos');
    await videos.getByRole('textbox', { name: 'Name' }).fill('A tour of the shop');
    await videos.getByRole('textbox', { name: 'Video address' }).fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    await videos.getByTestId('add-video').click();
    await expect(videos.getByTestId('booth-video')).toContainText('A tour of the shop');

    const staff = page.getByTestId('booth-staff');
    await staff.getByTestId('staff-picker').fill('bob');
    await page.getByRole('option', { name: /bob@example\.com/ }).click();
    await expect(staff.getByTestId('booth-staff-member')).toContainText('bob@example.com');

    const jobs = page.getByTestId('booth-jobs');
    await jobs.getByTestId('add-job').click();
    await jobs.getByRole('textbox', { name: 'Title' }).fill('Bookseller');
    await jobs.getByRole('textbox', { name: 'Applications to (e-mail)' }).fill('jobs@harbour.example.org');
    await jobs.getByRole('combobox', { name: 'Staff member to ask' }).click();
    await page.getByRole('option', { name: /Bob/ }).click();
    await jobs.getByTestId('job-save').click();
    await expect(jobs.getByTestId('booth-job')).toContainText('Bookseller');
    await expectNoSeriousA11yViolations(page);

    const attendee = await openAs('alice', { path: `/demo/booths/${slug}` });
    await expect(attendee.getByTestId('booth-view')).toContainText('Harbour Books');
    await expect(attendee.getByTestId('booth-view')).toContainText('Sea charts and stories');
    await expect(attendee.locator('img[src*="/logo-"]').first()).toBeVisible();
    const tabs = attendee.getByRole('tablist', { name: 'Booth sections' });
    await tabs.getByRole('tab', { name: /Documents/ }).click();
    await expect(attendee.getByTestId('booth-document')).toContainText('Catalogue 2026');
    await tabs.getByRole('tab', { name: /Videos/ }).click();
    await expect(attendee.getByText('A tour of the shop').first()).toBeVisible();
    await tabs.getByRole('tab', { name: /Jobs/ }).click();
    await expect(attendee.getByText('Bookseller').first()).toBeVisible();
    await tabs.getByRole('tab', { name: /Staff/ }).click();
    await expect(attendee.getByTestId('staff-slider')).toContainText('Bob');
  });

  test('a booth staff member edits their own booth and is refused another', async ({ page, signIn }) => {
    test.setTimeout(90_000);
    await signIn('bob');
    // The event's console opens on its first section a booth's staff sees: My booth.
    await page.goto('/manage/demo');
    await expect(page.getByTestId('my-booth-page')).toBeVisible();
    await page.getByTestId('my-booths').getByRole('link', { name: 'Harbour Books' }).click();
    await expect(page.getByTestId('booth-editor')).toBeVisible();
    // Staff see the texts, documents, videos and jobs; the address, pictures and staff are the owners'.
    await expect(page.getByTestId('booth-owner-fields')).toHaveCount(0);
    await expect(page.getByTestId('booth-pictures')).toHaveCount(0);
    await page.getByRole('textbox', { name: 'Subtitle' }).fill('Sea charts, stories and maps');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('All changes are saved')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.goto('/manage/demo/my-booth/prism-lab');
    await expect(page.getByText('Only the staff of this booth and the owners of this event may do this.')).toBeVisible();
    await page.goto('/manage/demo/booths');
    await expect(page.getByTestId('console-refused')).toBeVisible();
  });
});
