import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { latestMessageTo, readLatestCode } from '../../support/fixtures';

/** Page object of the organiser console (`/manage`), in English. */
export class ConsolePage {
  readonly menu: Locator;

  constructor(readonly page: Page) {
    this.menu = page.getByRole('navigation', { name: 'Console menu' });
  }

  /** Signs in at /manage with the code mailed to `email` (through the dev outbox), no event involved. */
  async signIn(request: APIRequestContext, email: string): Promise<void> {
    await this.page.goto('/manage');
    await expect(this.page.getByRole('heading', { name: 'Organiser console' })).toBeVisible();
    const before = await latestMessageTo(request, email);
    await this.page.getByRole('textbox', { name: 'E-mail address' }).fill(email);
    await this.page.getByRole('button', { name: 'Send me a code' }).click();
    const code = await readLatestCode(request, email, { newerThan: before });
    await this.page.getByRole('textbox', { name: 'Access code' }).fill(code);
    await this.page.getByRole('button', { name: 'Sign in' }).click();
    await expect(this.page.getByTestId('console-account')).toBeVisible();
  }

  /** Opens a section of the current event from the menu (a drawer behind the burger on a phone). */
  async openSection(name: string): Promise<void> {
    const burger = this.page.getByRole('button', { name: 'Open the menu' });
    if (await burger.isVisible()) await burger.click();
    await this.menu.getByRole('link', { name }).click();
    await expect(this.page.getByRole('heading', { level: 1, name })).toBeVisible();
  }

  /** Picks a day of the month the date picker shows. */
  async pickDay(field: Locator, day: number): Promise<void> {
    await field.click();
    await this.page.getByRole('dialog').last().getByRole('button', { name: new RegExp(`^${day} `) }).first().click();
  }

  /** The field a label names, in the settings form. */
  field(name: string | RegExp): Locator {
    return this.page.getByRole('textbox', { name });
  }
}
