import path from 'node:path';
import type { Page, TestInfo } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, newAttendeeEmail, test } from '../../support/fixtures';

/**
 * The embedded space (spec 2, issue 13): the demo showcase frames a third-party page behind a one-time
 * consent notice, in a sandboxed full-size frame, with no timetable footer. The machine may have no
 * internet: the third-party site is answered here with a stand-in page.
 */

const embedHost = 'www.openstreetmap.org';

async function shoot(page: Page, testInfo: TestInfo, name: string) {
  const file = `${name}-${testInfo.project.name}.png`;
  await page.screenshot({ path: path.join(testInfo.project.outputDir, 'screenshots', file) });
  if (process.env.FOYER_SCREENSHOTS) await page.screenshot({ path: path.join(import.meta.dirname, '..', '..', '..', 'docs', 'screenshots', file) });
}

async function standInForTheEmbed(page: Page): Promise<string[]> {
  const asked: string[] = [];
  await page.route(`https://${embedHost}/**`, (route) => {
    asked.push(route.request().url());
    return route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="en"><meta name="viewport" content="width=device-width"><title>Harbour map</title>
        <body style="margin:0;height:100vh;font:15px sans-serif;background:#aad3df;overflow:hidden">
        <div style="position:absolute;inset:30% -10% -10% -10%;background:#f2efe9;border-radius:30% 60% 0 0"></div>
        <div style="position:absolute;left:-5%;right:-5%;top:58%;height:10px;background:#fcd6a4;transform:rotate(-8deg)"></div>
        <div style="position:absolute;left:40%;top:28%;bottom:-5%;width:8px;background:#fff;transform:rotate(12deg)"></div>
        <div style="position:absolute;left:56%;top:48%;width:90px;height:60px;background:#d9d0c9;border:2px solid #b5a89c"></div>
        <h1 style="position:absolute;left:16px;top:8px;margin:0;font-size:18px;color:#234">Harbour map (stand-in page)</h1></body></html>`,
    });
  });
  return asked;
}

test('consent first, then the page in its sandboxed frame; remembered; no timetable footer; exit', async ({ page, signIn }, testInfo) => {
  test.setTimeout(90_000);
  const asked = await standInForTheEmbed(page);
  await signIn(newAttendeeEmail('embedded'));

  // Other spaces have the timetable footer; the embedded space fills the screen without it.
  await page.goto('/demo/cinema/cinema');
  await expect(page.getByTestId('event-footers')).toHaveCount(1, { timeout: 30_000 });

  const response = await page.goto('/demo/embedded/showcase/');
  // Our own pages may frame https pages (the only embeds stored), nothing over plain http.
  expect(response?.headers()['content-security-policy']).toContain("frame-src 'self' https:;");
  const consent = page.getByTestId('embedded-consent');
  await expect(consent).toContainText(`Content from ${embedHost}`, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Showcase' })).toBeVisible();
  await expect(page).toHaveTitle(/^Embedded Space/);
  await expect(page.getByTestId('event-footers')).toHaveCount(0);
  await expect(page.getByTestId('embedded-frame')).toHaveCount(0);
  expect(asked).toEqual([]);
  await expectNoSeriousA11yViolations(page);
  await shoot(page, testInfo, 'embedded-consent');

  // The keyboard reaches "Show content".
  await page.getByTestId('embedded-show').focus();
  await page.keyboard.press('Enter');
  const frame = page.getByTestId('embedded-frame');
  await expect(frame).toBeVisible();
  await expect(frame).toHaveAttribute('src', /^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?/);
  await expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox');
  expect(await frame.getAttribute('sandbox')).not.toContain('allow-top-navigation');
  await expect(frame).toHaveAttribute('referrerpolicy', 'strict-origin');
  await expect(page.frameLocator('[data-testid="embedded-frame"]').getByRole('heading', { name: 'Harbour map (stand-in page)' })).toBeVisible();
  await expect(page.getByTestId('embedded-loading')).toHaveCount(0);
  await expect(page.getByTestId('event-footers')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Open in a new tab' })).toHaveAttribute('target', '_blank');
  await expectNoSeriousA11yViolations(page);
  await shoot(page, testInfo, 'embedded');

  // Remembered in this browser: the next visit shows the frame at once.
  await page.reload();
  await expect(page.getByTestId('embedded-frame')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('embedded-consent')).toHaveCount(0);

  // Exit: back to the event.
  await page.getByTestId('embedded-exit').click();
  await expect(page).not.toHaveURL(/\/embedded\//);
});

test('an embedded space that does not exist says so, with the way back', async ({ page, signIn }) => {
  await signIn(newAttendeeEmail('embedded-missing'));
  await page.goto('/demo/embedded/nowhere/');
  await expect(page.getByTestId('embedded-not-found')).toContainText('This space does not exist', { timeout: 30_000 });
  await expectNoSeriousA11yViolations(page);
  await page.getByTestId('embedded-not-found').getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/demo\/?$/);
});
