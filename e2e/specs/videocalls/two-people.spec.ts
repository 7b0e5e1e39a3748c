import { expect, expectNoSeriousA11yViolations, newAttendeeEmail, signInForTest, test } from '../../support/fixtures';
import { callDetail, createCall, enter, expectFramesRising, joinCall, shoot, watchPeerConnections } from './call-room';

/**
 * Two people in a call with real media (Chromium's fake camera and microphone through our media server):
 * each page decodes the other's video; 'Muted' follows the other's microphone; the admin mutes and removes;
 * leaving asks first and the last one out leaves an empty call behind. People of their own.
 */
test('@media two people see and hear each other; Muted, host mute and remove, leaving', async ({ page, signIn, openAs, request }, testInfo) => {
  test.setTimeout(120_000);
  const annaEmail = newAttendeeEmail('call-anna');
  const benEmail = newAttendeeEmail('call-ben');
  const annaTokens = await signIn(annaEmail);
  const anna = await enter(request, annaTokens, 'Anna', 'Berg');
  const benTokens = await signInForTest(request, benEmail);
  const ben = await enter(request, benTokens, 'Ben', 'Cruz');
  const id = await createCall(request, annaTokens, anna);

  await watchPeerConnections(page);
  await joinCall(page, id);
  await expect(page.getByTestId('call-waiting')).toBeVisible();
  const benPage = await openAs(benEmail);
  await watchPeerConnections(benPage);
  await joinCall(benPage, id);

  await expect(page.getByTestId('call-grid')).toHaveAttribute('data-layout', 'one');
  await expectFramesRising(page, [`${ben}:camera`]);
  await expectFramesRising(benPage, [`${anna}:camera`]);
  await shoot(page, testInfo, 'videocall-two');
  await expectNoSeriousA11yViolations(page);

  // Anna turns her microphone off: Ben sees 'Muted' on her tile; on again, it goes.
  const annaTile = benPage.locator(`[data-testid="participant-tile"][data-user="${anna}"]`);
  await page.getByTestId('toggle-mic').click();
  await expect(annaTile.getByText('Muted', { exact: true })).toBeVisible();
  await page.getByTestId('toggle-mic').click();
  await expect(annaTile.getByText('Muted', { exact: true })).toBeHidden();

  // The admin mutes Ben: his microphone goes off and Anna sees him muted.
  const benTile = page.locator(`[data-testid="participant-tile"][data-user="${ben}"]`);
  await page.getByRole('button', { name: 'Host controls for Ben Cruz' }).click();
  await page.getByRole('menuitem', { name: 'Mute' }).click();
  await expect(benPage.getByTestId('toggle-mic')).toHaveAttribute('aria-pressed', 'true');
  await expect(benTile.getByText('Muted', { exact: true })).toBeVisible();

  // The admin removes Ben: he is told and out; Anna is alone again.
  await page.getByRole('button', { name: 'Host controls for Ben Cruz' }).click();
  await page.getByRole('menuitem', { name: 'Remove from the call' }).click();
  await expect(benPage.getByText('you got removed from the meeting')).toBeVisible();
  await expect(benPage.getByTestId('call-room')).toBeHidden();
  await expect(page.getByTestId('call-waiting')).toBeVisible();
  expect((await callDetail(request, annaTokens, id)).users.map((u) => u.id)).toEqual([anna]);

  // Leaving asks first; staying keeps Anna in; leaving empties the call.
  await page.getByTestId('leave-call').click();
  await page.getByTestId('stay-in-call').click();
  await expect(page.getByTestId('call-room')).toHaveAttribute('data-phase', 'joined');
  await expect(page.getByTestId('local-preview')).toBeVisible();
  await page.getByTestId('leave-call').click();
  await page.getByTestId('confirm-leave').click();
  await expect(page.getByTestId('call-room')).toBeHidden();
  await expect.poll(async () => (await callDetail(request, annaTokens, id)).users.length).toBe(0);
});

test('@media the admin shares the screen: the other side sees it enlarged; the preview says the webcam is off', async ({ page, signIn, openAs, request }, testInfo) => {
  test.skip(testInfo.project.name === 'mobile', 'phones cannot share their screen');
  test.setTimeout(120_000);
  const hostEmail = newAttendeeEmail('share-host');
  const guestEmail = newAttendeeEmail('share-guest');
  const hostTokens = await signIn(hostEmail);
  const host = await enter(request, hostTokens, 'Hedy', 'Lamarr');
  const guestTokens = await signInForTest(request, guestEmail);
  await enter(request, guestTokens, 'Ivo', 'Jansen');
  const id = await createCall(request, hostTokens, host);
  await watchPeerConnections(page);
  await joinCall(page, id);
  const guestPage = await openAs(guestEmail);
  await watchPeerConnections(guestPage);
  await joinCall(guestPage, id);

  await page.getByTestId('toggle-screen').click();
  await expect(page.getByTestId('webcam-disabled')).toBeVisible();
  const enlarged = guestPage.getByTestId('enlarged');
  await expect(enlarged.locator(`[data-testid="participant-tile"][data-user="${host}"][data-source="screen"]`)).toBeVisible();
  await expectFramesRising(guestPage, [`${host}:screen`, `${host}:camera`]);

  await page.getByTestId('toggle-screen').click();
  await expect(page.getByTestId('webcam-disabled')).toBeHidden();
  await expect(guestPage.getByTestId('enlarged')).toBeHidden();
  await expect(guestPage.getByTestId('call-grid')).toHaveAttribute('data-layout', 'one');
});
