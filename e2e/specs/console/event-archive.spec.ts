import { expect, expectNoSeriousA11yViolations, test } from '../../support/fixtures';

/**
 * Issue 28's whole event as one document, in the console: an administrator starts an event from a template,
 * exports it as a file, imports that file as a new event and clones the first with a part left out.
 */
test.describe('an event as one archive in the console', () => {
  test.skip(({ isMobile }) => isMobile, 'the console is built on a desktop; its phone width is in the screenshots');

  test('an administrator starts from a template, exports, imports the file and clones the event', async ({ page, signIn }, testInfo) => {
    test.setTimeout(180_000);
    const slug = `meetup-${Date.now().toString(36)}`;
    await signIn('organiser');

    // From the template.
    await page.goto('/manage');
    await page.getByTestId('create-event').click();
    const create = page.getByRole('dialog', { name: 'Create an event' });
    await create.getByTestId('start-online-meetup').click();
    await create.getByRole('textbox', { name: 'Name' }).fill(`Meetup ${slug}`);
    await create.getByTestId('slug-input').fill(slug);
    await expect(create.getByTestId('slug-available')).toBeVisible();
    await create.getByRole('button', { name: 'Create event' }).click();
    await expect(page).toHaveURL(new RegExp(`/manage/${slug}/settings$`));

    // Exported as a file.
    await page.goto('/manage');
    await page.getByRole('searchbox', { name: 'Search events' }).fill(slug);
    await page.getByRole('button', { name: `Actions for Meetup ${slug}` }).click();
    const downloading = page.waitForEvent('download');
    await page.getByTestId('export-event').click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`${slug}.foyer.zip`);
    const file = testInfo.outputPath(`${slug}.foyer.zip`);
    await download.saveAs(file);

    // Imported as a new event.
    await page.getByTestId('import-event').click();
    const importing = page.getByRole('dialog', { name: 'Import an event' });
    await importing.locator('input[type=file]').setInputFiles(file);
    await importing.getByRole('textbox', { name: 'Name' }).fill(`Again ${slug}`);
    await importing.getByTestId('slug-input').fill(`${slug}-again`);
    await expect(importing.getByTestId('slug-available')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await importing.getByRole('button', { name: 'Import' }).click();
    await expect(page).toHaveURL(new RegExp(`/manage/${slug}-again/settings$`));
    await page.goto(`/manage/${slug}-again/spaces`);
    await expect(page.getByText('Networking area').first()).toBeVisible();
    await expect(page.getByText('Stage', { exact: true }).first()).toBeVisible();

    // Cloned, without its spaces' program.
    await page.goto('/manage');
    await page.getByRole('searchbox', { name: 'Search events' }).fill(slug);
    await page.getByRole('button', { name: `Actions for Meetup ${slug}` }).click();
    await page.getByTestId('clone-event').click();
    const cloning = page.getByRole('dialog', { name: 'Clone this event' });
    await cloning.getByRole('checkbox', { name: /^Meetings/ }).uncheck();
    await cloning.getByTestId('slug-input').fill(`${slug}-clone`);
    await expect(cloning.getByTestId('slug-available')).toBeVisible();
    await cloning.getByRole('button', { name: 'Clone' }).click();
    await expect(page).toHaveURL(new RegExp(`/manage/${slug}-clone/settings$`));
    await page.goto(`/manage/${slug}-clone/spaces`);
    await expect(page.getByText('Networking area').first()).toBeVisible();
  });
});
