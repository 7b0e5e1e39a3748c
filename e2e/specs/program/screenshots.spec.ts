import { expect, newAttendeeEmail, test } from '../../support/fixtures';
import { openSidebar, shoot } from './program-page';

// Each test opens several views, each a chunk and a few calls: on a machine shared by many test runs that takes time.
test.describe.configure({ timeout: 150_000 });

/**
 * Screenshots of the program's views at both widths (issue 11): the calendar panel and the timetable footer
 * (the performer sidebar's are in performers.spec.ts). Written to the test's output folder, and to
 * docs/screenshots with FOYER_SCREENSHOTS=1.
 */

test('screenshots of the calendar panel and the timetable footer', async ({ page, signIn }, testInfo) => {
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
});
