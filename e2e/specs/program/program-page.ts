import path from 'node:path';
import type { Page, TestInfo } from '@playwright/test';
import { expect } from '../../support/fixtures';

/** A screenshot into the test's output folder, and into docs/screenshots with FOYER_SCREENSHOTS=1. */
export async function shoot(page: Page, testInfo: TestInfo, name: string) {
  const file = `program-${name}-${testInfo.project.name}.png`;
  await page.waitForTimeout(400); // transitions of sidebars and popovers settle
  await page.screenshot({ path: path.join(testInfo.project.outputDir, 'screenshots', file) });
  if (process.env.FOYER_SCREENSHOTS) await page.screenshot({ path: path.join(import.meta.dirname, '..', '..', '..', 'docs', 'screenshots', file) });
}

/** Opens a sidebar from the top bar (desktop) or the drawer (phones). */
export async function openSidebar(page: Page, testInfo: TestInfo, id: 'calendar' | 'performers') {
  if (testInfo.project.name === 'mobile') {
    await page.getByTestId('drawer-toggle').click();
    await page.getByTestId(`drawer-${id}`).click();
  } else {
    await page.getByTestId(`topbar-${id}`).click();
  }
  await expect(page.getByTestId(`sidebar-${id}`)).toBeVisible();
}
