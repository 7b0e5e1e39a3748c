import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactInboxMessages } from '@foyer/contracts';
import { startTestServer, type TestServer } from '../../../test/harness';
import { makeEvent, person, addRole, type Person } from '../../../test/event-factories';
import { expectOwnersOnly, organizerCast, withFailingChangeLog, type OrganizerCast } from '../../../test/organizer-cast';
import { startSmtpSink, type SmtpSink } from '../../../test/smtp-sink';

let smtp: SmtpSink;
let t: TestServer;
let cast: OrganizerCast;
let asker: Person;

beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await startTestServer({ env: { SMTP_URL: smtp.url } });
  const event = await makeEvent(t, { slug: 'reception', name: 'Harbour Summit', contactEmail: 'help@harbour.test' });
  cast = await organizerCast(t, event);
  asker = await person(t, { firstName: 'Ada', lastName: 'Asker', email: 'ada.asker@example.com' });
  await addRole(t, event, asker, 'attendee');
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const inbox = (state = 'unanswered', who: Person = cast.owner) => t.api('GET', `/api/events/reception/organizer/contact/?state=${state}`, { token: who.token });
const ask = (message: string) => t.api('POST', '/api/events/reception/contact/', { token: asker.token, body: { message } });
const answer = (id: number, text: string, who: Person = cast.owner) => t.api('POST', `/api/events/reception/organizer/contact/${id}/answer/`, { token: who.token, body: { text } });

describe('the console\'s help and contact inbox', () => {
  it('lists the reception\'s questions, newest first, with who asked; answering mails the asker and marks it answered', async () => {
    const first = (await ask('Where is the cloakroom?')).body.id;
    const second = (await ask('Is there a quiet room?')).body.id;
    const open = await inbox();
    expect(open.body).toMatchObject({ count: 2, unanswered: 2 });
    expect(open.body.results.map((q: { id: number }) => q.id)).toEqual([second, first]);
    expect(open.body.results[0]).toMatchObject({ message: 'Is there a quiet room?', asker: { id: asker.user.id, first_name: 'Ada', email: 'ada.asker@example.com' }, answer: null, answered_at: null });

    smtp.inbox.length = 0;
    const res = await answer(first, 'Next to the main entrance, on the left.');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: first, answer: 'Next to the main entrance, on the left.', answered_at: expect.any(String), answered_by: expect.any(String) });
    const [mail] = await smtp.waitFor(1);
    expect(mail?.to).toEqual(['ada.asker@example.com']);
    expect(mail?.body).toMatch(/^Subject: Your question to Harbour Summit/m);
    expect(mail?.body).toMatch(/^Reply-To: help@harbour\.test/m);
    expect(mail?.body).toContain('Next to the main entrance, on the left.');
    expect(mail?.body).toContain('> Where is the cloakroom?');

    expect((await inbox()).body).toMatchObject({ count: 1, unanswered: 1, results: [{ id: second }] });
    expect((await inbox('answered')).body.results).toMatchObject([{ id: first, answer: 'Next to the main entrance, on the left.' }]);
    expect((await inbox('all')).body.count).toBe(2);
    const log = await t.api('GET', '/api/events/reception/organizer/changes/?area=contact', { token: cast.owner.token });
    expect(log.body.results[0]).toMatchObject({ action: 'question_answered', target: 'ada.asker@example.com' });
  });

  it('answers a question once: a second answer is refused 409 and mails nobody', async () => {
    const id = (await ask('Can I bring a guest?')).body.id;
    expect((await answer(id, 'Yes, register them first.')).status).toBe(200);
    smtp.inbox.length = 0;
    const again = await answer(id, 'No.', cast.administrator);
    expect([again.status, again.body]).toEqual([409, { detail: contactInboxMessages.alreadyAnswered, code: 'already_answered' }]);
    expect(await smtp.waitFor(1)).toEqual([]);
  });

  it('keeps a question unanswered when its mail cannot go out or its change cannot be logged', async () => {
    const id = (await ask('Is lunch included?')).body.id;
    smtp.refusing = true;
    try {
      const refused = await answer(id, 'Yes.');
      expect([refused.status, refused.body.code]).toEqual([503, 'mail_failed']);
    } finally {
      smtp.refusing = false;
    }
    expect((await withFailingChangeLog(t, () => answer(id, 'Yes.'))).status).toBe(500);
    expect((await inbox()).body.results.find((q: { id: number }) => q.id === id)).toMatchObject({ answer: null, answered_at: null });
    expect((await answer(id, 'Yes, from noon.')).status).toBe(200);
  });

  it('refuses everyone but the event\'s owners and the administrators, and checks the answer', async () => {
    const id = (await ask('Who may read this?')).body.id;
    await expectOwnersOnly(cast, (token) => t.api('GET', '/api/events/reception/organizer/contact/', { token: token ?? undefined }));
    await expectOwnersOnly(cast, (token) => t.api('POST', `/api/events/reception/organizer/contact/${id}/answer/`, { token: token ?? undefined, body: { text: 'Mine' } }));
    expect((await inbox('unanswered', cast.administrator)).status).toBe(200);
    expect((await answer(id, '   ')).body).toEqual({ text: [contactInboxMessages.answerRequired] });
    expect((await answer(999_999, 'Nobody')).status).toBe(404);
    expect((await inbox()).body.results.find((q: { id: number }) => q.id === id)).toMatchObject({ answer: null });
  });
});
