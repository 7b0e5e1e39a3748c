import path from 'node:path';
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, newAttendeeEmail, signInForTest, test, type Tokens } from '../../support/fixtures';

/**
 * Private chat and broadcasts (issue 9) with people of their own (fresh attendees), so no demo person's
 * conversations change. With `FOYER_SCREENSHOTS=1` the chat modal's screenshots refresh docs/screenshots.
 */
async function shoot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await page.evaluate(() => document.fonts.ready);
  const file = `${name}-${testInfo.project.name}.png`;
  await page.screenshot({ path: path.join(testInfo.project.outputDir, 'screenshots', file) });
  if (process.env.FOYER_SCREENSHOTS) await page.screenshot({ path: path.join(import.meta.dirname, '..', '..', '..', 'docs', 'screenshots', file) });
}

async function quiet(page: Page): Promise<void> {
  await page.addInitScript(() => {
    localStorage.setItem('browserSupportTest.dontShowModalAgain', 'true');
    sessionStorage.setItem('foyer.fullscreenPrompted.demo', '1');
  });
}

/** The person's unread total as the server counts it (the demo's welcome broadcast reaches newcomers too). */
async function unreadTotal(request: APIRequestContext, tokens: Tokens): Promise<number> {
  const res = await request.get('/api/events/demo/chat/?limit=1', { headers: { authorization: `Bearer ${tokens.access}` } });
  return ((await res.json()) as { unread_total: number }).unread_total;
}

/** Enters the demo event as a named person; answers their user id. */
async function enter(request: APIRequestContext, tokens: Tokens, first: string, last: string): Promise<number> {
  const headers = { authorization: `Bearer ${tokens.access}` };
  expect((await request.get('/api/events/demo/', { headers })).ok()).toBe(true);
  const me = (await (await request.get('/api/auth/current_user/?event_slug=demo', { headers })).json()) as { id: number };
  await request.patch(`/api/profiles/${me.id}/?event_slug=demo`, { headers, data: { first_name: first, last_name: last } });
  return me.id;
}

/** Opens the messages: the top bar icon on desktop, the drawer on phones; then the sidebar's panel. */
async function openMessages(page: Page, mobile: boolean) {
  if (mobile) {
    await page.getByTestId('drawer-toggle').click();
    await page.getByTestId('drawer-messages').click();
  } else {
    await page.getByTestId('topbar-messages').click();
  }
  return page.getByTestId('messages-panel');
}

const unreadBadge = (page: Page, mobile: boolean) => page.getByTestId(mobile ? 'drawer-toggle-unread' : 'topbar-messages-unread');

test('two attendees chat: the unread badge, the conversation opened from the list, replies arriving live', async ({ page, signIn, openAs, request }, testInfo) => {
  const mobile = testInfo.project.name === 'mobile';
  const annaEmail = newAttendeeEmail('chat-anna');
  const benEmail = newAttendeeEmail('chat-ben');
  await quiet(page);
  const annaTokens = await signIn(annaEmail);
  const anna = await enter(request, annaTokens, 'Anna', 'Kowalski');
  const benTokens = await signInForTest(request, benEmail);
  const ben = await enter(request, benTokens, 'Ben', 'Okafor');
  const sent = await request.post('/api/events/demo/chat/messages/send/', {
    headers: { authorization: `Bearer ${annaTokens.access}` },
    data: { text: 'Hi Ben, are you coming to the keynote?', receiver: ben, should_send_email: false, event_slug: 'demo' },
  });
  expect(sent.status()).toBe(201);

  const benPage = await openAs(benEmail);
  await quiet(benPage);
  await benPage.goto('/demo');
  const total = await unreadTotal(request, benTokens);
  expect(total).toBeGreaterThanOrEqual(1);
  await expect(unreadBadge(benPage, mobile)).toHaveText(String(total), { timeout: 20_000 });
  const panel = await openMessages(benPage, mobile);
  await panel.getByTestId('chat-entry').filter({ hasText: 'Anna Kowalski' }).click();
  const modal = benPage.getByTestId('chat-modal');
  await expect(modal.getByText('Hi Ben, are you coming to the keynote?')).toBeVisible();
  await expect(modal.getByTestId('chat-back')).toBeVisible();
  // Selecting the conversation read it: the badge counts one less (the notifications may still be unread).
  await expect(unreadBadge(benPage, mobile)).toHaveText(total === 1 ? '' : String(total - 1));
  await expectNoSeriousA11yViolations(benPage, { include: '[data-testid="chat-modal"]' });

  // Anna opens the same conversation; Ben's reply reaches her without a reload.
  await page.goto('/demo');
  const annaPanel = await openMessages(page, mobile);
  await annaPanel.getByTestId('chat-entry').filter({ hasText: 'Ben Okafor' }).click();
  const annaModal = page.getByTestId('chat-modal');
  await expect(annaModal.getByText('Hi Ben, are you coming to the keynote?')).toBeVisible();
  await modal.getByTestId('private-chat-input').fill('Yes! See you at the Main Stage.');
  await modal.getByTestId('private-chat-input').press('Enter');
  await expect(modal.getByText('Yes! See you at the Main Stage.')).toBeVisible();
  await expect(annaModal.getByText('Yes! See you at the Main Stage.')).toBeVisible();
  await annaModal.getByTestId('private-chat-input').fill('Great, I will save you a seat.');
  await annaModal.getByRole('button', { name: 'Send message' }).click();
  await expect(modal.getByText('Great, I will save you a seat.')).toBeVisible();
  await shoot(benPage, testInfo, 'chat-modal');
  // On phones the back link leads to the list; on desktop the list is beside the conversation.
  await modal.getByTestId('chat-back').click();
  await expect(modal.getByTestId('chat-entry-bot')).toBeVisible();
  expect(anna).toBeGreaterThan(0);
});

