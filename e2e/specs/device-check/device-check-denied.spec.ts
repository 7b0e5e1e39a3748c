import { expect, expectNoSeriousA11yViolations, test } from '../../support/fixtures';
import { shoot } from './device-check-page';
import { chromiumArgs, chromiumExecutable } from '../../support/browser';

// Chromium's fake prompt answers "deny": getUserMedia and getDisplayMedia are refused as a person would.
test.use({ launchOptions: { executablePath: chromiumExecutable, args: chromiumArgs({ mediaPrompt: 'deny' }) } });

test("every device item fails with 'Permission denied' and the check is failed", async ({ page }, testInfo) => {
  const phone = testInfo.project.name === 'mobile';
  await page.goto('/demo/enterevent/');
  await page.getByRole('button', { name: 'Test your devices' }).click();
  const dialog = page.getByRole('dialog', { name: 'Check your devices' });
  const check = dialog.getByTestId('device-check');
  await expect(check).toHaveAttribute('data-status', 'failed', { timeout: 30_000 });
  for (const item of ['audio', 'videocall']) {
    await expect(check.getByTestId(`device-check-item-${item}`)).toHaveAttribute('data-status', 'failed');
    await expect(check.getByTestId(`device-check-reason-${item}`)).toHaveText('Permission denied');
  }
  await expect(check.getByTestId('device-check-reason-screenshare')).toHaveText(phone ? 'Browser is not supported' : 'Permission denied');
  await expect(dialog.getByTestId('device-check-overall')).toContainText('Failed');
  await shoot(page, testInfo, 'device-check-denied');
  await expectNoSeriousA11yViolations(page, { include: '[role="dialog"]' });
});
