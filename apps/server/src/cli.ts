import pino from 'pino';
import { loadConfig, ConfigError, type Config } from './platform/config';
import { connectDatabase, ensureDatabase, runMigrations, type Db } from './platform/db/database';
import { startEmbeddedPostgres } from './platform/db/embedded-postgres';
import type { Logger } from './platform/logger';
import type { CliCommand, CliContext } from './platform/cli';
import { mintTokensCommand, setPasswordCommand } from './features/auth';
import { programImportCommand } from './features/program';
import { stageScheduleCommand } from './features/presentations';
import { eventFlagCommand } from './features/events';
import { adminCommands } from './features/identity';
import { eventArchiveCommands } from './features/event-archive';
import { eventArchiveParts } from './features';

/**
 * `npm run foyer -- <command> [args]`: operator tasks against the same database the server uses
 * (DATABASE_URL, or the embedded PostgreSQL under DATA_DIR, shared with a running server).
 * A command is one entry in `commands`; features keep theirs next to their code.
 */

const helpCommand: CliCommand = {
  name: 'help',
  usage: 'help',
  summary: 'List the commands',
  async run(_args, ctx) {
    ctx.out('Usage: npm run foyer -- <command> [arguments]\n');
    for (const c of commands) ctx.out(`  ${c.usage.padEnd(28)} ${c.summary}`);
    return 0;
  },
};

const commands: CliCommand[] = [
  helpCommand, setPasswordCommand, mintTokensCommand, programImportCommand, stageScheduleCommand, eventFlagCommand,
  ...eventArchiveCommands(eventArchiveParts()), ...adminCommands,
];

async function main(argv: string[]): Promise<number> {
  // A command is named by one word, or two for a group (`dev mint-tokens`).
  const words = argv.length > 0 ? argv : ['help'];
  const command = commands.find((c) => c.name === words.slice(0, c.name.split(' ').length).join(' '));
  if (!command) {
    console.error(`Unknown command "${words[0]}". Run "npm run foyer -- help" for the list.`);
    return 64;
  }
  let config: Config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      return 78;
    }
    throw err;
  }
  // Logs go to stderr, so a command's own output stays clean for scripts.
  const logger: Logger = pino({ level: process.env.LOG_LEVEL ?? 'warn' }, pino.destination(2));
  const cleanups: (() => Promise<void>)[] = [];
  let db: Db | null = null;
  const ctx: CliContext = {
    config,
    logger,
    out: (line) => process.stdout.write(`${line}\n`),
    err: (line) => process.stderr.write(`${line}\n`),
    async db() {
      if (db) return db;
      let url = config.databaseUrl;
      if (!url) {
        const embedded = await startEmbeddedPostgres(config.dataDir, logger);
        cleanups.push(() => embedded.stop());
        url = await ensureDatabase(embedded.url, 'foyer');
      }
      const database = connectDatabase(url, logger, 2);
      cleanups.unshift(() => database.close());
      await runMigrations(database, logger);
      db = database.db;
      return db;
    },
  };
  try {
    return await command.run(words.slice(command.name.split(' ').length), ctx);
  } finally {
    for (const cleanup of cleanups) await cleanup();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
