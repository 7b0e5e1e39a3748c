import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../../..');

/**
 * Runs `npm run foyer -- …` the way an operator does (node + tsx, configured by environment variables,
 * `env` on top of PATH and HOME). Each run starts Node and compiles the CLI: several seconds on a busy
 * machine, so tests that use it take a long timeout.
 */
export function runCli(
  args: string[], env: Record<string, string>, stdin = '',
): Promise<{ code: number | null; stdout: string; stderr: string; stdoutBytes: Buffer }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/cli.ts', ...args], {
      cwd: root,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, LOG_LEVEL: 'error', ...env },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    const out: Buffer[] = [];
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => out.push(d));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      const stdoutBytes = Buffer.concat(out);
      resolve({ code, stdout: stdoutBytes.toString(), stderr, stdoutBytes });
    });
    child.stdin.end(stdin);
  });
}
