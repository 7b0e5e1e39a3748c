import type { APIRequestContext } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, newAttendeeEmail, signInForTest, test, type Tokens } from '../../support/fixtures';
import { enter, expectFramesRising, peerConnectionsMade, quiet, shoot, watchPeerConnections } from '../videocalls/call-room';

/**
 * The chat roulette (issue 13, decision 0043) in the demo's "Speed networking": two people of their own
 * start, are paired on a call of ours and decode each other's video; one reloads and both are on the same
 * call again (its seat kept by the server's grace); one presses Next and both look for someone again (never each other straight away); Exit gives
 * do-not-disturb back.
 */

const roulette = '/demo/chatroulette/speed-networking/';

/** The call the person is in now (their `videocall_status`), null when in none. */
const currentCall = async (request: APIRequestContext, tokens: Tokens) =>
  ((await (await request.get('/api/auth/current_user/?event_slug=demo', { headers: { authorization: `Bearer ${tokens.access}` } })).json()) as { videocall_status: { id: number } | null })
    .videocall_status?.id ?? null;

const dnd = async (request: APIRequestContext, tokens: Tokens) =>
  ((await (await request.get('/api/auth/current_user/?event_slug=demo', { headers: { authorization: `Bearer ${tokens.access}` } })).json()) as { do_not_disturb: boolean })
    .do_not_disturb;

test('@media two people paired by the roulette see each other, also after a reload; Next puts both back to looking; Exit', async ({ page, signIn, openAs, request }, testInfo) => {
  // Both projects would share the demo roulette: the phone layout is shot in the test below.
  test.skip(testInfo.project.name !== 'desktop', 'one pair at a time in the demo roulette');
  test.setTimeout(180_000);
  const annaEmail = newAttendeeEmail('roulette-anna');
  const benEmail = newAttendeeEmail('roulette-ben');
  const annaTokens = await signIn(annaEmail);
  await enter(request, annaTokens, 'Anna', 'Roulette');
  const benTokens = await signInForTest(request, benEmail);
  await enter(request, benTokens, 'Ben', 'Roulette');

  await quiet(page);
  await watchPeerConnections(page);
  await page.goto(roulette);
  await expect(page.getByTestId('roulette-intro')).toBeVisible({ timeout: 30_000 });
  await page.getByTestId('roulette-start').click();
  await expect(page.getByTestId('roulette-waiting')).toContainText('Looking for someone…');
  await expect.poll(() => dnd(request, annaTokens)).toBe(true);

  const benPage = await openAs(benEmail);
  await quiet(benPage);
  await watchPeerConnections(benPage);
  await benPage.goto(roulette);
  await benPage.getByTestId('roulette-start').click();

  // Paired: each sees the other's card and decodes the other's video.
  await expect(page.getByTestId('roulette-partner')).toHaveText('Ben Roulette', { timeout: 60_000 });
  await expect(benPage.getByTestId('roulette-partner')).toHaveText('Anna Roulette');
  await expect(page.getByTestId('call-room')).toHaveAttribute('data-phase', 'joined', { timeout: 120_000 });
  await expect(benPage.getByTestId('call-room')).toHaveAttribute('data-phase', 'joined', { timeout: 120_000 });
  const ids = await Promise.all([page, benPage].map((p) => p.evaluate(async (token) => {
    const me = await fetch('/api/auth/current_user/?event_slug=demo', { headers: { authorization: `Bearer ${token}` } });
    return ((await me.json()) as { id: number }).id;
  }, p === page ? annaTokens.access : benTokens.access)));
  await expectFramesRising(page, [`${ids[1]}:camera`]);
  await expectFramesRising(benPage, [`${ids[0]}:camera`]);
  await expectNoSeriousA11yViolations(page);
  await shoot(page, testInfo, 'chatroulette-pair');

  // Ben's page reloads: the pair is kept (the server's grace), the page takes its seat back and both are on
  // the same call again.
  const pairCall = await currentCall(request, annaTokens);
  expect(pairCall).not.toBeNull();
  const annaConnections = await peerConnectionsMade(page);
  await benPage.reload();
  await expect(benPage.getByTestId('roulette-partner')).toHaveText('Anna Roulette', { timeout: 60_000 });
  await expect(benPage.getByTestId('call-room')).toHaveAttribute('data-phase', 'joined', { timeout: 120_000 });
  await expect(page.getByTestId('roulette-partner')).toHaveText('Ben Roulette');
  await expect.poll(() => currentCall(request, benTokens)).toBe(pairCall);
  expect(await currentCall(request, annaTokens)).toBe(pairCall);
  // Both decode each other again: the reloaded page its partner, the partner the reloaded page's new camera.
  await expectFramesRising(benPage, [`${ids[0]}:camera`]);
  await expectFramesRising(page, [`${ids[1]}:camera`]);
  // Anna's page followed on its own connections: no restart of hers, which would renegotiate Ben's in turn.
  expect(await peerConnectionsMade(page)).toBe(annaConnections);

  // Next: the pair's call ends; alone in the roulette, both look for someone again (not each other).
  await page.getByTestId('roulette-next').click();
  await expect(page.getByTestId('roulette-waiting')).toBeVisible();
  await expect(benPage.getByTestId('roulette-waiting')).toBeVisible();
  await expect(page.getByTestId('call-room')).toBeHidden();

  // Exit: out of the roulette, do-not-disturb as it was.
  await page.getByTestId('roulette-exit').click();
  await expect(page).toHaveURL(/\/demo\/?$/);
  await expect.poll(() => dnd(request, annaTokens)).toBe(false);
});

test('a phone starts, looks for someone and leaves; axe on each state', async ({ page, signIn, request }, testInfo) => {
  test.skip(testInfo.project.name !== 'mobile', 'the desktop pair above covers the desktop states');
  test.setTimeout(90_000);
  const tokens = await signIn(newAttendeeEmail('roulette-phone'));
  await enter(request, tokens, 'Phoebe', 'Roulette');
  await quiet(page);
  await page.goto(roulette);
  await expect(page.getByTestId('roulette-intro')).toBeVisible({ timeout: 30_000 });
  await expectNoSeriousA11yViolations(page);
  await shoot(page, testInfo, 'chatroulette-intro');
  await page.getByTestId('roulette-start').click();
  await expect(page.getByTestId('roulette-waiting')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByTestId('roulette-exit').click();
  await expect(page).toHaveURL(/\/demo\/?$/);
  await expect.poll(() => dnd(request, tokens)).toBe(false);
});
