import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export interface A11yOptions {
  /** Only check inside this selector. */
  include?: string;
  /** Leave these selectors out (third-party widgets, say). */
  exclude?: string[];
  /** axe rule ids to switch off, each with a reason in the calling test. */
  disableRules?: string[];
}

/**
 * Waits until no CSS transition or finite animation runs on the page: axe reads colours as drawn, so a
 * modal still fading in shows its text blended with the backdrop (a contrast failure of a frame). Looks
 * again after two frames each time, since a transition (Mantine's) starts a frame after it is mounted.
 */
export async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));
    for (let round = 0; round < 20; round += 1) {
      await frame();
      await frame();
      const running = document
        .getAnimations()
        .filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity);
      if (running.length === 0) return;
      await Promise.all(running.map((a) => a.finished.catch(() => undefined)));
    }
  });
}

/**
 * Runs axe (WCAG 2.1 A and AA) on the page, once its transitions are over, and fails on any violation of
 * serious or critical impact.
 */
export async function expectNoSeriousA11yViolations(page: Page, options: A11yOptions = {}): Promise<void> {
  await settleAnimations(page);
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  if (options.include) builder = builder.include(options.include);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  if (options.disableRules?.length) builder = builder.disableRules(options.disableRules);
  const results = await builder.analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      rule: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.slice(0, 5).map((n) => `${n.target.join(' ')} — ${n.failureSummary?.split('\n').slice(1).join(' ').trim() ?? ''}`),
    }));
  expect(serious, `serious accessibility violations on ${page.url()}`).toEqual([]);
}
