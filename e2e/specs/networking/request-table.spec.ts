import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, newAttendeeEmail, signInForTest, test, type Tokens } from '../../support/fixtures';
import { callDetail, quiet } from '../videocalls/call-room';

const auth = (tokens: Tokens) => ({ authorization: `Bearer ${tokens.access}` });

/** A call an attendee makes on the demo lounge, put on request; answers its id. */
async function requestCallOnLounge(request: APIRequestContext, tokens: Tokens): Promise<number> {
  const created = await request.post('/api/events/demo/videocalls/create/', {
    headers: auth(tokens),
    data: { x_position: 320, y_position: 720, networking_page: 'lounge', display_name: 'Ask first', status: 'request' },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { id: number }).id;
}

/**
 * A new attendee opens the call's room under the lounge and waits for an answer; the admin's `page` shows the
 * join request, Accept lets them in. Answers the requester's page, in the call.
 */
async function askAndAdmit(page: Page, openAs: (user: string) => Promise<Page>, request: APIRequestContext, id: number, { axe = false } = {}): Promise<Page> {
  const requesterEmail = newAttendeeEmail('table-guest');
  const requesterTokens = await signInForTest(request, requesterEmail);
  const guest = await openAs(requesterEmail);
  await quiet(guest);
  await guest.goto(`/demo/networking/lounge/videocall/${id}`);
  await expect(guest.getByTestId('call-waiting-access')).toBeVisible({ timeout: 60_000 });
  const dialog = page.getByRole('dialog', { name: 'Join request' });
  await expect(dialog).toContainText('asks to join the call', { timeout: 30_000 });
  if (axe) await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Accept' }).click();
  await expect(dialog).toBeHidden();
  await expect(guest.getByTestId('call-room')).toHaveAttribute('data-phase', 'joined', { timeout: 30_000 });
  const me = (await (await request.get('/api/auth/current_user/?event_slug=demo', { headers: auth(requesterTokens) })).json()) as { id: number };
  await expect.poll(async () => (await callDetail(request, requesterTokens, id)).users.map((u) => u.id), { timeout: 30_000 }).toContain(me.id);
  return guest;
}

/**
 * Issue 24: the admin of a request call in its room under the networking area (spec 2
 * "/{eventSlug}/networking/{networkingSlug}/videocall/{roomId}") is asked, on that page, to let in someone who
 * asks; Accept lets them in. People of their own, so no other spec meets them in the call.
 */
test('@media the admin of a lounge call on request sees Accept in its room and lets the requester in', async ({ page, signIn, openAs, request }, testInfo) => {
  test.skip(testInfo.project.name === 'mobile', 'the request flow is the same on phones; media specs stay few');
  test.setTimeout(150_000);
  const adminEmail = newAttendeeEmail('table-host');
  const adminTokens = await signIn(adminEmail);
  const id = await requestCallOnLounge(request, adminTokens);
  const room = `/demo/networking/lounge/videocall/${id}`;
  await quiet(page);
  await page.goto(room);
  await expect(page.getByTestId('call-room')).toHaveAttribute('data-phase', 'joined', { timeout: 60_000 });

  const guest = await askAndAdmit(page, openAs, request, id);
  await expect.poll(async () => (await callDetail(request, adminTokens, id)).users.length, { timeout: 30_000 }).toBe(2);

  // Both leave as the leave button does: the call empties.
  for (const p of [guest, page]) {
    await p.getByTestId('leave-call').click();
    await p.getByTestId('confirm-leave').click();
  }
  await expect.poll(async () => (await callDetail(request, adminTokens, id)).users.length).toBe(0);
});

/**
 * The admin's page whose media cannot connect (a network that drops WebRTC) shows "Failed to join room" with
 * Try again, and the person is still the call's admin: the join request is asked on that page all the same (the
 * modal is the event shell's, not the call's media view's).
 */
test('@media an admin whose media failed in the lounge call room still sees Accept and lets the requester in', async ({ page, signIn, openAs, request }, testInfo) => {
  test.skip(testInfo.project.name === 'mobile', 'the request flow is the same on phones; media specs stay few');
  test.setTimeout(150_000);
  const adminTokens = await signIn(newAttendeeEmail('table-host'));
  const id = await requestCallOnLounge(request, adminTokens);
  const room = `/demo/networking/lounge/videocall/${id}`;
  await quiet(page);
  // Every negotiation fails on this page: the room gives up on its media after its restarts.
  await page.addInitScript(() => {
    RTCPeerConnection.prototype.setRemoteDescription = () => Promise.reject(new Error('media blocked here'));
  });
  await page.goto(room);
  await expect(page.getByTestId('call-failed')).toBeVisible({ timeout: 60_000 });

  await askAndAdmit(page, openAs, request, id, { axe: true });
});
