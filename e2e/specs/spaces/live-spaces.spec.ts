import type { APIRequestContext } from '@playwright/test';
import { expect, newAttendeeEmail, signInForTest, test } from '../../support/fixtures';
import { MapPage } from '../maps/map-page';

/**
 * Live updates (issue 3): an organiser opens and closes a space through the API while attendees have
 * the map, the menus and that space's page open; `updated_published_space` changes them without a reload.
 * Each test reopens its space in the end, whatever happened, so other journeys find the demo as it was.
 */

/** The organiser's side: open or close a space of the demo event by type and slug. */
async function organiserApi(request: APIRequestContext) {
  const tokens = await signInForTest(request, 'organiser');
  const headers = { authorization: `Bearer ${tokens.access}` };
  const res = await request.get('/api/events/demo/spaces/', { headers });
  expect(res.ok()).toBe(true);
  const spaces = ((await res.json()) as { results: Array<{ id: number; type: string; slug: string }> }).results;
  return async (type: string, slug: string, published: boolean) => {
    const space = spaces.find((s) => s.type === type && s.slug === slug);
    if (!space) throw new Error(`The demo has no ${type} space "${slug}"`);
    const changed = await request.patch(`/api/events/demo/spaces/${space.id}/`, { headers, data: { published } });
    expect(changed.ok(), await changed.text()).toBe(true);
  };
}

test.skip(({ isMobile }) => isMobile, 'the same caches drive the mobile map and drawer; the desktop shows popups and menus');

test('closing and reopening a space changes the map popup, the menu and the open space page at once', async ({ page, request, signIn, openAs }) => {
  const setPublished = await organiserApi(request);
  await signIn(newAttendeeEmail('live-map'));
  const map = new MapPage(page);
  await map.goto();
  // A second attendee sits on the space's own page.
  const visitor = await openAs(newAttendeeEmail('live-page'), { path: '/demo/posters/poster-hall/' });
  await expect(visitor.getByRole('heading', { level: 1, name: 'Poster hall' })).toBeVisible();
  await expect(visitor.getByText('This space is closed right now.')).toHaveCount(0);

  const area = map.area(/^Poster hall/);
  await area.hover();
  await expect(map.popup).toContainText('Poster hall');
  await expect(map.popup).not.toContainText('Space closed');
  try {
    await setPublished('posters', 'poster-hall', false);
    // The open popup says so, the area is named closed, and a click only tells.
    await expect(map.popup).toContainText('Space closed');
    await expect(map.area('Poster hall (closed)')).toBeVisible();
    await map.area('Poster hall (closed)').click();
    await expect(page.getByText('This space is closed at the moment.')).toBeVisible();
    await expect(page).toHaveURL(/\/demo\/map\/venue\/?$/);
    // The menu entry is a disabled link with the 'space is closed' name.
    await page.getByTestId('top-bar').getByRole('button', { name: 'Program' }).click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('link', { name: 'Poster hall: This space is closed' })).toHaveAttribute('aria-disabled', 'true');
    await expect(menu.getByRole('menuitem', { name: 'Poster hall' })).toBeDisabled();
    // The page of the space turned closed for the one sitting on it.
    await expect(visitor.getByText('This space is closed right now.')).toBeVisible();

    await setPublished('posters', 'poster-hall', true);
    await expect(menu.getByRole('link', { name: 'Poster hall: This space is closed' })).toHaveCount(0);
    await expect(menu.getByRole('menuitem', { name: 'Poster hall' })).toBeEnabled();
    await expect(visitor.getByText('This space is closed right now.')).toHaveCount(0);
    await expect(visitor.getByTestId('posters-page')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await map.area('Poster hall').hover();
    await expect(map.popup).toContainText('Poster hall');
    await expect(map.popup).not.toContainText('Space closed');
    await map.area('Poster hall').click();
    await expect(page).toHaveURL(/\/demo\/posters\/poster-hall\/?$/);
  } finally {
    await setPublished('posters', 'poster-hall', true);
  }
});

test('someone on a map that closes sees it closed, and the map again when it reopens', async ({ page, request, signIn }) => {
  const setPublished = await organiserApi(request);
  await signIn(newAttendeeEmail('live-terrace'));
  const terrace = new MapPage(page);
  await terrace.goto('terrace');
  // The first render of the map page (chunks, map, image measured): a machine busy with call tests took over 10 s.
  await expect(terrace.area('Sunset stage (main stage stream)')).toBeVisible({ timeout: 30_000 });
  try {
    await setPublished('map', 'terrace', false);
    await expect(page.getByTestId('space-closed')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Space closed' })).toBeVisible();
    await expect(page.getByTestId('desktop-map')).toHaveCount(0);
    await setPublished('map', 'terrace', true);
    await expect(terrace.area('Sunset stage (main stage stream)')).toBeVisible();
    await expect(page.getByTestId('space-closed')).toHaveCount(0);
    await expect(page).toHaveURL(/\/demo\/map\/terrace\/?$/);
  } finally {
    await setPublished('map', 'terrace', true);
  }
});
