import fs from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import { parseArgs, type ParseArgsOptionsConfig } from 'node:util';
import type { CliCommand, CliContext } from '../../platform/cli';
import { systemClock } from '../../platform/clock';
import type { Db } from '../../platform/db/database';
import { ArchiveError, type ArchiveParts } from '../../platform/event-archive/parts';
import { createFileStorage } from '../../platform/storage';
import { ApiError } from '../../platform/http/errors';
import { exportEvent, importEvent, type ArchiveDeps } from './event-archive.service';

/** The command's arguments, or null (told on standard error) when they do not parse. */
function parse<T extends ParseArgsOptionsConfig>(args: string[], options: T, ctx: CliContext) {
  try {
    return parseArgs({ args, allowPositionals: true, options });
  } catch (err) {
    ctx.err(err instanceof Error ? err.message : String(err));
    return null;
  }
}

const depsOf = (ctx: CliContext, db: Db, parts: ArchiveParts): ArchiveDeps => ({ db, storage: createFileStorage(ctx.config.dataDir), clock: systemClock, parts });

/**
 * `event export SLUG [--with-people]` and `event import FILE --slug NEW [--name …] [--owner EMAIL] [--replace]`
 * (decision 0089): the archive alone on standard output, the new event's slug alone after an import;
 * everything else goes to standard error.
 */
export function eventArchiveCommands(parts: ArchiveParts): CliCommand[] {
  const exportCommand: CliCommand = {
    name: 'event export',
    usage: 'event export SLUG [--with-people]',
    summary: 'Write the event as one archive (zip) to standard output',
    async run(args, ctx) {
      const parsed = parse(args, { 'with-people': { type: 'boolean', default: false } }, ctx);
      if (!parsed) return 64;
      const [slug, ...rest] = parsed.positionals;
      if (!slug || rest.length > 0) {
        ctx.err(`Usage: npm run --silent foyer -- ${this.usage} > event.foyer.zip`);
        return 64;
      }
      const found = await exportEvent(depsOf(ctx, await ctx.db(), parts), slug, { withPeople: parsed.values['with-people'] });
      if (!found) {
        ctx.err(`No event "${slug}".`);
        return 65;
      }
      await pipeline(found.stream, ctx.stdout ?? process.stdout, { end: false });
      return 0;
    },
  };
  const importCommand: CliCommand = {
    name: 'event import',
    usage: 'event import FILE --slug NEW [--name NAME] [--owner EMAIL] [--replace]',
    summary: 'Make an event from an archive (prints its slug)',
    async run(args, ctx) {
      const parsed = parse(args, { slug: { type: 'string' }, name: { type: 'string' }, owner: { type: 'string' }, replace: { type: 'boolean', default: false } }, ctx);
      if (!parsed) return 64;
      const [file, ...rest] = parsed.positionals;
      const { slug, name, owner, replace } = parsed.values;
      if (!file || !slug || rest.length > 0) {
        ctx.err(`Usage: npm run foyer -- ${this.usage}`);
        return 64;
      }
      let data: Buffer;
      try {
        data = await fs.readFile(file);
      } catch (err) {
        ctx.err(`Cannot read ${file}: ${err instanceof Error ? err.message : String(err)}`);
        return 66;
      }
      try {
        const made = await importEvent(depsOf(ctx, await ctx.db(), parts), data, { slug, name, ownerEmail: owner, replace, actorId: null });
        ctx.out(made.slug);
        return 0;
      } catch (err) {
        if (err instanceof ArchiveError) {
          ctx.err(`The archive was not imported: ${err.message}`);
          return 65;
        }
        if (err instanceof ApiError && err.status === 409) {
          ctx.err(`An event "${slug}" exists already: give another --slug, or --replace to replace its content.`);
          return 73;
        }
        throw err;
      }
    },
  };
  return [exportCommand, importCommand];
}
