import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { startTestServer, type TestServer } from '../../../test/harness';
import { fromIp, signInAndAgree } from '../../../test/factories';
import { addRole, makeEvent, makeSpace, person, type Person } from '../../../test/event-factories';
import { makeBooth, makeJob } from '../../../test/booth-factories';
import { connect, disconnected, loggedIn, next } from '../../../test/socket-client';
import { boothDocumentDownloads, boothDocuments, boothStaff, boothVideoPlays, boothVideos, boothVisitors } from '../booths/booths.schema';
import { analyticsPresence } from '../analytics/analytics.schema';
import { broadcastMessages, broadcastReads } from '../private-chat/private-chat.schema';
import { chatRouletteEntries, chatRouletteReports } from '../chatroulette/chatroulette.schema';
import { chatSlowModePosts, heldMessages } from '../chat/chat-rules.schema';
import { eventBans } from '../identity/bans.schema';
import { eventMembers } from '../identity/events.schema';
import { eventInvitations } from '../people/invitations.schema';
import { feedPosts } from '../social-feed/social-feed.schema';
import { instanceAdministrators } from '../identity/accounts.schema';
import { calendarFeeds } from '../program/program.schema';
import { meetingAttendance, meetingHosts, meetingRegistrations, meetings, meetingWaitlist } from '../meetings/meetings.schema';
import { moderationReports, moderationSilences } from '../moderation/moderation.schema';
import { posters } from '../posters/posters.schema';
import { presentationQuestions, presentationQuestionVotes, presentations, presentationSpeakers, stageModerators } from '../presentations/presentations.schema';
import { videoCallAccess, videoCallHosts, videoCallInvites, videoCallParticipants, videoCalls } from '../videocalls/videocalls.schema';
import { spaceAttendance } from '../attendees/attendees.schema';
import { users } from '../identity/accounts.schema';

/**
 * Account removal walks the whole database: every column that references `users.id` and every text
 * column of every table is searched for the removed person. Generic on purpose: a table a later feature
 * adds is searched too — a feature that stores personal data adds a line to `populate` below (through its
 * API where it has one) and registers its eraser with `platform.accountErasure`.
 */

/** Columns that may still point at a removed account: its emptied row, and public chat kept as 'deleted user'. */
const keptReferences = new Set([
  'users.id',
  'public_messages.sender_id',
  // A private conversation stays for the other person while they remain (decision 0021).
  'private_conversations.low_user_id',
  'private_conversations.high_user_id',
  'private_messages.sender_id',
  'private_messages.receiver_id',
  // A ban stays on the emptied account, its reason cleared: removal and reactivation must not lift it.
  'event_bans.user_id',
]);
/** Texts that stay after a removal, and why: the event's own publications, which no longer name their author. */
const keptTexts = new Set(['broadcast_messages.text', 'feed_posts.text', 'feed_posts.author_name']);
/** The development mailbox (no table in production): it holds the reactivation mail itself. */
const mailbox = new Set(['dev_outbox']);

const unique = () => crypto.randomBytes(5).toString('hex');

interface Subject {
  id: number;
  email: string;
  token: string;
  /** Strings only this person's data contains. */
  needles: string[];
}

let t: TestServer;
/** A second server process on the same database. */
let t2: TestServer;
let event: Awaited<ReturnType<typeof makeEvent>>;
let other: Person;
let subject: Subject;
let socket: Socket;
let socketElsewhere: Socket;
let chatId: number;
let fileKeys: string[];

