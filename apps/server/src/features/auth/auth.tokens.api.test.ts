import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentUser } from '@foyer/contracts';
import { startTestServer, type TestServer } from '../../../test/harness';
import { addMember, createEvent, createUser, signIn, type EventRow } from '../../../test/factories';

let t: TestServer;
let event: EventRow;

beforeAll(async () => {
  t = await startTestServer();
  event = await createEvent(t);
});
afterAll(async () => {
  await t?.close();
});

const refresh = (token: string) => t.api('POST', '/api/auth/jwt/refresh/', { body: { refresh: token } });
const me = (access: string, eventSlug?: string) =>
  t.api('GET', `/api/auth/current_user/${eventSlug ? `?event_slug=${eventSlug}` : ''}`, { token: access });
const logout = (token: string) => t.api('POST', '/api/auth/logout/', { body: { refresh: token } });

describe('POST /api/auth/jwt/refresh/', () => {
  it('rotates: a new access and a new refresh token, both usable', async () => {
    const first = await signIn(t, 'rotate@example.com', event.slug);
    const res = await refresh(first.refresh);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['access', 'refresh']);
    expect(res.body.refresh).not.toBe(first.refresh);
    expect((await me(res.body.access)).status).toBe(200);
    expect((await refresh(res.body.refresh)).status).toBe(200);
  });

  it('revokes the whole sign-in when a rotated token comes back', async () => {
    const first = await signIn(t, 'reuse@example.com', event.slug);
    const second = (await refresh(first.refresh)).body;
    t.clock.advance(11_000);
    const third = (await refresh(second.refresh)).body;
    expect((await me(third.access)).status).toBe(200);

    const replay = await refresh(first.refresh);
    expect(replay.status).toBe(401);
    expect(replay.body.code).toBe('token_not_valid');
    // Nothing of that sign-in works any more: not the newest refresh token, not its access tokens.
    expect((await refresh(third.refresh)).status).toBe(401);
    expect((await me(third.access)).status).toBe(401);
    expect((await me(first.access)).status).toBe(401);
  });

  it('answers the same new pair to two refreshes racing with one token', async () => {
    const first = await signIn(t, 'two.tabs@example.com', event.slug);
    const [a, b] = await Promise.all([refresh(first.refresh), refresh(first.refresh)]);
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(b.body).toEqual(a.body);
    expect(a.body.refresh).not.toBe(first.refresh);
    expect((await me(a.body.access)).status).toBe(200);
    expect((await refresh(a.body.refresh)).status).toBe(200);
  });

  it('answers the same pair to a retry within the grace window, and revokes the sign-in for one after it', async () => {
    const first = await signIn(t, 'flaky.network@example.com', event.slug);
    const answered = await refresh(first.refresh);
    t.clock.advance(9_000);
    const retried = await refresh(first.refresh);
    expect(retried.status).toBe(200);
    expect(retried.body).toEqual(answered.body);

    t.clock.advance(2_000);
    const late = await refresh(first.refresh);
    expect(late.status).toBe(401);
    expect(late.body.code).toBe('token_not_valid');
    expect((await refresh(answered.body.refresh)).status).toBe(401);
    expect((await me(answered.body.access)).status).toBe(401);
  });

  it('revokes the sign-in when a token two rotations old comes back, even within seconds', async () => {
    const first = await signIn(t, 'two.back@example.com', event.slug);
    const second = (await refresh(first.refresh)).body;
    const third = (await refresh(second.refresh)).body;
    expect((await refresh(first.refresh)).status).toBe(401);
    expect((await me(third.access)).status).toBe(401);
  });

  it('leaves other sign-ins of the same person alone', async () => {
    const laptop = await signIn(t, 'two.devices@example.com', event.slug);
    const phone = await signIn(t, 'two.devices@example.com', event.slug);
    await refresh(laptop.refresh);
    t.clock.advance(11_000);
    expect((await refresh(laptop.refresh)).status).toBe(401);
    expect((await me(phone.access)).status).toBe(200);
    expect((await refresh(phone.refresh)).status).toBe(200);
  });

  it('answers 401 to garbage, to an access token and to an expired refresh token', async () => {
    expect((await refresh('not-a-token')).status).toBe(401);
    const pair = await signIn(t, 'expiring@example.com', event.slug);
    expect((await refresh(pair.access)).status).toBe(401);
    t.clock.advance(31 * 24 * 3600 * 1000);
    expect((await refresh(pair.refresh)).status).toBe(401);
  });

  it('issues access tokens for 15 minutes', async () => {
    const pair = await signIn(t, 'fifteen@example.com', event.slug);
    t.clock.advance(15 * 60 * 1000 - 5000);
    expect((await me(pair.access)).status).toBe(200);
    t.clock.advance(10_000);
    const expired = await me(pair.access);
    expect(expired.status).toBe(401);
    expect(expired.body.code).toBe('token_not_valid');
    const renewed = await refresh(pair.refresh);
    expect((await me(renewed.body.access)).status).toBe(200);
  });

  it('refuses a missing refresh field', async () => {
    const res = await t.api('POST', '/api/auth/jwt/refresh/', { body: {} });
    expect(res.status).toBe(400);
    expect(res.body.refresh).toEqual([expect.any(String)]);
  });
});

