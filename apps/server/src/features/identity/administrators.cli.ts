import { z } from 'zod';
import type { CliCommand, CliContext } from '../../platform/cli';
import { Administrators } from './administrators';

/** The one argument, an e-mail address; null (after saying how to call) for anything else. */
function emailArg(args: string[], ctx: CliContext, usage: string): string | null {
  const email = args.length === 1 ? z.string().trim().toLowerCase().email().max(254).safeParse(args[0]) : null;
  if (email?.success) return email.data;
  ctx.err(`Usage: npm run foyer -- ${usage}`);
  return null;
}

/** `admin add EMAIL`: makes an instance administrator (decision 0081), creating the account if it is missing. */
const adminAddCommand: CliCommand = {
  name: 'admin add',
  usage: 'admin add EMAIL',
  summary: 'Make an instance administrator (creates events, acts as owner in every console)',
  async run(args, ctx) {
    const email = emailArg(args, ctx, this.usage);
    if (!email) return 64;
    const { accountCreated, added } = await new Administrators(await ctx.db()).add(email);
    if (!added) ctx.out(`${email} is an administrator already.`);
    else ctx.out(accountCreated ? `Created ${email} and made it an administrator.` : `${email} is now an administrator.`);
    return 0;
  },
};

const adminRemoveCommand: CliCommand = {
  name: 'admin remove',
  usage: 'admin remove EMAIL',
  summary: 'Unmake an instance administrator (every server process hears of it at once)',
  async run(args, ctx) {
    const email = emailArg(args, ctx, this.usage);
    if (!email) return 64;
    if (!(await new Administrators(await ctx.db()).remove(email))) {
      ctx.err(`${email} is no administrator.`);
      return 65;
    }
    ctx.out(`${email} is no longer an administrator.`);
    return 0;
  },
};

const adminListCommand: CliCommand = {
  name: 'admin list',
  usage: 'admin list',
  summary: 'List the instance administrators, one e-mail address a line',
  async run(args, ctx) {
    if (args.length > 0) {
      ctx.err(`Usage: npm run foyer -- ${this.usage}`);
      return 64;
    }
    const rows = await new Administrators(await ctx.db()).list();
    if (rows.length === 0) ctx.err('No administrators yet: add one with "npm run foyer -- admin add EMAIL".');
    for (const row of rows) ctx.out(row.email);
    return 0;
  },
};

export const adminCommands: CliCommand[] = [adminAddCommand, adminRemoveCommand, adminListCommand];