/** Each line stores some of the person's data the way the product does. Later features add theirs. */
const populate: { what: string; run(s: Subject): Promise<void> }[] = [
  {
    what: 'profile fields, a picture and a document in storage',
    async run(s) {
      const storage = t.server.platform.storage;
      const picture = await storage.put({ data: Buffer.from(`picture ${s.needles[0]}`), contentType: 'image/webp', folder: `profiles/${s.id}`, name: 'mugshot' });
      const pdf = await storage.put({ data: Buffer.from(`%PDF-1.4 ${s.needles[0]}`), contentType: 'application/pdf', folder: `profiles/${s.id}`, name: 'document' });
      fileKeys = [picture.key, pdf.key];
      const [first, last, company, job, about, alias] = s.needles;
      await t.server.platform.db
        .update(users)
        .set({
          firstName: first, lastName: last, company, jobtitle: job, about: `<p>${about}</p>`, aliasName: alias,
          linkedin: `https://linkedin.com/in/${first}`, facebook: `https://facebook.com/${last}`, twitter: `https://x.com/${company}`,
          instagram: `https://instagram.com/${job}`, mugshot: picture.url, document: pdf.url, documentName: `${about}.pdf`,
          hiddenProfileFields: ['company'], incognitoMode: true, doNotDisturb: true, isPublic: false,
        })
        .where(sql`id = ${s.id}`);
    },
  },
  {
    what: 'a public chat message (kept, under deleted user)',
    async run(s) {
      await t.server.services.chat.repo.insertMessage({ chatId, senderId: s.id, text: 'hello everyone', sentAt: t.clock.now() });
    },
  },
  {
    what: 'page views and time on pages',
    async run(s) {
      expect((await t.api('POST', `/api/events/${event.slug}/analytics/page-views/`, { token: s.token, body: { path: '/hall' } })).status).toBe(201);
      expect((await t.api('POST', `/api/events/${event.slug}/analytics/heartbeat/`, { token: s.token, body: { path: '/hall' } })).status).toBe(200);
    },
  },
  {
    what: 'a support question',
    async run(s) {
      expect((await t.api('POST', `/api/events/${event.slug}/contact/`, { token: s.token, body: { message: `question ${s.needles[0]}` } })).status).toBe(201);
    },
  },
  {
    what: 'a business card left at a booth, staff places and a job assigned',
    async run(s) {
      const booth = await makeBooth(t, event);
      const staffed = await makeBooth(t, event);
      await t.server.platform.db.insert(boothStaff).values([{ boothId: booth.id, userId: other.user.id }, { boothId: staffed.id, userId: s.id }]);
      const res = await t.api('POST', `/api/events/${event.slug}/booths/${booth.slug}/give-business-card/`, {
        token: s.token,
        body: { include_email: true, message: `call me ${s.needles[1]}`, staff: other.user.id },
      });
      expect(res.status).toBe(200);
      await makeJob(t, event, { boothId: staffed.id, title: 'Engineer', email: 'jobs@example.com', assignedStaffId: s.id, description: '' });
    },
  },
  {
    what: 'favourites in the goodie bag',
    async run(s) {
      const booth = await makeBooth(t, event);
      const res = await t.api('POST', `/api/events/${event.slug}/goodiebag/`, { token: s.token, body: { item_id: booth.id, item_type: 'booth' } });
      expect(res.status).toBe(201);
    },
  },
  {
    what: 'attendee tags and presence in a presentation space',
    async run(s) {
      const repo = t.server.services.attendees.repo;
      const tag = await repo.insertTag(event.id, { text: 'Optics' });
      expect(await repo.tagMember(event.id, s.id, [tag.id])).toBe(1);
      const stage = await makeSpace(t, event, 'presentation');
      await t.server.platform.db.insert(spaceAttendance).values({ socketId: `gone-${s.id}`, spaceId: stage.id, userId: s.id, joinedAt: t.clock.now() });
    },
  },
  {
    what: 'private messages both ways, a digest owed to them, a broadcast read marker',
    async run(s) {
      await addRole(t, event, other, 'attendee');
      const send = (token: string, receiver: number) =>
        t.api('POST', `/api/events/${event.slug}/chat/messages/send/`, { token, body: { text: 'see you at the booth', receiver, should_send_email: true, event_slug: event.slug } });
      expect((await send(s.token, other.user.id)).status).toBe(201);
      expect((await send(other.token, s.id)).status).toBe(201);
      expect((await t.api('PUT', `/api/events/${event.slug}/chat/0/messages/read/`, { token: s.token })).status).toBe(200);
    },
  },
  {
    what: 'appointments asked and received, and a blocked time',
    async run(s) {
      await addRole(t, event, other, 'attendee');
      const ask = (token: string, receiver: number, hour: number) =>
        t.api('POST', `/api/events/${event.slug}/appointment_schedules/`, {
          token, body: { subject: `meet ${s.needles[0]}`, start_date: `2026-06-02T${hour}:00:00Z`, end_date: `2026-06-02T${hour}:30:00Z`, receiver },
        });
      expect((await ask(s.token, other.user.id, 10)).status).toBe(201);
      expect((await ask(other.token, s.id, 11)).status).toBe(201);
      const block = { start_date: '2026-06-02T12:00:00Z', end_date: '2026-06-02T13:00:00Z' };
      expect((await t.api('POST', `/api/events/${event.slug}/appointment_schedules/blocked/`, { token: s.token, body: block })).status).toBe(201);
    },
  },
  {
    what: 'console changes they made and changes about them (the change log)',
    async run(s) {
      const owned = await makeEvent(t);
      await addRole(t, owned, other, 'owner');
      const added = await t.api('POST', `/api/events/${owned.slug}/organizer/members/`, { token: other.token, body: { email: s.email, roles: ['owner'] } });
      expect(added.status).toBe(201);
      expect((await t.api('PATCH', `/api/events/${owned.slug}/organizer/`, { token: s.token, body: { twitter_search: '#renamed' } })).status).toBe(200);
    },
  },
  {
    what: 'a person they blocked and a block against them',
    async run(s) {
      await addRole(t, event, other, 'attendee');
      const block = (token: string, userId: number) => t.api('POST', `/api/events/${event.slug}/blocked_users/`, { token, body: { user_id: userId } });
      expect((await block(s.token, other.user.id)).status).toBe(201);
      expect((await block(other.token, s.id)).status).toBe(201);
    },
  },
];

