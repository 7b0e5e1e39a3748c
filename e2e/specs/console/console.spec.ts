import { expect, expectNoSeriousA11yViolations, newAttendeeEmail, test, users } from '../../support/fixtures';
import { ConsolePage } from './console-page';

test.describe('organiser console', () => {
  test('an administrator signs in without an event, creates one, sets it up, adds a moderator and reads the change log', async ({ page, request, isMobile }) => {
    // Each run mails the administrator a code (three per 15 minutes): the phone layout is the next test's.
    test.skip(isMobile, 'the console is set up on a desktop; the next test checks it on a phone');
    test.setTimeout(120_000);
    const manage = new ConsolePage(page);
    const id = Date.now().toString(36);
    const name = `Harbour Days ${id}`;
    const slug = `harbour-days-${id}`;
    const moderator = newAttendeeEmail('moderator');

    await manage.signIn(request, users.organiser.email);
    await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
    await expect(page).toHaveTitle(/^Events \| /);
    // The demo's events are listed for an administrator.
    await expect(page.getByTestId('event-row').filter({ hasText: '/demo' }).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // Create an event: the address follows the name and is checked free as it is typed.
    await page.getByTestId('create-event').click();
    const dialog = page.getByRole('dialog', { name: 'Create an event' });
    await dialog.getByRole('textbox', { name: /^Name/ }).fill(name);
    await expect(dialog.getByTestId('slug-input')).toHaveValue(slug);
    await expect(dialog.getByTestId('slug-available')).toBeVisible();
    await manage.pickDay(dialog.getByTestId('start-date'), 12);
    await manage.pickDay(dialog.getByTestId('end-date'), 14);
    await dialog.getByText('Hybrid', { exact: true }).click();
    await dialog.getByRole('button', { name: 'Create event' }).click();
    await expect(page).toHaveURL(new RegExp(`/manage/${slug}/settings$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await expect(manage.menu.getByTestId('console-nav-event')).toHaveText(name);
    await expectNoSeriousA11yViolations(page);

    // Settings: a field the contract refuses is said beside it and nothing is sent; then it saves.
    const contact = page.getByTestId('setting-contact-email');
    await contact.fill('not-an-address');
    await contact.blur();
    await expect(page.getByText('Enter a valid e-mail address.')).toBeVisible();
    await expect(contact).toHaveAttribute('aria-invalid', 'true');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByTestId('save-bar')).toContainText('1 field needs your attention');
    await contact.fill('team@example.com');
    await page.getByTestId('setting-name').fill(`${name} 2026`);
    await page.getByTestId('setting-invite_only').check();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('The settings are saved.')).toBeVisible();
    await expect(page.getByTestId('save-bar')).toContainText('All changes are saved');
    await page.reload();
    await expect(page.getByTestId('setting-contact-email')).toHaveValue('team@example.com');
    await expect(page.getByTestId('setting-invite_only')).toBeChecked();

    // People: add a moderator by address.
    await manage.openSection('People');
    await page.getByTestId('add-person').click();
    const add = page.getByRole('dialog', { name: 'Add a person' });
    await add.getByRole('textbox', { name: /E-mail address/ }).fill(moderator);
    await add.getByRole('checkbox', { name: /^Moderator/ }).check();
    await add.getByRole('button', { name: 'Add person' }).click();
    const row = page.getByTestId('person-row').filter({ hasText: moderator });
    await expect(row).toBeVisible();
    await expect(row.getByText('Moderator', { exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // The change log names both changes, newest first.
    await manage.openSection('Change log');
    const entries = page.getByTestId('change-entry');
    await expect(entries.first()).toContainText(moderator);
    await expect(page.getByTestId('change-log')).toContainText('team@example.com');
    await expectNoSeriousA11yViolations(page);
  });

  test('the settings page on a phone: the menu in a drawer, axe clean', async ({ page, signIn }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const manage = new ConsolePage(page);
    // Signed in without a mailed code: the first test covers the console's own sign-in.
    await signIn('organiser');
    await page.goto('/manage/demo/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await expect(page.getByTestId('setting-name')).toBeVisible();
    await expect(manage.menu).toBeHidden();
    await expectNoSeriousA11yViolations(page);
    await manage.openSection('People');
    await expect(page.getByTestId('person-row').first()).toBeVisible();
  });
});
