import { test, expect } from '../support/fixtures';

test('the server answers /healthz with its database up', async ({ request }) => {
  const res = await request.get('/healthz');
  expect(res.status()).toBe(200);
  expect(await res.json()).toMatchObject({ status: 'ok', database: 'ok' });
});

test('the entry page of the demo event is served by the web app', async ({ page }) => {
  const res = await page.goto('/demo/enterevent');
  expect(res?.status()).toBe(200);
  await expect(page.locator('div#root')).toBeAttached();
});