/**
 * The rest of the tables that reference people, written the way their features store them (directly: most
 * are written by realtime handlers or the console). Each text holds a needle, so a row an eraser keeps is
 * found by the text walk too.
 */
populate.push({
  what: 'a row in every other table that references people',
  async run(s) {
    const db = t.server.platform.db;
    const now = t.clock.now();
    const said = (what: string) => `${what} ${s.needles[0]}`;
    const [me] = await db.select({ id: eventMembers.id }).from(eventMembers).where(sql`user_id = ${s.id} AND event_id = ${event.id}`);
    await db.insert(eventInvitations).values({ memberId: me!.id, invitedAt: now, invitedBy: s.id, sentCount: 1 });
    await db.insert(instanceAdministrators).values({ userId: s.id });
    await db.insert(calendarFeeds).values({ eventId: event.id, userId: s.id, token: `feed-${s.needles[0]}`, createdAt: now });
    const stage = await makeSpace(t, event, 'presentation');
    const rooms = await makeSpace(t, event, 'meeting');
    const roulette = await makeSpace(t, event, 'map');
    await db.insert(analyticsPresence).values({ eventId: event.id, spaceId: stage.id, userId: s.id, hour: now });
    const booth = await makeBooth(t, event);
    const [doc] = await db.insert(boothDocuments).values({ boothId: booth.id, name: 'Brochure', url: '/files/brochure.pdf' }).returning();
    const [video] = await db.insert(boothVideos).values({ boothId: booth.id, name: 'Demo', url: 'https://example.com/v.mp4' }).returning();
    await db.insert(boothDocumentDownloads).values({ documentId: doc!.id, userId: s.id, downloadedAt: now });
    await db.insert(boothVideoPlays).values({ videoId: video!.id, userId: s.id, playedAt: now });
    await db.insert(boothVisitors).values({ socketId: `gone-${s.id}`, boothId: booth.id, userId: s.id, joinedAt: now });
    const [broadcast] = await db.insert(broadcastMessages).values({ eventId: event.id, senderId: s.id, text: said('broadcast'), sentAt: now }).returning();
    await db.insert(broadcastReads).values({ eventId: event.id, userId: s.id, lastReadId: broadcast!.id }).onConflictDoNothing();
    await db.insert(chatRouletteEntries).values({ spaceId: roulette.id, userId: s.id, eventId: event.id, socketId: `gone-${s.id}`, rouletteId: 'r1', waitingSince: now, dndBefore: false, partnerId: other.user.id, lastPartnerId: other.user.id });
    await db.insert(chatRouletteReports).values({ eventId: event.id, spaceId: roulette.id, reporterId: s.id, reportedId: other.user.id, reason: said('roulette report'), createdAt: now });
    await db.insert(chatRouletteReports).values({ eventId: event.id, spaceId: roulette.id, reporterId: other.user.id, reportedId: s.id, reason: 'rude', createdAt: now });
    await db.insert(chatSlowModePosts).values({ chatId, userId: s.id, postedAt: now });
    await db.insert(heldMessages).values({ chatId, senderId: s.id, text: said('held'), words: ['held'], sentAt: now });
    // A ban that ended: one in force would keep the person's sockets out below.
    await db.insert(eventBans).values({ eventId: event.id, userId: s.id, reason: said('ban'), until: new Date(now.getTime() - 60_000), createdAt: now, createdBy: other.user.id });
    await db.insert(moderationSilences).values({ eventId: event.id, userId: s.id, reason: said('silence'), until: new Date(now.getTime() + 3600_000), createdAt: now, createdBy: other.user.id });
    await db.insert(moderationReports).values({ eventId: event.id, reporterId: s.id, targetUserId: other.user.id, kind: 'person', reason: said('report'), createdAt: now });
    await db.insert(moderationReports).values({ eventId: event.id, reporterId: other.user.id, targetUserId: s.id, kind: 'person', reason: 'spam', createdAt: now, resolvedBy: s.id });
    await db.insert(feedPosts).values({ eventId: event.id, externalId: `o-${s.id}`, source: 'organiser', authorName: s.needles[0]!, text: said('post'), postedAt: now, createdBy: s.id });
    await db.insert(posters).values({ eventId: event.id, spaceId: stage.id, title: 'Poster', searchText: 'poster', authorId: s.id });
    const [talk] = await db.insert(presentations).values({ eventId: event.id, spaceId: stage.id, title: 'Talk', kind: 'video', moderatorId: s.id }).returning();
    await db.insert(presentationSpeakers).values({ presentationId: talk!.id, userId: s.id });
    await db.insert(stageModerators).values({ spaceId: stage.id, userId: s.id });
    const [question] = await db.insert(presentationQuestions).values({ presentationId: talk!.id, authorId: s.id, text: said('question'), createdAt: now }).returning();
    await db.insert(presentationQuestionVotes).values({ questionId: question!.id, userId: s.id });
    const [call] = await db.insert(videoCalls).values({ eventId: event.id, displayName: 'Table', createdAt: now, adminId: s.id, speakerId: s.id }).returning();
    await db.insert(videoCallParticipants).values({ callId: call!.id, userId: s.id, joinedAt: now });
    await db.insert(videoCallHosts).values({ callId: call!.id, userId: s.id });
    await db.insert(videoCallAccess).values({ callId: call!.id, userId: s.id, state: 'pending', createdAt: now });
    await db.insert(videoCallInvites).values({ eventId: event.id, callerId: s.id, calleeId: other.user.id, createdAt: now });
    const [meeting] = await db
      .insert(meetings)
      .values({ eventId: event.id, spaceId: rooms.id, slug: 'clinic', title: 'Clinic', capacity: 1, startsAt: now, endsAt: new Date(now.getTime() + 3600_000), primarySpeakerId: s.id, videocallId: call!.id })
      .returning();
    await db.insert(meetingHosts).values({ meetingId: meeting!.id, userId: s.id });
    await db.insert(meetingRegistrations).values({ meetingId: meeting!.id, userId: s.id, createdAt: now });
    await db.insert(meetingWaitlist).values({ meetingId: meeting!.id, userId: s.id, createdAt: now });
    await db.insert(meetingAttendance).values({ meetingId: meeting!.id, userId: s.id, joinedAt: now });
  },
});

