import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

/** What the entry page shows of an event: its preview as the server answers it. */
export interface PreviewInfo {
  slug: string;
  name: string;
  published: boolean;
  start_with_login_tab: boolean;
  help_content: string;
  intro_video: string | null;
  intro_text: string;
  language: string;
}

export async function previewOf(request: APIRequestContext, slug: string): Promise<PreviewInfo> {
  const res = await request.get(`/api/events/${slug}/preview/?from_vep=true`);
  expect(res.status(), `preview of ${slug}`).toBe(200);
  return (await res.json()) as PreviewInfo;
}

/** Page object of /{eventSlug}/enterevent/ and /backstage/ in English. */
export class EntryPage {
  readonly requestTab: Locator;
  readonly loginTab: Locator;
  readonly email: Locator;
  readonly code: Locator;
  readonly terms: Locator;
  readonly sendCode: Locator;
  readonly submit: Locator;
  readonly card: Locator;

  constructor(readonly page: Page) {
    this.requestTab = page.getByRole('tab', { name: 'Request code' });
    this.loginTab = page.getByRole('tab', { name: 'Log in' });
    this.email = page.getByRole('textbox', { name: 'E-mail address' });
    this.code = page.getByRole('textbox', { name: 'Access code' });
    this.terms = page.getByRole('checkbox');
    this.sendCode = page.getByRole('button', { name: 'Send me a code' });
    this.submit = page.getByRole('button', { name: 'Enter event' });
    this.card = page.locator('main');
  }

  async goto(slug: string, options: { backstage?: boolean; keepIntro?: boolean } = {}): Promise<void> {
    if (!options.keepIntro) {
      // Mark the event as entered before the app reads it, so an autostarting intro video stays shut.
      await this.page.addInitScript((s) => localStorage.setItem(s, 'entered'), slug);
    }
    await this.page.goto(`/${slug}/${options.backstage ? 'backstage' : 'enterevent'}/`);
    await expect(this.page.getByRole('heading', { level: 1 })).toBeVisible();
  }

  /** Opens the login tab unless it is already showing. */
  async openLoginTab(): Promise<void> {
    if ((await this.loginTab.getAttribute('aria-selected')) !== 'true') await this.loginTab.click();
    await expect(this.code).toBeVisible();
  }

  async openRequestTab(): Promise<void> {
    if ((await this.requestTab.getAttribute('aria-selected')) !== 'true') await this.requestTab.click();
    await expect(this.sendCode).toBeVisible();
  }

  async requestCode(email: string): Promise<void> {
    await this.openRequestTab();
    await this.email.fill(email);
    await this.sendCode.click();
    await expect(this.loginTab).toHaveAttribute('aria-selected', 'true');
  }

  async logIn(code: string, options: { email?: string } = {}): Promise<void> {
    await this.openLoginTab();
    if (options.email) await this.email.fill(options.email);
    await this.code.fill(code);
    await expect(this.submit).toBeDisabled();
    await this.terms.check();
    await expect(this.submit).toBeEnabled();
    await this.submit.click();
  }

  notification(text: string | RegExp): Locator {
    return this.page.locator('.mantine-Notification-root').filter({ hasText: text });
  }
}
