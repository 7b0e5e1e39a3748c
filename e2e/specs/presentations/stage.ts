import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, newAttendeeEmail, signInForTest, type Tokens } from '../../support/fixtures';
import { enter } from '../videocalls/call-room';

const repoRoot = path.resolve(import.meta.dirname, '..', '..', '..');
const auth = (tokens: Tokens) => ({ authorization: `Bearer ${tokens.access}` });

export interface Person {
  email: string;
  tokens: Tokens;
  id: number;
  name: string;
}

/** A fresh, named attendee of the demo (the demo people stay as they are). */
export async function newPerson(request: APIRequestContext, first: string, last: string): Promise<Person> {
  const email = newAttendeeEmail(first.toLowerCase());
  const tokens = await signInForTest(request, email);
  const id = await enter(request, tokens, first, last);
  return { email, tokens, id, name: `${first} ${last}` };
}

export interface StageSetup {
  slug: string;
  live: { id: number; backstage: number };
  film: { id: number; title: string };
}

/**
 * Gives one of the demo's program stages (its own per project, so desktop and mobile runs never share one)
 * a schedule as an operator does (`npm run foyer -- stage schedule`): a live keynote with `moderator` and
 * `speaker` as current, and a film from the demo cinema's storage.
 */
export function scheduleStage(slug: string, moderator: Person, speaker: Person, filmUrl: string): StageSetup {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'foyer-e2e-stage-'));
  const file = path.join(folder, 'stage.json');
  const filmTitle = 'The making of the venue';
  fs.writeFileSync(file, JSON.stringify({
    presentations: [
      { title: 'Opening keynote', description: 'How the venue came together, live from the stage.', kind: 'live', moderator: moderator.email, speakers: [speaker.email], current: true },
      { title: filmTitle, description: 'A short film while the next speakers get ready.', kind: 'video', url: filmUrl, moderator: moderator.email },
    ],
  }));
  const cli = spawnSync(process.execPath, ['--import', 'tsx', path.join('apps', 'server', 'src', 'cli.ts'), 'stage', 'schedule', 'demo', slug, file], {
    cwd: repoRoot,
    env: { ...process.env, DATA_DIR: process.env.FOYER_E2E_DATA_DIR, LOG_LEVEL: 'warn' },
    encoding: 'utf8',
  });
  fs.rmSync(folder, { recursive: true, force: true });
  expect(cli.status, `${cli.stdout}\n${cli.stderr}`).toBe(0);
  const out = JSON.parse(cli.stdout.trim().split('\n').at(-1)!) as { presentations: Array<{ id: number; title: string; backstage_videocall_id: number | null }> };
  const [live, film] = out.presentations;
  return { slug, live: { id: live!.id, backstage: live!.backstage_videocall_id! }, film: { id: film!.id, title: filmTitle } };
}

/** A film of the demo cinema (made by ffmpeg at seed time), as the organiser's list gives it. */
export async function demoFilmUrl(request: APIRequestContext): Promise<string> {
  const organiser = await signInForTest(request, 'organiser');
  const res = await request.get('/api/events/demo/cinema/cinema/movies/?limit=10', { headers: auth(organiser) });
  expect(res.ok(), await res.text()).toBe(true);
  const film = ((await res.json()) as { results: Array<{ url: string }> }).results.find((m) => m.url.startsWith('/'));
  expect(film, 'a demo film in our storage').toBeTruthy();
  return film!.url;
}

/** The stage's large tile of `userId` decodes video: a picture of its own size, and frames advancing. */
export async function expectStageDecoding(page: Page, userId: number): Promise<void> {
  const tile = page.locator(`[data-testid="stage-tile"][data-user="${userId}"][data-source="camera"] video`);
  await expect(tile).toBeVisible({ timeout: 90_000 });
  await expect.poll(() => tile.evaluate((v: HTMLVideoElement) => v.videoWidth), { timeout: 60_000 }).toBeGreaterThan(0);
  const frames = () => tile.evaluate((v: HTMLVideoElement) => v.getVideoPlaybackQuality().totalVideoFrames);
  const first = await frames();
  await expect.poll(frames, { timeout: 30_000, intervals: [500] }).toBeGreaterThan(first + 5);
}