async function columns(kind: 'references' | 'text'): Promise<{ table: string; column: string }[]> {
  const query =
    kind === 'references'
      ? sql`SELECT kcu.table_name AS "table", kcu.column_name AS "column"
          FROM information_schema.referential_constraints rc
          JOIN information_schema.key_column_usage kcu ON kcu.constraint_name = rc.constraint_name AND kcu.constraint_schema = rc.constraint_schema
          JOIN information_schema.constraint_column_usage ccu ON ccu.constraint_name = rc.unique_constraint_name AND ccu.constraint_schema = rc.unique_constraint_schema
          WHERE ccu.table_name = 'users' AND ccu.column_name = 'id' AND kcu.table_schema = 'public'
          UNION SELECT 'users', 'id'`
      : sql`SELECT table_name AS "table", column_name AS "column" FROM information_schema.columns
          WHERE table_schema = 'public' AND data_type IN ('text', 'character varying', 'jsonb', 'json', 'bytea')
            AND table_name IN (SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE')`;
  const result = await t.server.platform.db.execute<{ table: string; column: string }>(query);
  return result.rows;
}

beforeAll(async () => {
  t = await startTestServer();
  event = await makeEvent(t, { enableMeetingScheduling: true });
  other = await person(t);
  const hall = await makeSpace(t, event, 'map');
  chatId = (await t.server.services.chat.createChat(event.id, hall.id, 'Hall')).id;
  const email = `gone-${unique()}@example.com`;
  const agent = `agent-${unique()}`;
  const { access } = await signInAndAgree(t, email, event.slug, { ...fromIp('10.20.0.1'), 'user-agent': agent });
  const me = await t.api('GET', '/api/auth/current_user/', { token: access });
  // Six profile values first (populate uses them by position), then what sign-in stored.
  const needles = [...Array.from({ length: 6 }, () => `n${unique()}`), email, agent];
  subject = { id: me.body.id, email, token: access, needles };
  for (const step of populate) await step.run(subject);
  socket = await loggedIn(t.url, access, event.slug);
  t2 = await startTestServer({ databaseUrl: t.databaseUrl });
  socketElsewhere = await loggedIn(t2.url, access, event.slug);
  // The other process has let the sign-in in over HTTP too: its caches hold it when the removal comes.
  expect((await t2.api('GET', `/api/auth/current_user/?event_slug=${event.slug}`, { token: access })).status).toBe(200);
});

