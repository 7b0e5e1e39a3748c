import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { startTestServer, type TestServer } from '../../../test/harness';
import { addRole, makeEvent, makeSpace, person, type Person } from '../../../test/event-factories';
import { next, socketPool } from '../../../test/socket-client';
import { changeLog } from '../identity/change-log.schema';
import type { EventRow } from '../identity';

let t: TestServer;
let event: EventRow;
let owner: Person;
let stageModerator: Person;
let alice: Person;
let bob: Person;
let moderatorElsewhere: Person;
let talk: number;
const sockets = socketPool();
const base = '/api/events/qa-moderation/presentations/main/questions';

beforeAll(async () => {
  t = await startTestServer();
  event = await makeEvent(t, { slug: 'qa-moderation' });
  [owner, stageModerator, alice, bob, moderatorElsewhere] = await Promise.all([person(t), person(t), person(t), person(t), person(t)]);
  await addRole(t, event, owner, 'owner');
  for (const p of [stageModerator, alice, bob]) await addRole(t, event, p, 'attendee');
  await addRole(t, await makeEvent(t), moderatorElsewhere, 'moderator');
  const stage = await makeSpace(t, event, 'presentation', { slug: 'main', name: 'Main stage' });
  talk = (await t.server.services.presentations.create(event.id, stage, { title: 'Keynote', kind: 'embed', url: 'https://example.org/', moderatorId: stageModerator.user.id })).id;
  await t.server.services.presentations.setCurrent(stage, talk);
});

afterAll(async () => {
  sockets.closeAll();
  await t?.close();
});

const ask = async (who: Person, text: string) => (await t.api('POST', `${base}/`, { token: who.token, body: { presentation: talk, text } })).body.id as number;
const remove = (who: Person, id: number) => t.api('DELETE', `${base}/${id}/`, { token: who.token });
const listed = async (who: Person) => (await t.api('GET', `${base}/`, { token: who.token })).body.results.map((q: { id: number }) => q.id);
/** A socket of `who` on the stage's page: it hears the stage's Q&A. */
async function onStage(who: Person) {
  const socket = await sockets.login(t, who.token, 'qa-moderation');
  const stageId = (await t.api('GET', '/api/events/qa-moderation/presentations/main/', { token: who.token })).body.meta.id;
  await new Promise((resolve) => socket.emit('join_presentation_space', { space_id: stageId }, resolve));
  return socket;
}
const log = () => t.server.platform.db.select().from(changeLog).where(and(eq(changeLog.eventId, event.id), eq(changeLog.area, 'moderation'))).orderBy(changeLog.id);

describe('deleting a stage question', () => {
  it('lets the presentation\'s moderator delete one: it leaves every list at once, its text stays in the audit log', async () => {
    const id = await ask(alice, 'Something off topic?');
    const socket = await onStage(bob);
    const told = next(socket, 'presentation_question_deleted');
    expect((await remove(stageModerator, id)).status).toBe(204);
    expect(await told).toEqual({ presentation_id: talk, question_id: id });
    expect(await listed(bob)).not.toContain(id);
    expect(await listed(owner)).not.toContain(id);
    expect((await log()).at(-1)).toMatchObject({
      action: 'message_deleted', actorId: stageModerator.user.id, subjectId: alice.user.id, target: 'Main stage: Keynote',
      before: { question_id: id, text: 'Something off topic?' },
    });
    expect((await remove(owner, id)).status).toBe(404);
  });

  it('lets an owner delete any question and the author their own (not logged)', async () => {
    const mine = await ask(alice, 'Mine');
    const theirs = await ask(bob, 'Theirs');
    const before = (await log()).length;
    expect((await remove(alice, mine)).status).toBe(204);
    expect((await log()).length).toBe(before);
    expect((await remove(owner, theirs)).status).toBe(204);
    expect(await listed(owner)).not.toContain(theirs);
  });

  it('refuses other attendees and other events\' moderators, changing nothing', async () => {
    const id = await ask(alice, 'Keep me');
    await t.api('POST', `${base}/${id}/upvote/`, { token: bob.token });
    const snapshot = async () => (await t.server.platform.db.execute(sql`select q.*, (select count(*)::int from presentation_question_votes v where v.question_id = q.id) as n from presentation_questions q order by id`)).rows;
    const before = [await snapshot(), (await log()).length];
    for (const who of [bob, moderatorElsewhere]) {
      const res = await remove(who, id);
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('not_question_author');
    }
    expect((await remove(owner, 999999)).status).toBe(404);
    expect([await snapshot(), (await log()).length]).toEqual(before);
  });
});

describe('hiding a stage question', () => {
  it("tells the stage's room it is hidden without its text; its moderators still read the text in their list", async () => {
    const id = await ask(alice, 'A question to hide');
    const socket = await onStage(bob);
    const told = next<{ id: number; hidden: boolean; text: string }>(socket, 'presentation_question_updated');
    const hidden = await t.api('PATCH', `${base}/${id}/`, { token: stageModerator.token, body: { hidden: true } });
    expect(hidden.body).toMatchObject({ id, hidden: true, text: 'A question to hide' });
    expect(await told).toMatchObject({ id, hidden: true, text: '' });
    const list = (await t.api('GET', `${base}/`, { token: stageModerator.token })).body.results;
    expect(list.find((q: { id: number }) => q.id === id)).toMatchObject({ hidden: true, text: 'A question to hide' });
  });
});

describe('stage questions against the word list (decision 0097)', () => {
  it('holds a question with a listed word: the author is told, nobody hears of it, the moderator shows it to everyone', async () => {
    expect((await t.api('PUT', '/api/events/qa-moderation/organizer/moderation/word-list/', { token: owner.token, body: { words: ['spam'] } })).status).toBe(200);
    const socket = await onStage(bob);
    const heard: unknown[] = [];
    socket.on('presentation_question_asked', (q: unknown) => heard.push(q));

    const res = await t.api('POST', `${base}/`, { token: alice.token, body: { presentation: talk, text: 'Where do I buy SPAM?' } });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ text: 'Where do I buy SPAM?', hidden: true, held_for: ['spam'] });
    const id = res.body.id as number;
    expect(await listed(bob)).not.toContain(id);
    expect(await listed(alice)).not.toContain(id);
    expect(await listed(stageModerator)).toContain(id);
    expect((await log()).at(-1)).toMatchObject({ action: 'question_held', actorId: alice.user.id, subjectId: alice.user.id, after: { question_id: id, words: ['spam'] } });

    // Released: shown to everyone, no longer held.
    const shown = next<{ id: number; hidden: boolean; held_for?: string[] }>(socket, 'presentation_question_updated');
    const release = await t.api('PATCH', `${base}/${id}/`, { token: stageModerator.token, body: { hidden: false } });
    expect(release.status).toBe(200);
    expect(release.body.held_for).toBeUndefined();
    expect(await shown).toMatchObject({ id, hidden: false });
    expect(await listed(bob)).toContain(id);
    // Nothing of it reached the room while it was held (the release's update came after the ask).
    expect(heard).toEqual([]);
  });

  it('never holds what the presentation\'s moderator or an owner asks, and lets other questions through', async () => {
    for (const who of [stageModerator, owner]) {
      const res = await t.api('POST', `${base}/`, { token: who.token, body: { presentation: talk, text: 'Is spam a word here?' } });
      expect(res.body).toMatchObject({ hidden: false });
      expect(res.body.held_for).toBeUndefined();
    }
    const plain = await t.api('POST', `${base}/`, { token: bob.token, body: { presentation: talk, text: 'What about spammers?' } });
    expect(plain.body).toMatchObject({ hidden: false });
  });
});
