import { z } from 'zod';
import type { CliCommand, CliContext } from '../../platform/cli';
import { AccountsRepository } from '../accounts/accounts.repository';
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
