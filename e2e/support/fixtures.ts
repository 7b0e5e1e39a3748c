import { test as base, expect, type BrowserContext, type BrowserContextOptions, type Page, type TestInfo } from '@playwright/test';
import { putTokensInPage, signInForTest, storageStateWithTokens, type Tokens } from './auth';
import { enterGate } from './server-clock-gate';
import type { UserName } from './users';

export { expect };
export * from './a11y';
export * from './auth';
export * from './mail';
export * from './users';

/** The context options of the running project (viewport, mobile, touch, user agent, …). */
function projectContextOptions(testInfo: TestInfo): BrowserContextOptions {
  const use = testInfo.project.use;
  return {
    baseURL: use.baseURL,
    viewport: use.viewport,
    screen: use.screen,
    deviceScaleFactor: use.deviceScaleFactor,
    isMobile: use.isMobile,
    hasTouch: use.hasTouch,
    userAgent: use.userAgent,
    locale: use.locale,
    timezoneId: use.timezoneId,
    colorScheme: use.colorScheme,
    reducedMotion: use.reducedMotion,
    permissions: use.permissions,
  };
}

/**
 * Collects what the browser refuses under the server's Content-Security-Policy (Chromium logs each
 * refusal as a console error naming the policy): a test fails when the app loads anything the policy
 * does not allow (decision 0010).
 */
function watchCsp(context: BrowserContext, violations: string[]): void {
  context.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
}

interface Fixtures {
  /**
   * Automatic: a test tagged `@clock` (it moves the server's test clock) runs while no other test runs in
   * another worker, and no other starts until it ends (support/server-clock-gate.ts).
   */
  serverClockGate: void;
  /** Automatic: fails the test when the browser refused something under the Content-Security-Policy. */
  cspViolations: string[];
  /**
   * Signs a person in through the API and puts the tokens into the test's own `page`; navigate
   * afterwards. Answers the tokens. Demo people by their harness password, others by mailed code
   * (see `signInForTest`).
   */
  signIn: (user: UserName | string, eventSlug?: string) => Promise<Tokens>;
  /**
   * A second (third, …) person in the same test: a new browser context of this project, signed in as
   * `user`, optionally opened at `path`. Closed when the test ends.
   */
  openAs: (user: UserName | string, options?: { eventSlug?: string; path?: string }) => Promise<Page>;
}

export const test = base.extend<Fixtures>({
  serverClockGate: [
    async ({ baseURL }, use, testInfo) => {
      const leave = await enterGate(baseURL!, testInfo.tags.includes('@clock'));
      try {
        await use();
      } finally {
        leave();
      }
    },
    // Its own timeout: waiting for a long test of another worker must not eat this test's time.
    { auto: true, timeout: 5 * 60_000 },
  ],
  cspViolations: [
    async ({ context }, use) => {
      const violations: string[] = [];
      watchCsp(context, violations);
      await use(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
  signIn: async ({ page, request, baseURL }, use) => {
    await use(async (user, eventSlug = 'demo') => {
      const tokens = await signInForTest(request, user, eventSlug);
      await putTokensInPage(page, tokens, baseURL!);
      return tokens;
    });
  },
  openAs: async ({ browser, request, baseURL, cspViolations }, use, testInfo) => {
    const contexts: Awaited<ReturnType<typeof browser.newContext>>[] = [];
    await use(async (user, options = {}) => {
      const tokens = await signInForTest(request, user, options.eventSlug ?? 'demo');
      const context = await browser.newContext({
        ...projectContextOptions(testInfo),
        storageState: storageStateWithTokens(baseURL!, tokens),
      });
      contexts.push(context);
      watchCsp(context, cspViolations);
      const page = await context.newPage();
      if (options.path) await page.goto(options.path);
      return page;
    });
    for (const context of contexts) await context.close();
  },
});
