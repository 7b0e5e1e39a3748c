import type { APIRequestContext } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, newAttendeeEmail, signInForTest, test, type Tokens } from '../../support/fixtures';
import { expectFramesRising, quiet, shoot, watchPeerConnections } from '../videocalls/call-room';

/**
 * Meetings in the browser (issue 12): hana hosts the demo's live meeting, alice registers and joins, both
 * decode each other's video; a fresh person meets a full meeting and its waitlist. alice's registration is
 * put back afterwards (other specs share the demo data).
 */

const SPACE = 'meeting-rooms';
const auth = (tokens: Tokens) => ({ authorization: `Bearer ${tokens.access}` });

interface ListedMeeting {
  id: number;
  slug: string;
  title: string;
  capacity_left: number;
  host_user_ids: number[];
  participating_users: number[];
  is_walk_in_meeting: boolean;
}

async function list(request: APIRequestContext, tokens: Tokens, query: string): Promise<ListedMeeting[]> {
  const res = await request.get(`/api/events/demo/meetings/${SPACE}/list/?limit=100&offset=0${query}`, { headers: auth(tokens) });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { results: ListedMeeting[] }).results;
}

async function register(request: APIRequestContext, tokens: Tokens, slug: string, on: boolean) {
  return request.post(`/api/events/demo/meetings/${SPACE}/meetings/${slug}/register/`, { headers: auth(tokens), data: { register: on } });
}

test('@media hana hosts the live meeting; alice joins from the Live tab and both see each other', async ({ page, signIn, openAs, request }, testInfo) => {
  test.skip(testInfo.project.name === 'mobile', 'the call room on a phone is in the two-people spec; media specs stay few');
  test.setTimeout(180_000);
  const hanaTokens = await signIn('hana');
  const aliceTokens = await signInForTest(request, 'alice');
  const hanaId = ((await (await request.get('/api/auth/current_user/', { headers: auth(hanaTokens) })).json()) as { id: number }).id;
  const live = (await list(request, hanaTokens, '&live=1')).find((m) => m.host_user_ids.includes(hanaId) && !m.is_walk_in_meeting);
  expect(live, 'a live meeting hosted by hana in the demo').toBeTruthy();
  const aliceId = ((await (await request.get('/api/auth/current_user/', { headers: auth(aliceTokens) })).json()) as { id: number }).id;
  const wasRegistered = live!.participating_users.includes(aliceId);
  try {
    // hana enters her meeting's room straight from its card.
    await quiet(page);
    await watchPeerConnections(page);
    await page.goto(`/demo/meetings/${SPACE}`);
    await page.getByTestId('meeting-tab-live').click();
    const hanaCard = page.locator(`[data-testid="meeting-card"][data-meeting="${live!.id}"]`);
    await expect(hanaCard.getByTestId('meeting-button')).toHaveAttribute('data-kind', 'enter');
    await hanaCard.getByTestId('meeting-button').click();
    await expect(page.getByTestId('call-room')).toHaveAttribute('data-phase', 'joined', { timeout: 60_000 });
    await expect(page.getByTestId('meeting-host-badge')).toBeVisible();
    // The host's view: the title once (the call shows none of its own), the "You host" badge readable (axe).
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(live!.title);
    await expect(page.getByTestId('call-title-input')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    // alice finds it live, joins with the confirmation (which takes her seat) and is in the call.
    const alicePage = await openAs('alice');
    await quiet(alicePage);
    await watchPeerConnections(alicePage);
    await alicePage.goto(`/demo/meetings/${SPACE}`);
    await alicePage.getByTestId('meeting-tab-live').click();
    const aliceCard = alicePage.locator(`[data-testid="meeting-card"][data-meeting="${live!.id}"]`);
    await expect(aliceCard.getByTestId('waiting-for-host')).toBeHidden();
    await expect(aliceCard.getByTestId('meeting-button')).toHaveAttribute('data-kind', 'join');
    await expectNoSeriousA11yViolations(alicePage);
    await aliceCard.getByTestId('meeting-button').click();
    await alicePage.getByTestId('confirm-join').click();
    await expect(alicePage).toHaveURL(new RegExp(`/demo/meetings/${SPACE}/${live!.slug}$`));
    await expect(alicePage.getByTestId('call-room')).toHaveAttribute('data-phase', 'joined', { timeout: 60_000 });
    await expectFramesRising(page, [`${aliceId}:camera`]);
    await expectFramesRising(alicePage, [`${hanaId}:camera`]);
    await expect(alicePage.getByTestId('meeting-room-title')).toHaveText(live!.title);
    await shoot(page, testInfo, 'meeting-room');
    await expectNoSeriousA11yViolations(alicePage);
  } finally {
    if (!wasRegistered) await register(request, aliceTokens, live!.slug, false);
  }
});

test("a stranger sees the room closed with a register button; a full meeting says Full and offers the waitlist with the person's place", async ({ page, signIn, request }, testInfo) => {
  test.setTimeout(180_000);
  const email = newAttendeeEmail('meet-full');
  const tokens = await signIn(email);
  const upcoming = (await list(request, tokens, '')).filter((m) => !m.is_walk_in_meeting);
  expect(upcoming.length).toBeGreaterThan(0);

  // The room of a meeting this person is not registered for is closed to them, with the way to register.
  await page.goto(`/demo/meetings/${SPACE}/${upcoming[0]!.slug}`);
  await expect(page.getByTestId('meeting-room-closed')).toBeVisible();
  await expect(page.getByTestId('meeting-button')).toHaveAttribute('data-kind', 'register');

  // Fill the upcoming meeting with the fewest seats left with people of our own, then look at it.
  const target = [...upcoming].sort((a, b) => a.capacity_left - b.capacity_left)[0]!;
  test.skip(target.capacity_left > 6, 'no demo meeting small enough to fill here');
  const fillers: Tokens[] = [];
  try {
    for (let i = 0; i < target.capacity_left; i++) {
      const filler = await signInForTest(request, newAttendeeEmail('meet-filler'));
      await request.get('/api/events/demo/', { headers: auth(filler) });
      expect((await register(request, filler, target.slug, true)).status()).toBe(200);
      fillers.push(filler);
    }
    await page.goto(`/demo/meetings/${SPACE}?meetingId=${target.id}`);
    const info = page.getByTestId('meeting-info');
    await expect(info).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/demo/meetings/${SPACE}$`));
    await page.keyboard.press('Escape');
    const card = page.locator(`[data-testid="meeting-card"][data-meeting="${target.id}"]`);
    await expect(card.getByTestId('meeting-capacity')).toHaveText('Full');
    await expect(card.getByTestId('meeting-button')).toBeDisabled();
    await card.getByTestId('join-waitlist').click();
    await page.getByTestId('register-confirm').click();
    await expect(page.getByTestId('register-done')).toHaveText('You are on the waitlist, place 1.');
    await page.getByTestId('register-ok').click();
    await expect(card.getByTestId('waitlist-place')).toHaveText('Waitlist place 1');
    await shoot(page, testInfo, 'meeting-space');
    await expectNoSeriousA11yViolations(page);

    // A seat frees: the first in line gets it, live on the open page.
    expect((await register(request, fillers.pop()!, target.slug, false)).status()).toBe(200);
    await expect(card.getByTestId('meeting-button')).toHaveAttribute('data-kind', 'unregister');
  } finally {
    for (const filler of fillers) await register(request, filler, target.slug, false);
    await register(request, tokens, target.slug, false);
  }
});