describe('POST /api/auth/logout/', () => {
  it('ends that sign-in', async () => {
    const pair = await signIn(t, 'bye@example.com', event.slug);
    const res = await logout(pair.refresh);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ detail: 'You have been logged out.' });
    expect((await refresh(pair.refresh)).status).toBe(401);
    expect((await me(pair.access)).status).toBe(401);
  });

  it('answers 401 and ends nothing for an access token, garbage or a sign-in that already ended', async () => {
    const pair = await signIn(t, 'not.a.refresh@example.com', event.slug);
    for (const token of [pair.access, 'garbage']) {
      const res = await logout(token);
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ detail: 'Token is invalid or expired.', code: 'token_not_valid' });
    }
    // Nothing was revoked by those.
    expect((await me(pair.access)).status).toBe(200);
    expect((await logout(pair.refresh)).status).toBe(200);
    const twice = await logout(pair.refresh);
    expect(twice.status).toBe(401);
    expect(twice.body).toEqual({ detail: 'This sign-in has already ended.', code: 'token_not_valid' });
  });

  it('works with an older token of the sign-in too', async () => {
    const pair = await signIn(t, 'bye.old@example.com', event.slug);
    const next = (await refresh(pair.refresh)).body;
    expect((await logout(pair.refresh)).status).toBe(200);
    expect((await me(next.access)).status).toBe(401);
  });
});

describe('GET /api/auth/current_user/', () => {
  it('answers 401 without a token or with a bad one', async () => {
    const none = await t.api('GET', '/api/auth/current_user/');
    expect(none.status).toBe(401);
    expect(none.body.code).toBe('not_authenticated');
    expect((await me('nonsense')).status).toBe(401);
  });

  it('answers the spec fields and the person\'s place in the event', async () => {
    const owned = await createEvent(t);
    const pair = await signIn(t, 'fields@example.com', event.slug);
    const res = await me(pair.access, event.slug);
    expect(res.status).toBe(200);
    expect(currentUser.strict().safeParse(res.body).success).toBe(true);
    expect(res.body).toMatchObject({
      email: 'fields@example.com',
      terms_agreed: false,
      event_role: 'attendee',
      current_user_attendee_id: expect.any(Number),
      attending_events: [event.slug],
      owned_events: [],
      last_login: t.clock.now().toISOString(),
    });
    expect(res.body).not.toHaveProperty('password_hash');
    expect(res.body).not.toHaveProperty('activation_key');

    await addMember(t, owned, { id: res.body.id }, 'owner');
    const again = await me(pair.access, owned.slug);
    expect(again.body.event_role).toBe('owner');
    expect(again.body.owned_events).toEqual([owned.slug]);
    expect(again.body.attending_events).toEqual([event.slug, owned.slug].sort());
    expect(again.body.current_user_attendee_id).not.toBe(res.body.current_user_attendee_id);
  });

  it('answers without event fields when no event is asked for', async () => {
    const pair = await signIn(t, 'noevent@example.com', event.slug);
    const res = await me(pair.access);
    expect(res.body).toMatchObject({ event_role: null, current_user_attendee_id: null });
  });

  it('refuses an invite-only event the person is not on, and answers 404 for an unknown one', async () => {
    const invite = await createEvent(t, { inviteOnly: true });
    const pair = await signIn(t, 'outsider@example.com', event.slug);
    const refused = await me(pair.access, invite.slug);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ detail: expect.any(String), code: 'inviteonly' });
    const unknown = await me(pair.access, 'no-such-event');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ detail: 'Not found.' });
  });

  it('refuses an unpublished event to an attendee', async () => {
    const draft = await createEvent(t, { published: false });
    const pair = await signIn(t, 'early@example.com', event.slug);
    const res = await me(pair.access, draft.slug);
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('not_published');
  });
});

describe('PUT /api/profiles/activate/', () => {
  const activate = (key: string, token?: string, eventSlug = event.slug) =>
    t.api('PUT', `/api/profiles/activate/?event_slug=${eventSlug}`, { body: { activation_key: key, user: { terms_agreed: true } }, token });

  it('records agreement to the terms and answers the current user', async () => {
    const pair = await signIn(t, 'activate@example.com', event.slug);
    expect(pair.activation_key).toBeDefined();
    const res = await activate(pair.activation_key ?? '', pair.access);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ email: 'activate@example.com', terms_agreed: true, event_role: 'attendee' });
    // The key works once; the next sign-in brings none.
    expect((await activate(pair.activation_key ?? '', pair.access)).status).toBe(400);
    const later = await signIn(t, 'activate@example.com', event.slug);
    expect(later.activation_key).toBeUndefined();
  });

  it('gives a fresh key at the next sign-in to someone who never activated', async () => {
    const first = await signIn(t, 'later.activate@example.com', event.slug);
    const second = await signIn(t, 'later.activate@example.com', event.slug);
    expect(second.activation_key).toBeDefined();
    expect((await activate(first.activation_key ?? '')).status).toBe(400);
    expect((await activate(second.activation_key ?? '')).status).toBe(200);
  });

  it('answers a field error for a bad key, or a key of someone else', async () => {
    const bad = await activate('not-a-key');
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ activation_key: [expect.any(String)] });
    const mine = await signIn(t, 'mine@example.com', event.slug);
    const theirs = await signIn(t, 'theirs@example.com', event.slug);
    expect((await activate(theirs.activation_key ?? '', mine.access)).body).toEqual({ activation_key: [expect.any(String)] });
  });

  it('insists on terms_agreed being true', async () => {
    const pair = await signIn(t, 'disagree@example.com', event.slug);
    const res = await t.api('PUT', '/api/profiles/activate/', { body: { activation_key: pair.activation_key, user: { terms_agreed: false } } });
    expect(res.status).toBe(400);
    expect(res.body['user.terms_agreed']).toEqual([expect.any(String)]);
  });
});

describe('POST /api/auth/jwt/login/ without FOYER_DEBUG', () => {
  it('does not exist', async () => {
    await createUser(t, { email: 'operator@example.com' });
    const res = await t.api('POST', '/api/auth/jwt/login/', { body: { username: 'operator@example.com', password: 'whatever-password' } });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ detail: 'Not found.' });
  });
});
