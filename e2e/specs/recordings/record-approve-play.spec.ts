import type { APIRequestContext } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, newAttendeeEmail, signInForTest, test, type Tokens } from '../../support/fixtures';
import { enter, expectFramesRising, quiet, shoot, watchPeerConnections } from '../videocalls/call-room';

/**
 * Issue 12's browser proof: hana hosts a live demo meeting, a registered attendee is in it with her (a
 * person of its own, so the demo's alice keeps her registrations), hana records, stops, approves the
 * recording with a name and plays it (the <video> plays: currentTime passes 0). Real media through our
 * media server; the recording composed by ffmpeg on the server.
 */

const auth = (tokens: Tokens) => ({ authorization: `Bearer ${tokens.access}` });

interface MeetingRow {
  id: number;
  slug: string;
  starts_at: string;
  ends_at: string;
  host_user_ids: number[];
  is_walk_in_meeting: boolean;
  space: { slug: string };
}

/** A meeting hana hosts that runs now, as her own list has it. */
async function liveMeetingOfHana(request: APIRequestContext, tokens: Tokens, hanaId: number): Promise<MeetingRow> {
  const reply = (await (await request.get('/api/events/demo/upcoming_meetings/', { headers: auth(tokens) })).json()) as { results: MeetingRow[] };
  const now = Date.now();
  const live = reply.results.find((m) => m.host_user_ids.includes(hanaId) && Date.parse(m.starts_at) <= now && Date.parse(m.ends_at) > now);
  expect(live, 'the demo has a live meeting hosted by hana').toBeTruthy();
  return live!;
}

test('@media hana records a meeting with a participant, stops, approves with a name and plays the recording', async ({ page, signIn, openAs, request }, testInfo) => {
  // The recording pipeline (tap, ffmpeg grid, review, approval) is the same whatever the screen; the phone
  // screenshots of the call and the review list were taken once and media specs stay few.
  test.skip(testInfo.project.name === 'mobile', 'one run of the recording pipeline is enough for this machine');
  test.setTimeout(240_000);
  const hanaTokens = await signIn('hana');
  const hana = ((await (await request.get('/api/auth/current_user/?event_slug=demo', { headers: auth(hanaTokens) })).json()) as { id: number }).id;
  const meeting = await liveMeetingOfHana(request, hanaTokens, hana);
  const roomPath = `/demo/meetings/${meeting.space.slug}/${meeting.slug}`;

  const guestEmail = newAttendeeEmail('rec-guest');
  const guestTokens = await signInForTest(request, guestEmail);
  const guest = await enter(request, guestTokens, 'Rita', 'Recorded');
  if (!meeting.is_walk_in_meeting) {
    const registered = await request.post(`/api/events/demo/meetings/${meeting.space.slug}/meetings/${meeting.slug}/register/`, { headers: auth(guestTokens), data: { register: true } });
    expect(registered.ok(), await registered.text()).toBe(true);
  }

  await quiet(page);
  await watchPeerConnections(page);
  await page.goto(roomPath);
  await expect(page.getByTestId('call-room')).toHaveAttribute('data-phase', 'joined', { timeout: 60_000 });
  const guestPage = await openAs(guestEmail);
  await quiet(guestPage);
  await watchPeerConnections(guestPage);
  await guestPage.goto(roomPath);
  await expect(guestPage.getByTestId('call-room')).toHaveAttribute('data-phase', 'joined', { timeout: 60_000 });
  await expectFramesRising(page, [`${guest}:camera`]);

  // Only the host has the record button; once it runs, everyone in the call sees REC.
  await expect(guestPage.getByTestId('toggle-recording')).toHaveCount(0);
  await page.getByTestId('toggle-recording').click();
  await expect(page.getByTestId('toggle-recording')).toHaveAttribute('aria-pressed', 'true');
  await expect(guestPage.getByTestId('recording-indicator')).toBeVisible();
  await shoot(page, testInfo, 'recording-call');
  // A few seconds of the call on record (the frames keep coming meanwhile).
  await expectFramesRising(page, [`${guest}:camera`]);
  await page.waitForTimeout(3000);
  await page.getByTestId('toggle-recording').click();
  await expect(guestPage.getByTestId('recording-indicator')).toBeHidden();

  // The review list: the new recording arrives once composed (newest first).
  await page.getByTestId('recordings-button').first().click();
  const list = page.getByTestId('recordings-review-list');
  const row = list.getByTestId('recording-row').first();
  await expect(row.getByTestId('recording-status')).toHaveText('Not approved yet', { timeout: 90_000 });
  await row.getByTestId('recording-approve').click();
  const send = page.getByTestId('approve-send');
  await expect(send).toBeDisabled();
  await page.getByTestId('approve-name').fill('Hana Host');
  await expect(send).toBeEnabled();
  await send.click();
  await expect(row.getByTestId('recording-status')).toHaveText(/Upload in progress|Complete/);
  await expect(row.getByTestId('recording-status')).toHaveText('Complete', { timeout: 30_000 });
  await expect(row.getByRole('button', { name: 'Copy link' })).toBeVisible();
  await shoot(page, testInfo, 'recordings-review');
  await expectNoSeriousA11yViolations(page, { include: '[data-testid="recordings-review-list"]' });

  // Play: the video element runs.
  await row.getByTestId('recording-play').click();
  const video = page.getByTestId('recording-video');
  await video.evaluate((v: HTMLVideoElement) => {
    v.muted = true;
    return v.play();
  });
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 30_000 }).toBeGreaterThan(0);
});
