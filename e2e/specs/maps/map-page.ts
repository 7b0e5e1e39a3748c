import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect } from '../../support/fixtures';

/** Screenshots for people to look at, in test-results/screenshots. */
export async function shoot(page: Page, project: string, name: string): Promise<void> {
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: path.join('test-results', 'screenshots', `${project}-map-${name}.png`) });
}

/** The map space of an event: desktop areas and popups, mobile points, side panel or footer. */
export class MapPage {
  constructor(readonly page: Page) {}

  async goto(mapSlug = 'venue', eventSlug = 'demo', options: { keepHint?: boolean } = {}): Promise<void> {
    await this.page.addInitScript(
      ({ slug, keepHint }) => {
        localStorage.setItem('browserSupportTest.dontShowModalAgain', 'true');
        sessionStorage.setItem(`foyer.fullscreenPrompted.${slug}`, '1');
        if (!keepHint && !sessionStorage.getItem('maps.e2e.hint')) {
          sessionStorage.setItem('maps.e2e.hint', '1');
          localStorage.removeItem(`${slug}__mobile_hint`);
        }
      },
      { slug: eventSlug, keepHint: options.keepHint ?? false },
    );
    await this.page.goto(`/${eventSlug}/map/${mapSlug}/`);
  }

  area(name: string | RegExp) {
    return this.page.getByTestId('desktop-map').getByRole('button', { name, exact: typeof name === 'string' });
  }

  get popup() {
    return this.page.getByTestId('map-popup');
  }

  get hint() {
    return this.page.getByTestId('mobile-map-hint');
  }

  point(name: string | RegExp) {
    return this.page.getByTestId('mobile-map').getByRole('button', { name, exact: typeof name === 'string' });
  }

  /** The public chat: the side panel's tab on desktop, the footer's modal on mobile. */
  async openChat(mobile: boolean) {
    if (mobile) {
      if (await this.hint.isVisible()) await this.hint.click();
      await this.page.getByTestId('map-footer').getByRole('button', { name: 'Chat' }).click();
    }
    const chat = this.page.getByTestId('public-chat');
    await expect(chat).toBeVisible();
    return chat;
  }

  async send(chat: ReturnType<Page['getByTestId']>, text: string): Promise<void> {
    const input = chat.getByRole('textbox', { name: 'Message' });
    await input.fill(text);
    await input.press('Enter');
    await expect(input).toHaveValue('');
  }
}
