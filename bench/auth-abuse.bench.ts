import { pathToFileURL } from 'node:url';
import pino from 'pino';
import { createServer } from '../apps/server/src/server';
import { loadConfig } from '../apps/server/src/platform/config';
import { events } from '../apps/server/src/features/identity/events.schema';
import { clientFrom, type LoopbackClient } from '../apps/server/test/loopback-client';
import { benchDatabase } from './auth-timing.bench';

/**
 * A stranger tries to lock an address's owner out while the owner signs in, side by side, with the
 * default limits (decision 0009) and the real clock. Every party speaks from its own loopback address
 * (127.0.0.2 the stranger, 127.0.0.3 the owner, 127.0.1.x ten guessing networks), so the server tells
 * them apart by the socket, as it does people on different networks.
 */

const SECONDS = Number(process.env.BENCH_ABUSE_SECONDS ?? 20);
const OWNER_ROUNDS = 3;

type Tally = Record<string, number>;
const count = (t: Tally, status: number) => {
  t[status] = (t[status] ?? 0) + 1;
};
const total = (t: Tally) => Object.values(t).reduce((s, n) => s + n, 0);
const row = (who: string, what: string, t: Tally) =>
  `| ${who} | ${what} | ${total(t)} | ${t[200] ?? 0} | ${t[400] ?? 0} | ${t[429] ?? 0} | ${total(t) - (t[200] ?? 0) - (t[400] ?? 0) - (t[429] ?? 0)} |`;

export async function run(): Promise<{ title: string; markdown: string }> {
  const database = await benchDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: '0',
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
    FOYER_SEED_DEMO: '0',
    LOG_LEVEL: 'silent',
    ...database.env,
  });
  const server = await createServer({ config, logger: pino({ level: 'silent' }) });
  try {
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const slug = 'bench-abuse';
    await server.platform.db.insert(events).values({
      slug,
      name: 'Abuse bench',
      published: true,
      startDate: '2026-06-01',
      endDate: '2026-06-02',
      previewConfig: {
        time_format: '24h', show_attendees_outside_event: false, show_jobs_inside_booths: true, show_speaker_icon: true,
        show_calendar_icon: true, show_booth_sidebar: true, enable_meeting_scheduling: false,
      },
    });
    const email = 'owner@bench.example';
    const askCode = (from: LoopbackClient) => from.api('POST', '/api/auth/callback/', { body: { email, type: 'code', event_slug: slug } });
    const obtain = (from: LoopbackClient, code: string) =>
      from.api('POST', '/api/auth/obtain/', { body: { email, code, event_slug: slug } });
    const outbox = clientFrom(server.url, '127.0.0.1');
    const mailedCode = async () => {
      const mails = (await outbox.api('GET', '/api/dev/outbox')).body as { to: string; text: string }[];
      const code = mails.find((m) => m.to === email)?.text.match(/\b(\d{6})\b/)?.[1];
      if (!code) throw new Error('no code mailed to the owner');
      return code;
    };

    const stranger = clientFrom(server.url, '127.0.0.2');
    const owner = clientFrom(server.url, '127.0.0.3');
    const strangerCodes: Tally = {};
    const strangerGuesses: Tally = {};
    const ownerCodes: Tally = {};
    const ownerSignIns: Tally = {};
    const ownerMs: number[] = [];
    const ends = Date.now() + SECONDS * 1000;

    // The stranger: wrong codes and code requests for the owner's address, as fast as it can, all along.
    const strangerLoop = async () => {
      for (let i = 0; Date.now() < ends; i++) {
        count(strangerGuesses, (await obtain(stranger, String(100_000 + (i % 900_000)))).status);
        count(strangerCodes, (await askCode(stranger)).status);
      }
    };
    // The owner: asks for a code and signs in with it, a few times spread over the run.
    const ownerLoop = async () => {
      for (let round = 0; round < OWNER_ROUNDS; round++) {
        await new Promise((r) => setTimeout(r, (SECONDS * 1000) / (OWNER_ROUNDS + 1)));
        const started = performance.now();
        const asked = await askCode(owner);
        count(ownerCodes, asked.status);
        if (asked.status !== 200) continue;
        count(ownerSignIns, (await obtain(owner, await mailedCode())).status);
        ownerMs.push(performance.now() - started);
      }
    };
    await Promise.all([strangerLoop(), strangerLoop(), ownerLoop()]);
    const strangerRate = (total(strangerGuesses) + total(strangerCodes)) / SECONDS;

    // Ten networks guessing one live code of a second address, eight concurrent guesses each.
    const target = 'target@bench.example';
    await clientFrom(server.url, '127.0.0.5').api('POST', '/api/auth/callback/', { body: { email: target, type: 'code', event_slug: slug } });
    const tenGuesses: Tally = {};
    await Promise.all(
      Array.from({ length: 10 }, (_, n) => clientFrom(server.url, `127.0.1.${n + 1}`)).map((from, n) =>
        Promise.all(
          Array.from({ length: 8 }, async (_, i) => {
            const res = await from.api('POST', '/api/auth/obtain/', { body: { email: target, code: String(200_000 + n * 8 + i), event_slug: slug } });
            count(tenGuesses, res.status);
          }),
        ),
      ),
    );

    const ownerOk = (ownerSignIns[200] ?? 0) === OWNER_ROUNDS && (ownerCodes[200] ?? 0) === OWNER_ROUNDS;
    const markdown = [
      `Default limits, real clock, ${SECONDS} s. A stranger on 127.0.0.2 (two loops) sends wrong codes and code requests for`,
      `the owner's address as fast as the server answers (${strangerRate.toFixed(0)} requests/s); meanwhile the owner on 127.0.0.3`,
      `asks for a code and signs in with it ${OWNER_ROUNDS} times. Then ten networks (127.0.1.1–10) fire 8 concurrent wrong codes each`,
      'at a second address with a live code.',
      '',
      '| who | what | requests | 200 | 400 | 429 | other |',
      '|---|---|---:|---:|---:|---:|---:|',
      row('stranger (1 IP)', 'wrong codes for the owner', strangerGuesses),
      row('stranger (1 IP)', 'code requests for the owner', strangerCodes),
      row('owner (own IP)', 'code requests', ownerCodes),
      row('owner (own IP)', 'sign-ins with the mailed code', ownerSignIns),
      row('10 networks', 'concurrent wrong codes', tenGuesses),
      '',
      `Owner: code request to signed in, p50 ${ownerMs.length ? [...ownerMs].sort((a, b) => a - b)[Math.floor(ownerMs.length / 2)]?.toFixed(1) : '—'} ms.`,
      `Goal: every owner request and sign-in answers 200 while the stranger is refused (429) after its share; the ten`,
      `networks land at most 40 wrong codes (400) a day. Result: ${ownerOk ? 'owner unaffected' : 'OWNER WAS REFUSED: investigate'}, ` +
        `${tenGuesses[400] ?? 0} guesses landed of ${total(tenGuesses)}${(tenGuesses[400] ?? 0) <= 40 ? ' (within 40)' : ' (ABOVE 40: investigate)'}.`,
    ].join('\n');
    return { title: 'Sign-in abuse: a stranger\'s lockout attempt vs the owner', markdown };
  } finally {
    await server.close();
    await database.cleanup();
  }
}

// `node --import tsx bench/auth-abuse.bench.ts` runs it alone.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  run().then(
    (r) => console.log(`## ${r.title}\n\n${r.markdown}`),
    (err: unknown) => {
      console.error(err);
      process.exitCode = 1;
    },
  );
}