/** The notification bot's conversation of a person as the server answers it. */
async function botMessages(request: APIRequestContext, tokens: Tokens): Promise<string> {
  const res = await request.get('/api/events/demo/chat/0/messages/?limit=50', { headers: { authorization: `Bearer ${tokens.access}` } });
  expect(res.ok()).toBe(true);
  return JSON.stringify(await res.json());
}

test('an event owner broadcasts; an attendee finds it in the notifications with an unread badge', async ({ page, signIn, openAs, request }, testInfo) => {
  test.skip(testInfo.project.name === 'mobile', 'the same broadcast on a phone; the phone drawer and its unread badge are in the chat test above');
  // Three people sign in besides the two pages.
  test.slow();
  const mobile = testInfo.project.name === 'mobile';
  const email = newAttendeeEmail('chat-broadcast');
  const beaTokens = await signInForTest(request, email);
  const bea = await enter(request, beaTokens, 'Bea', 'Listener');
  // Bea is at the venue and the broadcast goes to the venue's people only (APP): the demo people who sign in
  // (alice, bob, hana, the organiser: virtual) never find test broadcasts piling up in their notifications.
  const venue = await request.patch(`/api/profiles/${bea}/?event_slug=demo`, { headers: { authorization: `Bearer ${beaTokens.access}` }, data: { location_type: 'in_person' } });
  expect(venue.ok()).toBe(true);
  await quiet(page);
  await signIn('organiser');
  await page.goto('/demo');
  const panel = await openMessages(page, mobile);
  await panel.getByRole('button', { name: 'Open all messages' }).click();
  const modal = page.getByTestId('chat-modal');
  await modal.getByTestId('chat-entry-broadcasts').click();
  const broadcast = modal.getByTestId('broadcast-panel');
  await expect(broadcast.getByTestId('broadcast-count')).toContainText(/\d+ attendees? will receive this message/);
  const text = `Lunch is served in hall B (${testInfo.project.name} ${Date.now().toString(36)})`;
  await broadcast.getByRole('radiogroup', { name: 'Recipients' }).getByText('APP users', { exact: true }).click();
  await expect(broadcast.getByRole('radio', { name: 'APP users' })).toBeChecked();
  await broadcast.getByTestId('broadcast-input').fill(text);
  await broadcast.getByRole('button', { name: 'Send broadcast' }).click();
  const confirm = page.getByRole('dialog', { name: 'Send this broadcast?' });
  await expect(confirm).toContainText(/The message goes to \d+ attendees?/);
  await confirm.getByRole('button', { name: 'Send broadcast' }).click();
  await expect(broadcast.getByTestId('broadcast-item').first()).toContainText(text);
  await expect(broadcast.getByTestId('broadcast-input')).toHaveValue('');
  await shoot(page, testInfo, 'chat-broadcast');

  const listener = await openAs(email);
  await quiet(listener);
  await listener.goto('/demo');
  const total = await unreadTotal(request, beaTokens);
  expect(total).toBeGreaterThanOrEqual(1);
  await expect(unreadBadge(listener, mobile)).toHaveText(String(total), { timeout: 20_000 });
  const listenerPanel = await openMessages(listener, mobile);
  await listenerPanel.getByTestId('chat-entry-bot').click();
  await expect(listener.getByTestId('chat-modal').getByTestId('bot-conversation')).toContainText(text);
  for (const demoPerson of ['alice', 'bob', 'hana'] as const) expect(await botMessages(request, await signInForTest(request, demoPerson))).not.toContain(text);
});

test("a message to someone who left says 'can not send a message' and disables the conversation", async ({ page, signIn, request }, testInfo) => {
  test.skip(testInfo.project.name === 'mobile', 'the same refusal on phones; the phone conversation is in the chat test above');
  const mobile = testInfo.project.name === 'mobile';
  await quiet(page);
  const noraTokens = await signIn(newAttendeeEmail('chat-nora'));
  const nora = await enter(request, noraTokens, 'Nora', 'Stays');
  const leoTokens = await signInForTest(request, newAttendeeEmail('chat-leo'));
  const leo = await enter(request, leoTokens, 'Leo', 'Leaves');
  const hello = await request.post('/api/events/demo/chat/messages/send/', {
    headers: { authorization: `Bearer ${leoTokens.access}` },
    data: { text: 'Hi Nora, I have to go soon.', receiver: nora, should_send_email: false, event_slug: 'demo' },
  });
  expect(hello.status()).toBe(201);

  await page.goto('/demo');
  const panel = await openMessages(page, mobile);
  await panel.getByTestId('chat-entry').filter({ hasText: 'Leo Leaves' }).click();
  const modal = page.getByTestId('chat-modal');
  await expect(modal.getByText('Hi Nora, I have to go soon.')).toBeVisible();
  // Leo removes his account while Nora reads.
  expect((await request.post('/api/remove-user-account/', { headers: { authorization: `Bearer ${leoTokens.access}` } })).ok()).toBe(true);
  await modal.getByTestId('private-chat-input').fill('Safe travels!');
  await modal.getByTestId('private-chat-input').press('Enter');
  const notice = modal.getByTestId('chat-disabled');
  await expect(notice).toContainText('can not send a message');
  await expect(notice).toContainText('This person is not an attendee of this event.');
  await expect(modal.getByTestId('private-chat-input')).toHaveCount(0);
  await expect(modal.getByText('Not sent')).toBeVisible();
  await shoot(page, testInfo, 'chat-disabled');
  await expectNoSeriousA11yViolations(page, { include: '[data-testid="chat-modal"]' });
  expect(leo).toBeGreaterThan(0);
});
