import { expect, expectNoSeriousA11yViolations, newAttendeeEmail, signInForTest, test } from '../../support/fixtures';
import { enter, quiet, shoot } from '../videocalls/call-room';

/**
 * Blocking a person (decision 0048) with two people of their own: Anna blocks Ben from his card (the
 * question names him, the card says Blocked), Ben can no longer message her, her conversation with him
 * offers Unblock instead of the composer, and after unblocking Ben's message goes through.
 * With `FOYER_SCREENSHOTS=1` the card and the blocked list refresh docs/screenshots.
 */
test('Anna blocks Ben from his card; Ben cannot message her; Anna unblocks him from the conversation', async ({ page, signIn, request }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the profile menu is the desktop top bar; the phone drawer has its own spec');
  test.setTimeout(120_000);
  const tag = Math.random().toString(36).slice(2, 7);
  const annaTokens = await signIn(newAttendeeEmail('block-anna'));
  const anna = await enter(request, annaTokens, 'Anna', `Blocker${tag}`);
  const benTokens = await signInForTest(request, newAttendeeEmail('block-ben'));
  const ben = await enter(request, benTokens, 'Ben', `Blocked${tag}`);
  const benWrites = (text: string) =>
    request.post('/api/events/demo/chat/messages/send/', {
      headers: { authorization: `Bearer ${benTokens.access}` },
      data: { text, receiver: anna, should_send_email: false, event_slug: 'demo' },
    });

  await quiet(page);
  await page.goto('/demo/attendees');
  await page.getByTestId('attendee-search').fill(`Blocked${tag}`);
  await page.getByRole('button', { name: `Open the profile of Ben Blocked${tag}` }).click();
  const card = page.getByTestId('attendee-card');
  await expect(card.getByTestId('attendee-block')).toBeEnabled({ timeout: 20_000 });
  await shoot(page, testInfo, 'blocking-card');
  await card.getByTestId('attendee-block').click();
  const question = page.getByRole('dialog', { name: `Block Ben Blocked${tag}?` });
  await expect(question).toBeVisible();
  await expectNoSeriousA11yViolations(page, { include: '[role="dialog"]' });
  // The card turns at once (optimistic); the server's answer is what Ben's message meets.
  const stored = page.waitForResponse((r) => r.url().endsWith('/api/events/demo/blocked_users/') && r.request().method() === 'POST');
  await question.getByTestId('block-confirm').click();
  expect((await stored).status()).toBe(201);
  await expect(card.getByTestId('attendee-unblock')).toBeVisible();
  await expect(card.getByTestId('blocked-badge')).toHaveText('Blocked');

  const refused = await benWrites('Hello Anna?');
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toEqual({ detail: 'This person cannot be reached.', code: 'blocked' });

  // The list in the profile menu names him.
  await page.keyboard.press('Escape');
  await page.goto('/demo');
  await page.getByTestId('profile-menu-button').click();
  await page.getByTestId('profile-menu-blocked-people').click();
  await expect(page.getByTestId('blocked-person').filter({ hasText: `Ben Blocked${tag}` })).toBeVisible();
  await expectNoSeriousA11yViolations(page, { include: '[role="dialog"]' });
  await shoot(page, testInfo, 'blocking-list');
  await page.keyboard.press('Escape');

  // The conversation with him offers Unblock where the composer would be.
  await page.goto(`/demo/attendees`);
  await page.getByTestId('attendee-search').fill(`Blocked${tag}`);
  await page.getByRole('button', { name: `Open the profile of Ben Blocked${tag}` }).click();
  await page.getByTestId('attendee-open-chat').click();
  const notice = page.getByTestId('blocked-notice');
  await expect(notice).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('private-chat-input')).toHaveCount(0);
  await notice.getByTestId('blocked-notice-unblock').click();
  await expect(page.getByTestId('private-chat-input')).toBeVisible();
  await expect.poll(async () => (await benWrites('Hello again')).status()).toBe(201);
  await expect(page.getByText('Hello again')).toBeVisible({ timeout: 20_000 });
  expect(ben).toBeGreaterThan(0);
});

/** On a phone the profile menu sits in the mobile top bar: its "Blocked people" opens the list, which unblocks. */
test('on a phone, Blocked people in the profile menu lists and unblocks', async ({ page, signIn, request }, testInfo) => {
  test.skip(testInfo.project.name !== 'mobile', 'the desktop journey above covers the desktop menu');
  const tag = Math.random().toString(36).slice(2, 7);
  const tokens = await signIn(newAttendeeEmail('block-phone'));
  await enter(request, tokens, 'Pia', `Phone${tag}`);
  const other = await enter(request, await signInForTest(request, newAttendeeEmail('block-phone-other')), 'Otto', `Blocked${tag}`);
  const blocked = await request.post('/api/events/demo/blocked_users/', { headers: { authorization: `Bearer ${tokens.access}` }, data: { user_id: other } });
  expect(blocked.status(), await blocked.text()).toBe(201);

  await quiet(page);
  await page.goto('/demo');
  await expect(page.getByTestId('mobile-top-bar')).toBeVisible();
  await page.getByTestId('profile-menu-button').click();
  await page.getByTestId('profile-menu-blocked-people').click();
  const dialog = page.getByRole('dialog', { name: 'Blocked people' });
  const row = dialog.getByTestId('blocked-person').filter({ hasText: `Otto Blocked${tag}` });
  await expect(row).toBeVisible();
  await expectNoSeriousA11yViolations(page, { include: '[role="dialog"]' });
  await shoot(page, testInfo, 'blocking-list');
  const removed = page.waitForResponse((r) => r.url().endsWith(`/api/events/demo/blocked_users/${other}/`) && r.request().method() === 'DELETE');
  await row.getByRole('button', { name: `Unblock Otto Blocked${tag}` }).click();
  await expect(dialog.getByTestId('blocked-people-empty')).toBeVisible();
  expect((await removed).status()).toBe(204);
  const list = await request.get('/api/events/demo/blocked_users/', { headers: { authorization: `Bearer ${tokens.access}` } });
  expect(await list.json()).toEqual([]);
});
