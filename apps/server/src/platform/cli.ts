import type { Config } from './config';
import type { Db } from './db/database';
import type { Logger } from './logger';

/**
 * An operator command of `npm run foyer -- <command> [args]` (cli.ts lists them; features keep theirs next
 * to their code). Here rather than in cli.ts so that a feature's command does not import the entry point.
 */
export interface CliCommand {
  /** One word, or two for a group (`dev mint-tokens`). */
  name: string;
  usage: string;
  summary: string;
  /** Resolves to the process exit code. */
  run(args: string[], ctx: CliContext): Promise<number>;
}

export interface CliContext {
  config: Config;
  logger: Logger;
  /** Opens the database on first use (commands that need none never start PostgreSQL). */
  db(): Promise<Db>;
  out(line: string): void;
  err(line: string): void;
  /** Standard output for bytes (an archive); process.stdout unless a caller gives another. */
  stdout?: NodeJS.WritableStream;
}