afterAll(async () => {
  socket?.close();
  socketElsewhere?.close();
  await t2?.close();
  await t?.close();
});

/** Tables that reference people where the populate steps above cannot put the removed person, and why. */
const notSeeded: Record<string, string> = {};

describe('POST /api/remove-user-account/', () => {
  it('has put the person into every table that references people before the removal (so the walk below finds what an eraser misses)', async () => {
    const byTable = new Map<string, string[]>();
    for (const { table, column } of await columns('references')) byTable.set(table, [...(byTable.get(table) ?? []), column]);
    expect(byTable.size).toBeGreaterThan(40);
    const empty: string[] = [];
    for (const [table, cols] of byTable) {
      if (table in notSeeded) continue;
      const naming = sql.join(cols.map((c) => sql`${sql.identifier(c)} = ${subject.id}`), sql` OR `);
      const found = await t.server.platform.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)} WHERE ${naming}`);
      if (found.rows[0]!.n === 0) empty.push(table);
    }
    expect(empty.sort()).toEqual([]);
  });

  it('refuses without a sign-in', async () => {
    expect((await t.api('POST', '/api/remove-user-account/')).status).toBe(401);
  });

  it('erases everything personal of the person in every table, keeps public chat under deleted user and closes their sockets', async () => {
    const closed = [disconnected(socket), disconnected(socketElsewhere)];
    const res = await t.api('POST', '/api/remove-user-account/', { token: subject.token });
    expect(res.status).toBe(200);
    // Its sockets close on this process and on the other one.
    expect(await Promise.all(closed)).toHaveLength(2);

    const db = t.server.platform.db;
    const leftovers: string[] = [];
    for (const { table, column } of await columns('references')) {
      if (keptReferences.has(`${table}.${column}`)) continue;
      const found = await db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)} WHERE ${sql.identifier(column)} = ${subject.id}`);
      if (found.rows[0]!.n > 0) leftovers.push(`${table}.${column} still references the removed person`);
    }
    const textColumns = await columns('text');
    expect(textColumns.length).toBeGreaterThan(20);
    for (const { table, column } of textColumns) {
      if (mailbox.has(table) || keptTexts.has(`${table}.${column}`)) continue;
      for (const needle of subject.needles) {
        const found = await db.execute<{ n: number }>(
          sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)} WHERE position(lower(${needle}) in lower(${sql.identifier(column)}::text)) > 0`,
        );
        if (found.rows[0]!.n > 0) leftovers.push(`${table}.${column} holds ${needle}`);
      }
    }
    expect(leftovers).toEqual([]);

    // Every sign-in was revoked (each process heard of it) and is gone with its address and browser.
    const sessions = await db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM auth_sessions WHERE user_id = ${subject.id}`);
    expect(sessions.rows[0]!.n).toBe(0);

    // Files are gone from storage.
    for (const key of fileKeys) expect(await t.server.platform.storage.exists(key)).toBe(false);

    // What they said in public stays, under 'deleted user', without a picture.
    const viewer = await person(t);
    const page = await t.api('GET', `/api/events/${event.slug}/chat/public/${chatId}/?limit=20`, { token: viewer.token });
    expect(page.status).toBe(200);
    expect(page.body.results).toEqual([expect.objectContaining({ text: 'hello everyone', sender: expect.objectContaining({ id: subject.id, first_name: 'deleted user', last_name: '', mugshot: null }) })]);
  });

  it('ends every sign-in: the token and a second removal are refused, a new socket login too, on both processes', async () => {
    for (const server of [t, t2]) {
      expect((await server.api('GET', '/api/auth/current_user/', { token: subject.token })).status).toBe(401);
      expect((await server.api('POST', '/api/remove-user-account/', { token: subject.token })).status).toBe(401);
      const fresh = await connect(server.url);
      const refused = next<{ code: string }>(fresh, 'login_failed');
      fresh.emit('login', { token: subject.token, event_slug: event.slug });
      expect((await refused).code).toBe('token_not_valid');
      fresh.close();
    }
  });

  it('mails a reactivation link to the address the account had', async () => {
    const outbox = await t.api('GET', '/api/dev/outbox');
    const mail = (outbox.body as { to: string; subject: string; text: string }[]).find((m) => m.to === subject.email && /removed/.test(m.subject));
    expect(mail?.text).toMatch(/\/reactivate-account\?code=[\w-]+&email=/);
  });

  it('runs the erasers of every feature that keeps personal data', () => {
    expect(t.server.platform.accountErasure.owners()).toEqual(
      expect.arrayContaining(['auth', 'events', 'presence', 'analytics', 'booths', 'business-cards', 'jobs', 'contact', 'social-feed', 'private-chat', 'appointments', 'blocking', 'chat', 'moderation']),
    );
  });
});
