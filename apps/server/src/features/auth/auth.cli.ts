import crypto from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { CliCommand, CliContext } from '../../platform/cli';
import { TokenService } from '../../platform/auth/tokens';
import { systemClock } from '../../platform/clock';
import { developmentJwtSecret } from '../../platform/secrets';
import { AccountsRepository } from '../identity';
import { authSessions, users } from '../identity/accounts.schema';
import { eventMembers, events } from '../identity/events.schema';
import { setPassword } from './auth.service';
import { minPasswordLength } from './passwords';

/** Reads everything piped in; the password is its first line (so `echo pw | …` works). */
async function readPiped(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8').split(/\r?\n/)[0] ?? '';
}

/** Asks on the terminal without echoing what is typed. */
function promptHidden(question: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const stdin = process.stdin;
    process.stderr.write(question);
    let value = '';
    const onData = (buf: Buffer) => {
      for (const ch of buf.toString('utf8')) {
        if (ch === '\r' || ch === '\n') {
          done();
          process.stderr.write('\n');
          resolve(value);
          return;
        }
        if (ch === '\u0003') {
          done();
          reject(new Error('Cancelled.'));
          return;
        }
        if (ch === '\u007f' || ch === '\b') value = value.slice(0, -1);
        else value += ch;
      }
    };
    const done = () => {
      stdin.off('data', onData);
      stdin.setRawMode(false);
      stdin.pause();
    };
    stdin.setRawMode(true);
    stdin.resume();
    stdin.on('data', onData);
  });
}

async function readPassword(ctx: CliContext): Promise<string | null> {
  if (!process.stdin.isTTY) return readPiped();
  const first = await promptHidden('New password: ');
  const again = await promptHidden('Repeat it: ');
  if (first !== again) {
    ctx.err('The two passwords differ; nothing was changed.');
    return null;
  }
  return first;
}

/** `set-password EMAIL`: the only way an account gets a password (used by the debug sign-in form). */
export const setPasswordCommand: CliCommand = {
  name: 'set-password',
  usage: 'set-password EMAIL',
  summary: 'Give an account a password (created if missing); reads it from stdin or asks',
  async run(args, ctx) {
    const email = z.string().trim().toLowerCase().email().safeParse(args[0]);
    if (!email.success || args.length !== 1) {
      ctx.err('Usage: npm run foyer -- set-password EMAIL   (the password comes from stdin, or is asked for)');
      return 64;
    }
    const password = await readPassword(ctx);
    if (password === null) return 1;
    if (password.length < minPasswordLength) {
      ctx.err(`The password needs at least ${minPasswordLength} characters; nothing was changed.`);
      return 65;
    }
    const { created } = await setPassword(new AccountsRepository(await ctx.db()), email.data, password);
    ctx.out(created ? `Created ${email.data} with the password.` : `Password of ${email.data} changed.`);
    if (!ctx.config.debug) ctx.out('Note: password sign-in (/login) works only while FOYER_DEBUG is on.');
    return 0;
  },
};

/** Most tokens one `dev mint-tokens` hands out (a bench process holds at most 20,000 sockets). */
export const maxMintedTokens = 20_000;
const mintChunk = 1_000;

/**
 * `dev mint-tokens COUNT EVENT`: COUNT load-test people (`load-<n>@<event>.mint.example`, terms agreed,
 * attendees of EVENT), each with a fresh sign-in, and their access tokens on stdout, one per line. The
 * same people again on every run, so benches do not grow the database. Refused in production.
 */
export const mintTokensCommand: CliCommand = {
  name: 'dev mint-tokens',
  usage: 'dev mint-tokens COUNT EVENT',
  summary: 'Load-test people for an event and their access tokens, one per line (not in production)',
  async run(args, ctx) {
    if (ctx.config.isProduction) {
      ctx.err('dev mint-tokens is refused in production (NODE_ENV=production).');
      return 77;
    }
    const count = z.coerce.number().int().min(1).max(maxMintedTokens).safeParse(args[0]);
    const slug = args[1];
    if (!count.success || !slug || args.length !== 2 || !/^\d+$/.test(args[0] ?? '')) {
      ctx.err(`Usage: npm run foyer -- dev mint-tokens COUNT EVENT   (COUNT from 1 to ${maxMintedTokens})`);
      return 64;
    }
    const db = await ctx.db();
    const [event] = await db.select({ id: events.id }).from(events).where(eq(events.slug, slug)).limit(1);
    if (!event) {
      ctx.err(`No event "${slug}".`);
      return 65;
    }
    const tokens = new TokenService(ctx.config.jwtSecret ?? developmentJwtSecret(ctx.config.dataDir), systemClock);
    const now = systemClock.now();
    const expiresAt = new Date(now.getTime() + tokens.refreshTtlSeconds * 1000);
    for (let from = 1; from <= count.data; from += mintChunk) {
      const emails = Array.from({ length: Math.min(mintChunk, count.data - from + 1) }, (_, i) => `load-${from + i}@${slug}.mint.example`);
      await db
        .insert(users)
        .values(emails.map((email, i) => ({ email, firstName: 'Load', lastName: `Tester ${from + i}`, termsAgreed: true })))
        .onConflictDoNothing();
      const people = await db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, emails));
      const ids = new Map(people.map((p) => [p.email, p.id]));
      const userIds = emails.map((email) => ids.get(email)).filter((id): id is number => id !== undefined);
      await db
        .insert(eventMembers)
        .values(userIds.map((userId) => ({ eventId: event.id, userId, role: 'attendee' as const, joinedAt: now })))
        .onConflictDoNothing();
      const sessions = await db
        .insert(authSessions)
        .values(
          userIds.map((userId) => ({
            id: crypto.randomUUID(),
            userId,
            currentRefreshId: crypto.randomUUID(),
            createdAt: now,
            lastRefreshedAt: now,
            expiresAt,
            userAgent: 'foyer dev mint-tokens',
          })),
        )
        .returning({ id: authSessions.id, userId: authSessions.userId });
      const lines = await Promise.all(sessions.map((s) => tokens.signAccess({ userId: s.userId, sessionId: s.id })));
      ctx.out(lines.join('\n'));
    }
    return 0;
  },
};
