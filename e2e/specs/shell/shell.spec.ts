import { expect, expectNoSeriousA11yViolations, newAttendeeEmail, test, tokensInPage } from '../../support/fixtures';
import { ShellPage, shoot } from './shell-page';

const CHROME_70 =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/70.0.3538.77 Safari/537.36';

test('a signed-in attendee lands on the event home with the event title and the top bar', async ({ page, signIn, request }, testInfo) => {
  await signIn(newAttendeeEmail('home'));
  const preview = (await (await request.get('/api/events/demo/preview/')).json()) as { name: string };
  const shell = new ShellPage(page);
  await shell.gotoEvent();
  await shell.expectEventPage();
  // The home is the home space's page (or the lobby while its type has none); its title is the event's.
  await expect(page).toHaveTitle(`${preview.name} | Foyer`);
  await expect(page.getByTestId(testInfo.project.use.isMobile ? 'mobile-top-bar' : 'top-bar')).toBeVisible();
  await shoot(page, testInfo.project.name, 'home');
  await expectNoSeriousA11yViolations(page, { include: 'header' });
});

test('the profile menu signs out: "Logging out", tokens gone and revoked, back at the entry page', async ({ page, signIn, request }, testInfo) => {
  const tokens = await signIn(newAttendeeEmail('logout'));
  const shell = new ShellPage(page);
  await shell.gotoEvent();
  await shell.expectEventPage();
  const menu = await shell.openProfileMenu();
  await shoot(page, testInfo.project.name, 'profile-menu');
  await menu.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/demo\/enterevent\/?$/);
  expect(await tokensInPage(page)).toBeNull();
  // The sign-in is revoked on the server: its refresh token no longer works.
  const refresh = await request.post('/api/auth/jwt/refresh/', { data: { refresh: tokens.refresh } });
  expect(refresh.status()).toBe(401);
  // And the event is private again.
  await page.goto('/demo');
  await expect(page).toHaveURL(/\/demo\/enterevent\/?$/);
});

test('/logout shows "Logging out" on its way out', async ({ page, signIn }) => {
  await signIn(newAttendeeEmail('logout-direct'));
  await page.goto('/demo');
  await new ShellPage(page).expectEventPage();
  await page.route('**/api/auth/logout/', async (route) => {
    // Slow the revocation down just enough to see the page.
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await page.goto('/logout');
  await expect(page.getByText('Logging out')).toBeVisible();
  await expect(page).toHaveURL(/\/demo\/enterevent\/?$/);
});

test('an old browser (Chrome 70) gets the unsupported-browser page instead of the app', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, userAgent: CHROME_70, viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await page.goto('/demo/enterevent');
  await expect(page.getByRole('heading', { name: 'Your browser is not supported' })).toBeVisible();
  await expect(page.getByText(/Chrome \(83 or newer\)/)).toBeVisible();
  await expect(page.getByTestId('unsupported-browser')).toBeVisible();
  await expect(page.getByRole('textbox')).toHaveCount(0);
  await context.close();
});

test('an unknown path under an event leads to the event home', async ({ page, signIn }) => {
  await signIn(newAttendeeEmail('unknown'));
  const shell = new ShellPage(page);
  await shell.gotoEvent('demo', '/no/such/page');
  await expect(page).toHaveURL(/\/demo$/);
  await shell.expectEventPage();
});

test('a signed-out visitor of an event page is sent to its entry page', async ({ page }) => {
  await page.goto('/demo/map/venue/');
  await expect(page).toHaveURL(/\/demo\/enterevent\/?$/);
});

test('the 404 page shows only 404', async ({ page }, testInfo) => {
  await page.goto('/dev/no-such-page');
  const notFound = page.getByTestId('not-found');
  await expect(notFound).toBeVisible();
  await expect(notFound).toHaveText('404');
  await expect(page).toHaveTitle('Page not found | Foyer');
  await shoot(page, testInfo.project.name, '404');
  await expectNoSeriousA11yViolations(page);
});

test('the root page offers the debug form and goes to the typed event', async ({ page }, testInfo) => {
  await page.goto('/');
  await expect(page.getByTestId('debug-slug-form')).toBeVisible();
  await shoot(page, testInfo.project.name, 'root');
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel('Event').fill('demo');
  await page.getByRole('button', { name: 'Go to the event' }).click();
  await expect(page).toHaveURL(/\/demo\/enterevent\/?$/);
});
