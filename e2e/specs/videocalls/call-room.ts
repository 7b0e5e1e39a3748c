import path from 'node:path';
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { expect, type Tokens } from '../../support/fixtures';

/**
 * Helpers of the call specs: people of their own, a call made through the API, and the proof the issue
 * asks for — every page's `getStats()` shows `framesDecoded` rising for every remote participant.
 */

const auth = (tokens: Tokens) => ({ authorization: `Bearer ${tokens.access}` });

/** Enters the demo event as a named person (a fresh attendee); answers their user id. */
export async function enter(request: APIRequestContext, tokens: Tokens, first: string, last: string): Promise<number> {
  expect((await request.get('/api/events/demo/', { headers: auth(tokens) })).ok()).toBe(true);
  const me = (await (await request.get('/api/auth/current_user/?event_slug=demo', { headers: auth(tokens) })).json()) as { id: number };
  await request.patch(`/api/profiles/${me.id}/?event_slug=demo`, { headers: auth(tokens), data: { first_name: first, last_name: last } });
  return me.id;
}

/** A call of no area with `adminId` as its admin (as an invite makes one); answers its id. */
export async function createCall(request: APIRequestContext, tokens: Tokens, adminId: number): Promise<number> {
  const res = await request.post('/api/events/demo/videocalls/create/', { headers: auth(tokens), data: { admin: adminId } });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

export async function callDetail(request: APIRequestContext, tokens: Tokens, id: number): Promise<{ users: Array<{ id: number }>; ended: boolean; status: string }> {
  return (await (await request.get(`/api/events/demo/videocalls/${id}/`, { headers: auth(tokens) })).json()) as { users: Array<{ id: number }>; ended: boolean; status: string };
}

/** No browser notices over the call (browser check, fullscreen prompt). */
export async function quiet(page: Page): Promise<void> {
  await page.addInitScript(() => {
    localStorage.setItem('browserSupportTest.dontShowModalAgain', 'true');
    sessionStorage.setItem('foyer.fullscreenPrompted.demo', '1');
  });
}

/** Opens the call room and waits until the media is connected. */
export async function joinCall(page: Page, id: number): Promise<void> {
  await quiet(page);
  await page.goto(`/demo/videocall/${id}`);
  // A loaded machine (four browsers' encoders on two shared cores) can take over a minute to load the room and join.
  await expect(page.getByTestId('call-room')).toHaveAttribute('data-phase', 'joined', { timeout: 120_000 });
  await expect(page.getByTestId('local-preview')).toBeVisible();
}

/**
 * Frames decoded so far per remote tile (`user:source`), read from the receivers' `getStats()`: each tile's
 * video track is matched to its inbound-rtp entry by track id.
 */
export async function framesDecoded(page: Page): Promise<Record<string, number>> {
  return page.evaluate(async () => {
    const out: Record<string, number> = {};
    const videos = [...document.querySelectorAll<HTMLElement>('[data-testid="participant-tile"]')];
    const stats: RTCStatsReport[] = [];
    for (const pc of (window as unknown as { __foyerPcs?: RTCPeerConnection[] }).__foyerPcs ?? []) {
      if (pc.connectionState !== 'closed') stats.push(await pc.getStats());
    }
    for (const tile of videos) {
      const video = tile.querySelector('video');
      const track = (video?.srcObject as MediaStream | null)?.getVideoTracks()[0];
      const key = `${tile.dataset.user}:${tile.dataset.source}`;
      out[key] = 0;
      if (!track) continue;
      for (const report of stats) {
        report.forEach((s: { type: string; trackIdentifier?: string; framesDecoded?: number }) => {
          if (s.type === 'inbound-rtp' && s.trackIdentifier === track.id) out[key] = Math.max(out[key] ?? 0, s.framesDecoded ?? 0);
        });
      }
    }
    return out;
  });
}

/** Keeps every RTCPeerConnection the app makes reachable for `framesDecoded` (before the app loads). */
export async function watchPeerConnections(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const Original = window.RTCPeerConnection;
    const all: RTCPeerConnection[] = [];
    (window as unknown as { __foyerPcs: RTCPeerConnection[] }).__foyerPcs = all;
    window.RTCPeerConnection = class extends Original {
      constructor(config?: RTCConfiguration) {
        super(config);
        all.push(this);
      }
    } as typeof RTCPeerConnection;
  });
}

/** How many RTCPeerConnections the page has made so far (a media restart makes new ones). */
export async function peerConnectionsMade(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { __foyerPcs?: RTCPeerConnection[] }).__foyerPcs?.length ?? 0);
}

/** Every named remote (`user:source`) shows on this page with its decoded frames rising. */
export async function expectFramesRising(page: Page, remotes: string[]): Promise<void> {
  let before = await framesDecoded(page);
  await expect
    .poll(async () => {
      const now = await framesDecoded(page);
      const rising = remotes.filter((r) => (now[r] ?? 0) > 0 && (now[r] ?? 0) > (before[r] ?? 0));
      before = now;
      return rising.sort();
    }, { timeout: 60_000, intervals: [1000] })
    .toEqual([...remotes].sort());
}

export async function shoot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await page.evaluate(() => document.fonts.ready);
  const file = `${name}-${testInfo.project.name}.png`;
  await page.screenshot({ path: path.join(testInfo.project.outputDir, 'screenshots', file) });
  if (process.env.FOYER_SCREENSHOTS) await page.screenshot({ path: path.join(import.meta.dirname, '..', '..', '..', 'docs', 'screenshots', file) });
}
