import { execFile, spawn, type ChildProcess, type ExecFileOptions, type SpawnOptions } from 'node:child_process';
import { promisify } from 'node:util';
import { findProgram, missingProgramMessage } from '../../../../scripts/lib/debian-packages.mjs';

const execFileAsync = promisify(execFile);

/**
 * A program Foyer runs (ffmpeg, coturn's, janus) is not installed. The message names its Debian package and the
 * command that installs it (the list is scripts/lib/debian-packages.mjs, the one `npm test` installs from).
 */
export class ProgramMissingError extends Error {
  constructor(readonly program: string) {
    super(missingProgramMessage(program));
    this.name = 'ProgramMissingError';
  }
}

/** Whether `program` is on PATH (the given environment's, or ours). */
export const hasProgram = (program: string, env: NodeJS.ProcessEnv = process.env): boolean => findProgram(program, env) !== null;

/** Throws ProgramMissingError unless `program` is on PATH. */
export function requireProgram(program: string, env?: NodeJS.ProcessEnv): void {
  if (!hasProgram(program, env)) throw new ProgramMissingError(program);
}

/** execFile as a promise; a program that is not installed fails with its package named, not `spawn … ENOENT`. */
export async function runProgram(program: string, args: readonly string[], options: ExecFileOptions = {}): Promise<{ stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await execFileAsync(program, args, options);
    return { stdout: String(stdout), stderr: String(stderr) };
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT' && !hasProgram(program, options.env)) throw new ProgramMissingError(program);
    throw err;
  }
}

/** spawn, after making sure the program is installed (a long-running one: coturn, a TURN peer). */
export function spawnProgram(program: string, args: readonly string[], options: SpawnOptions = {}): ChildProcess {
  requireProgram(program, options.env);
  return spawn(program, args, options);
}
