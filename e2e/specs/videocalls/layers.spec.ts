import type { Page } from '@playwright/test';
import { expect, newAttendeeEmail, signInForTest, test } from '../../support/fixtures';
import { createCall, enter, expectFramesRising, joinCall, watchPeerConnections } from './call-room';

/** Whether each simulcast encoding of the page's camera sender is on (`encodings[i].active`), e.g. "q:on h:on f:off". */
async function cameraEncodings(page: Page): Promise<string> {
  return page.evaluate(() => {
    for (const pc of (window as unknown as { __foyerPcs?: RTCPeerConnection[] }).__foyerPcs ?? []) {
      if (pc.connectionState === 'closed') continue;
      for (const sender of pc.getSenders()) {
        const encodings = sender.getParameters().encodings ?? [];
        if (encodings.length === 3) return encodings.map((e) => `${e.rid}:${e.active === false ? 'off' : 'on'}`).join(' ');
      }
    }
    return 'no camera sender';
  });
}

/** The width of the frames a remote tile (`user:source`) decodes now. */
async function decodedWidth(page: Page, remote: string): Promise<number> {
  return page.evaluate(async (key) => {
    const [user, source] = key.split(':');
    const video = document.querySelector<HTMLVideoElement>(`[data-testid="participant-tile"][data-user="${user}"][data-source="${source}"] video`);
    const track = (video?.srcObject as MediaStream | null)?.getVideoTracks()[0];
    if (!track) return 0;
    let width = 0;
    for (const pc of (window as unknown as { __foyerPcs?: RTCPeerConnection[] }).__foyerPcs ?? []) {
      if (pc.connectionState === 'closed') continue;
      (await pc.getStats()).forEach((s: { type: string; trackIdentifier?: string; frameWidth?: number }) => {
        if (s.type === 'inbound-rtp' && s.trackIdentifier === track.id) width = s.frameWidth ?? 0;
      });
    }
    return width;
  }, remote);
}

/**
 * Layers nobody watches are paused at the publisher (decision 0058), in a real Chromium: while Ben's window
 * draws Anna as a mid-size tile her camera stops its full layer; when his window grows and her tile with it,
 * her full layer comes back and Ben decodes it. Desktop only: the phone's tile never wants the full layer.
 */
test('@media the full layer is paused while nobody draws it large, and comes back for an enlarged tile', async ({ page, signIn, openAs, request }, testInfo) => {
  test.skip(testInfo.project.name === 'mobile', 'the window is resized by the test itself');
  test.skip(process.env.FOYER_MEDIA_BACKEND === 'janus', 'layers are paused on the in-process SFU only (decision 0058: with Janus no one process knows every subscriber)');
  test.setTimeout(180_000);
  const annaEmail = newAttendeeEmail('layers-anna');
  const benEmail = newAttendeeEmail('layers-ben');
  const annaTokens = await signIn(annaEmail);
  const anna = await enter(request, annaTokens, 'Anna', 'Lind');
  const ben = await enter(request, await signInForTest(request, benEmail), 'Ben', 'Moss');
  const id = await createCall(request, annaTokens, anna);

  await watchPeerConnections(page);
  await joinCall(page, id);
  const benPage = await openAs(benEmail);
  // A small window: Anna's tile is at most 640x360 (the mid layer); Ben's own, on Anna's big window, is large.
  await benPage.setViewportSize({ width: 600, height: 480 });
  await watchPeerConnections(benPage);
  await joinCall(benPage, id);
  await expectFramesRising(benPage, [`${anna}:camera`]);
  await expect.poll(() => cameraEncodings(page), { timeout: 30_000 }).toBe('q:on h:on f:off');
  // Ben's camera, drawn large on Anna's page, keeps every layer.
  expect(await cameraEncodings(benPage)).toBe('q:on h:on f:on');

  // Ben's window grows: Anna's tile with it, her full layer back on, and Ben decodes it.
  await benPage.setViewportSize({ width: 1440, height: 900 });
  await expect.poll(() => cameraEncodings(page), { timeout: 30_000 }).toBe('q:on h:on f:on');
  await expect.poll(() => decodedWidth(benPage, `${anna}:camera`), { timeout: 60_000, intervals: [1000] }).toBe(1280);
  await expectFramesRising(benPage, [`${anna}:camera`]);
  expect(ben).toBeGreaterThan(0);
});
