import path from 'node:path';
import type { Page, TestInfo } from '@playwright/test';
import { expect, newAttendeeEmail, test } from '../../support/fixtures';

/**
 * Screenshots of the program's views at both widths (issue 11): the timetable footer, the calendar panel
 * and the performer sidebar. Written to the test's output folder, and to docs/screenshots with FOYER_SCREENSHOTS=1.
 */
async function shoot(page: Page, testInfo: TestInfo, name: string) {
  const file = `program-${name}-${testInfo.project.name}.png`;
  await page.waitForTimeout(400); // transitions of sidebars and popovers settle
  await page.screenshot({ path: path.join(testInfo.project.outputDir, 'screenshots', file) });
  if (process.env.FOYER_SCREENSHOTS) await page.screenshot({ path: path.join(import.meta.dirname, '..', '..', '..', 'docs', 'screenshots', file) });
}

async function openSidebar(page: Page, testInfo: TestInfo, id: 'calendar' | 'performers') {
  if (testInfo.project.name === 'mobile') {
    await page.getByTestId('drawer-toggle').click();
    await page.getByTestId(`drawer-${id}`).click();
  } else {
    await page.getByTestId(`topbar-${id}`).click();
  }
  await expect(page.getByTestId(`sidebar-${id}`)).toBeVisible();
}

test('screenshots of the timetable footer, the calendar panel and the performer sidebar', async ({ page, signIn }, testInfo) => {
  await signIn(newAttendeeEmail('program-shots'));
  await page.goto('/demo');
  await openSidebar(page, testInfo, 'calendar');
  await expect(page.getByTestId('sidebar-calendar').getByTestId('program-item-row').first()).toBeVisible();
  await shoot(page, testInfo, 'calendar');

  if (testInfo.project.name === 'mobile') await page.getByTestId('calendar-open-timetable').click();
  else {
    await page.getByTestId('sidebar-calendar').getByRole('button', { name: 'Close' }).first().click();
    await page.getByTestId('timetable-tab').click();
  }
  await expect(page.getByTestId('timetable-item').first()).toBeVisible();
  await shoot(page, testInfo, 'timetable');
  await page.getByTestId('timetable-tab').click();

  await openSidebar(page, testInfo, 'performers');
  await expect(page.getByTestId('performer-row').first()).toBeVisible();
  await shoot(page, testInfo, 'performers');
  await page.getByTestId('performer-row').first().getByRole('button').first().click();
  await expect(page.getByTestId('performer-detail')).toBeVisible();
  await shoot(page, testInfo, 'performer-detail');
});
