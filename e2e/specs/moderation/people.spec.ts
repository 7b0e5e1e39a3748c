import { expect, newAttendeeEmail, signInForTest, test } from '../../support/fixtures';
import { enter } from '../videocalls/call-room';
import { MapPage } from '../maps/map-page';

/**
 * Moderation of people (issue 29): a moderator silences Alice for ten minutes and her chat's composer says so
 * at once, with the reason; a ban refuses her page's calls and her next sign-in with the reason.
 */
test('a silence shows in her composer; a ban refuses her calls and her next sign-in with the reason', async ({ page, signIn, request }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the map side panel holds the chat on desktop');
  test.setTimeout(120_000);
  const email = newAttendeeEmail('mod-alice');
  const aliceTokens = await signIn(email);
  const alice = await enter(request, aliceTokens, 'Alice', `Silenced${Math.random().toString(36).slice(2, 6)}`);
  const moderator = await signInForTest(request, 'organiser');
  const headers = { authorization: `Bearer ${moderator.access}` };

  const map = new MapPage(page);
  await map.goto();
  const chat = await map.openChat(false);
  await expect(chat.getByRole('textbox', { name: 'Message' })).toBeVisible();

  const silenced = await request.post('/api/events/demo/organizer/moderation/silences/', {
    headers,
    data: { user_id: alice, reason: 'Advertising in the lobby', until: new Date(Date.now() + 10 * 60_000).toISOString() },
  });
  expect(silenced.status(), await silenced.text()).toBe(201);
  const notice = chat.getByTestId('chat-silenced');
  await expect(notice).toContainText('You are silenced until');
  await expect(notice).toContainText('Advertising in the lobby');
  await expect(chat.getByRole('textbox', { name: 'Message' })).toHaveCount(0);

  const banned = await request.post('/api/events/demo/organizer/moderation/bans/', { headers, data: { user_id: alice, reason: 'Spam links everywhere', until: null } });
  expect(banned.status(), await banned.text()).toBe(201);
  // Her page's socket is logged out of the event: the app's own calls now meet the ban.
  const refusal = await page.evaluate(async (token) => {
    const res = await fetch('/api/events/demo/moderation/me/', { headers: { authorization: `Bearer ${token}` } });
    return { status: res.status, body: (await res.json()) as { code?: string; detail?: string } };
  }, aliceTokens.access);
  expect(refusal).toMatchObject({ status: 403, body: { code: 'banned', detail: 'You are banned from this event. Reason: Spam links everywhere' } });
  await expect(signInForTest(request, email)).rejects.toThrow(/403.*Spam links everywhere/);
});
