import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness';
import { addRole, makeEvent, makeSpace, person, type Person } from '../../../test/event-factories';
import { systemClock } from '../../platform/clock';
import { scheduleStage } from '.';

/** `stage schedule`: an operator gives a stage its schedule (the browser tests set their stages up with it). */
let t: TestServer;
let mo: Person;
let sue: Person;
const slug = 'stage-cli';

beforeAll(async () => {
  t = await startTestServer();
  const event = await makeEvent(t, { slug });
  mo = await person(t, { firstName: 'Mo' });
  sue = await person(t, { firstName: 'Sue' });
  for (const p of [mo, sue]) await addRole(t, event, p, 'attendee');
  await makeSpace(t, event, 'presentation', { slug: 'main' });
});

afterAll(async () => {
  await t?.close();
});

const run = (input: unknown, stage = 'main') => scheduleStage(t.server.platform.db, systemClock, slug, stage, input);

describe('stage schedule', () => {
  it('replaces the schedule, opens a backstage call for live ones with the speakers let in, and sets the current one', async () => {
    const first = await run({ presentations: [{ title: 'Old', kind: 'embed', url: 'https://example.com/' }] });
    expect(first.ok).toBe(true);
    const outcome = await run({
      presentations: [
        { title: 'Keynote', kind: 'live', moderator: mo.user.email, speakers: [sue.user.email], current: true },
        { title: 'Film', kind: 'video', url: '/files/film.mp4' },
      ],
    });
    if (!outcome.ok) throw new Error(outcome.error);
    expect(outcome.presentations.map((p) => p.title)).toEqual(['Keynote', 'Film']);
    expect(outcome.presentations[0]!.backstage_videocall_id).toEqual(expect.any(Number));
    expect(outcome.presentations[1]!.backstage_videocall_id).toBeNull();
    expect(first.ok && first.chat_id).toBe(outcome.chat_id);

    const page = await t.api('GET', `/api/events/${slug}/presentations/main/`, { token: sue.token });
    expect(page.body.presentations.map((p: { title: string }) => p.title)).toEqual(['Keynote', 'Film']);
    expect(page.body.current_presentation).toMatchObject({ title: 'Keynote', kind: 'live', moderator: { id: mo.user.id }, backstage_videocall_id: outcome.presentations[0]!.backstage_videocall_id });
    expect(page.body.meta.chat_id).toBe(outcome.chat_id);
    // The speaker goes straight into the backstage call (request call, let in beforehand).
    const join = await t.api('POST', `/api/events/${slug}/videocalls/join/`, { token: sue.token, body: { room: outcome.presentations[0]!.backstage_videocall_id } });
    expect(join.status).toBe(200);
  });

  it('changes nothing for unknown people, stages or kinds', async () => {
    expect(await run({ presentations: [{ title: 'X', kind: 'live', moderator: 'nobody@example.com' }] })).toEqual({ ok: false, error: 'Nobody signed up as nobody@example.com.' });
    expect(await run({ presentations: [] }, 'nowhere')).toMatchObject({ ok: false, error: expect.stringContaining('No presentation stage') });
    expect(await run({ presentations: [{ title: 'X', kind: 'radio' }] })).toMatchObject({ ok: false });
    const page = await t.api('GET', `/api/events/${slug}/presentations/main/`, { token: sue.token });
    expect(page.body.presentations.map((p: { title: string }) => p.title)).toEqual(['Keynote', 'Film']);
  });
});
