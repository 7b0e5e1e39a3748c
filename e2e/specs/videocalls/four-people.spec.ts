import { expect, newAttendeeEmail, signInForTest, test } from '../../support/fixtures';
import { createCall, enter, expectFramesRising, joinCall, shoot, watchPeerConnections } from './call-room';

/** Four people in one room (one browser, four contexts): everyone decodes the three others. Desktop only: four fake cameras are heavy. */
test('@media four people in one room each decode the three others', async ({ page, signIn, openAs, request }, testInfo) => {
  test.skip(testInfo.project.name === 'mobile', 'one run of four encoders is enough for this machine');
  test.setTimeout(300_000);
  const names = [
    ['Dora', 'Eck'],
    ['Emil', 'Funk'],
    ['Fay', 'Gold'],
    ['Gus', 'Hart'],
  ] as const;
  const emails = names.map(([first]) => newAttendeeEmail(`call4-${first.toLowerCase()}`));
  const firstTokens = await signIn(emails[0]!);
  const ids = [await enter(request, firstTokens, names[0][0], names[0][1])];
  for (let i = 1; i < 4; i++) {
    const [first, last] = names[i]!;
    ids.push(await enter(request, await signInForTest(request, emails[i]!), first, last));
  }
  const call = await createCall(request, firstTokens, ids[0]!);

  const pages = [page];
  for (let i = 1; i < 4; i++) pages.push(await openAs(emails[i]!));
  for (const p of pages) {
    await watchPeerConnections(p);
    await joinCall(p, call);
  }
  for (const [i, p] of pages.entries()) {
    await expect(p.getByTestId('call-grid')).toHaveAttribute('data-layout', 'three');
    await expectFramesRising(p, ids.filter((_, j) => j !== i).map((u) => `${u}:camera`));
  }
  await shoot(page, testInfo, 'videocall-four');
});
