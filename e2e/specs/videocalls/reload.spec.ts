import { expect, newAttendeeEmail, signInForTest, test } from '../../support/fixtures';
import { callDetail, createCall, enter, expectFramesRising, joinCall, peerConnectionsMade, watchPeerConnections } from './call-room';

/**
 * One of two people in a call reloads the page and comes back within the grace: both decode each other's
 * video again (the other's subscription is renegotiated as the reloader's old tracks leave and new ones come),
 * and nobody's page is left reconnecting. Desktop only: one pair of fake cameras is enough for the rule.
 */
test('@media after one of two people reloads, both decode each other again', async ({ page, signIn, openAs, request }, testInfo) => {
  test.skip(testInfo.project.name === 'mobile', 'the rule is the same on a phone; one run of two encoders is enough');
  test.setTimeout(180_000);
  const annaEmail = newAttendeeEmail('reload-anna');
  const benEmail = newAttendeeEmail('reload-ben');
  const annaTokens = await signIn(annaEmail);
  const anna = await enter(request, annaTokens, 'Anna', 'Reload');
  const benTokens = await signInForTest(request, benEmail);
  const ben = await enter(request, benTokens, 'Ben', 'Reload');
  const id = await createCall(request, annaTokens, anna);

  await watchPeerConnections(page);
  await joinCall(page, id);
  const benPage = await openAs(benEmail);
  await watchPeerConnections(benPage);
  await joinCall(benPage, id);
  await expectFramesRising(page, [`${ben}:camera`]);
  await expectFramesRising(benPage, [`${anna}:camera`]);

  const annaConnections = await peerConnectionsMade(page);

  // Ben's page reloads: his old session's tracks leave Anna's subscription, his new page publishes anew.
  await benPage.reload();
  await expect(benPage.getByTestId('call-room')).toHaveAttribute('data-phase', 'joined', { timeout: 120_000 });
  await expectFramesRising(benPage, [`${anna}:camera`]);
  await expectFramesRising(page, [`${ben}:camera`]);
  // And it stays so: neither page is reconnecting a while later, and both still decode.
  await page.waitForTimeout(8000);
  await expectFramesRising(page, [`${ben}:camera`]);
  await expectFramesRising(benPage, [`${anna}:camera`]);
  // Anna's page followed on the connections it had: no restart of hers (which would in turn renegotiate Ben's).
  expect(await peerConnectionsMade(page)).toBe(annaConnections);
  expect((await callDetail(request, annaTokens, id)).users.map((u) => u.id).sort()).toEqual([anna, ben].sort());
});
