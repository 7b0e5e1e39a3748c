import { expect, test } from '../../support/fixtures';
import { callDetail, createCall, expectFramesRising, joinCall, quiet, watchPeerConnections } from './call-room';

/**
 * A request call: bob asks, alice (its admin) accepts, bob joins with media. Demo alice and bob leave the
 * call at the end, so no other spec sees them in it.
 */
test('@media bob asks to join alice’s request call; she accepts and they see each other', async ({ page, signIn, openAs, request }, testInfo) => {
  test.skip(testInfo.project.name === 'mobile', 'the request flow is the same on phones; media specs stay few');
  test.setTimeout(120_000);
  const aliceTokens = await signIn('alice');
  const headers = { authorization: `Bearer ${aliceTokens.access}` };
  const alice = ((await (await request.get('/api/auth/current_user/?event_slug=demo', { headers })).json()) as { id: number }).id;
  const id = await createCall(request, aliceTokens, alice);
  let bobPage;
  try {
    await watchPeerConnections(page);
    await joinCall(page, id);
    await page.getByTestId('call-status').click();
    await page.getByRole('option', { name: 'On request' }).click();
    await expect.poll(async () => (await callDetail(request, aliceTokens, id)).status).toBe('request');

    bobPage = await openAs('bob');
    await watchPeerConnections(bobPage);
    await quiet(bobPage);
    await bobPage.goto(`/demo/videocall/${id}`);
    // A loaded machine (two browsers' encoders) takes its time to load the room's chunk.
    await expect(bobPage.getByTestId('call-waiting-access')).toBeVisible({ timeout: 60_000 });
    const dialog = page.getByRole('dialog', { name: 'Join request' });
    await expect(dialog).toContainText('asks to join the call');
    await dialog.getByRole('button', { name: 'Accept' }).click();
    await expect(dialog).toBeHidden();
    await expect(bobPage.getByTestId('call-room')).toHaveAttribute('data-phase', 'joined', { timeout: 30_000 });
    const bob = (await callDetail(request, aliceTokens, id)).users.map((u) => u.id).find((u) => u !== alice)!;
    await expectFramesRising(page, [`${bob}:camera`]);
    await expectFramesRising(bobPage, [`${alice}:camera`]);
  } finally {
    // Put the demo people back: bob's request withdrawn, both out of the call as the leave button does.
    if (bobPage && (await bobPage.getByTestId('cancel-access-request').isVisible().catch(() => false))) await bobPage.getByTestId('cancel-access-request').click();
    await expect(page.getByRole('dialog', { name: 'Join request' })).toBeHidden();
    for (const p of [bobPage, page]) {
      if (!p || !(await p.getByTestId('leave-call').isVisible().catch(() => false))) continue;
      await p.getByTestId('leave-call').click();
      await p.getByTestId('confirm-leave').click();
    }
    await expect.poll(async () => (await callDetail(request, aliceTokens, id)).users.length).toBe(0);
  }
});
