import type { APIRequestContext } from '@playwright/test';

/** One message of the dev outbox (`GET /api/dev/outbox`, newest first). */
export interface OutboxMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  sent_at: string;
}

/** The dev outbox, newest first. Accepts a plain array or a `{results}` page. */
export async function readOutbox(request: APIRequestContext): Promise<OutboxMessage[]> {
  const res = await request.get('/api/dev/outbox');
  if (!res.ok()) throw new Error(`GET /api/dev/outbox answered ${res.status()}: ${await res.text()}`);
  const body = (await res.json()) as OutboxMessage[] | { results: OutboxMessage[] };
  return Array.isArray(body) ? body : body.results;
}

const addressedTo = (m: OutboxMessage, email: string) => m.to.toLowerCase().includes(email.toLowerCase());

/** The newest message to `email`, or undefined. */
export async function latestMessageTo(request: APIRequestContext, email: string): Promise<OutboxMessage | undefined> {
  return (await readOutbox(request)).find((m) => addressedTo(m, email));
}

const sameMessage = (a: OutboxMessage | undefined, b: OutboxMessage | undefined) =>
  !!a && !!b && a.sent_at === b.sent_at && a.text === b.text && a.subject === b.subject;

/** The six-digit code in a message: the subject first, then the text. */
export function codeIn(message: OutboxMessage): string | undefined {
  return /\b(\d{6})\b/.exec(message.subject)?.[1] ?? /\b(\d{6})\b/.exec(message.text)?.[1];
}

/**
 * Polls the dev outbox for the newest message to `email` and answers the 6-digit code in it.
 * Pass `newerThan` (the message that was newest before you asked for a code, see `latestMessageTo`)
 * so an older code is never taken for the new one.
 */
export async function readLatestCode(
  request: APIRequestContext,
  email: string,
  options: { newerThan?: OutboxMessage; timeoutMs?: number } = {},
): Promise<string> {
  const deadline = Date.now() + (options.timeoutMs ?? 15_000);
  let seen: OutboxMessage[];
  for (;;) {
    seen = await readOutbox(request);
    const message = seen.find((m) => addressedTo(m, email));
    if (message && !sameMessage(message, options.newerThan)) {
      const code = codeIn(message);
      if (code) return code;
      throw new Error(`The newest mail to ${email} ("${message.subject}") has no six-digit code:\n${message.text}`);
    }
    if (Date.now() > deadline) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  const recent = seen.slice(0, 5).map((m) => `  ${m.sent_at} ${m.to}: ${m.subject}`).join('\n');
  throw new Error(`No new mail with a code reached ${email} within the timeout. Newest in the outbox:\n${recent || '  (none)'}`);
}
