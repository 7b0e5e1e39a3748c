import path from 'node:path';
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { expect, type Tokens } from '../../support/fixtures';

const auth = (tokens: Tokens) => ({ authorization: `Bearer ${tokens.access}` });

/** Enters the demo event with a name of one's own; answers the person's id. */
export async function enter(request: APIRequestContext, tokens: Tokens, first: string, last: string): Promise<number> {
  expect((await request.get('/api/events/demo/', { headers: auth(tokens) })).ok()).toBe(true);
  const me = (await (await request.get('/api/auth/current_user/?event_slug=demo', { headers: auth(tokens) })).json()) as { id: number };
  await request.patch(`/api/profiles/${me.id}/?event_slug=demo`, { headers: auth(tokens), data: { first_name: first, last_name: last } });
  return me.id;
}

/** Moves the server's test clock (FOYER_DEBUG) to `offsetMs` from the real time; 0 puts it back. */
export async function moveServerClock(request: APIRequestContext, offsetMs: number): Promise<void> {
  const res = await request.post('/api/dev/clock', { data: { offset_ms: Math.round(offsetMs) } });
  expect(res.ok(), await res.text()).toBe(true);
}

/** A request made through the API (the dialog has its own test): answers the schedule. */
export async function requestThroughApi(
  request: APIRequestContext, tokens: Tokens, body: { receiver: number; start: Date; minutes: number; subject: string; location?: string },
): Promise<{ id: number }> {
  const res = await request.post('/api/events/demo/appointment_schedules/', {
    headers: auth(tokens),
    data: {
      subject: body.subject, receiver: body.receiver, location: body.location ?? '', location_type: body.location ? 'IN_PERSON' : 'VIRTUAL',
      start_date: body.start.toISOString(), end_date: new Date(body.start.getTime() + body.minutes * 60_000).toISOString(),
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { id: number };
}

export async function answerThroughApi(request: APIRequestContext, tokens: Tokens, id: number, action: 'accept' | 'deny' | 'cancel'): Promise<void> {
  const res = await request.post(`/api/events/demo/appointment_schedules/${id}/${action}/`, { headers: auth(tokens) });
  expect(res.ok(), await res.text()).toBe(true);
}

/** The first 15-minute step at least `minutes` from now. */
export function slotFromNow(minutes: number): Date {
  const step = 15 * 60_000;
  return new Date(Math.ceil((Date.now() + minutes * 60_000) / step) * step);
}

/** No browser notices over the call (browser check, fullscreen prompt). */
export async function quiet(page: Page): Promise<void> {
  await page.addInitScript(() => {
    localStorage.setItem('browserSupportTest.dontShowModalAgain', 'true');
    sessionStorage.setItem('foyer.fullscreenPrompted.demo', '1');
  });
}

/** Saved into the test's output folder, and into docs/screenshots with FOYER_SCREENSHOTS=1. */
export async function shoot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const file = `appointments-${name}-${testInfo.project.name}.png`;
  await page.waitForTimeout(400); // transitions settle
  await page.screenshot({ path: path.join(testInfo.project.outputDir, 'screenshots', file) });
  if (process.env.FOYER_SCREENSHOTS) await page.screenshot({ path: path.join(import.meta.dirname, '..', '..', '..', 'docs', 'screenshots', file) });
}
