import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect } from '../../support/fixtures';

/** Screenshots for people to look at, in test-results/screenshots. */
export async function shoot(page: Page, project: string, name: string): Promise<void> {
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: path.join('test-results', 'screenshots', `${project}-shell-${name}.png`) });
}

/** The shell of an event page: top bar (or mobile top bar and drawer), lobby, sidebars, profile menu. */
export class ShellPage {
  constructor(readonly page: Page) {}

  async gotoEvent(slug = 'demo', rest = ''): Promise<void> {
    // The browser-check notice and the full-screen prompt are not what these journeys look at.
    await this.page.addInitScript(() => {
      localStorage.setItem('browserSupportTest.dontShowModalAgain', 'true');
      sessionStorage.setItem('foyer.fullscreenPrompted.demo', '1');
    });
    await this.page.goto(`/${slug}${rest}`);
  }

  /** The event page is up: its top bar (desktop or mobile) and its main region. */
  async expectEventPage(): Promise<void> {
    await expect(this.page.locator('[data-testid="top-bar"], [data-testid="mobile-top-bar"]')).toBeVisible();
    await expect(this.page.locator('main#main')).toBeVisible();
  }

  get profileButton() {
    return this.page.getByTestId('profile-menu-button');
  }

  async openProfileMenu() {
    await this.profileButton.click();
    const menu = this.page.getByRole('menu');
    await expect(menu).toBeVisible();
    return menu;
  }

  async openDrawer() {
    await this.page.getByRole('button', { name: 'Open menu' }).click();
    const nav = this.page.getByRole('navigation', { name: 'Event menu' });
    await expect(nav).toBeVisible();
    return nav;
  }

  sidebar(id: 'performers' | 'calendar' | 'attendees' | 'messages') {
    return this.page.getByTestId(`sidebar-${id}`);
  }
}
