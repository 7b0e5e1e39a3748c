import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { debianPackages, missingPackages, notRootMessage } from '../../../../scripts/lib/debian-packages.mjs';
import { ProgramMissingError, runProgram, spawnProgram } from './programs';

/** A PATH of its own: a folder with a stand-in for each program named, and nothing else. */
const dirs: string[] = [];
function pathWith(...programs: string[]): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'foyer-path-'));
  dirs.push(dir);
  for (const p of programs) fs.writeFileSync(path.join(dir, p), '#!/bin/sh\nexit 0\n', { mode: 0o755 });
  return dir;
}
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

const names = (packages: { name: string }[]) => packages.map((p) => p.name);

describe("the check of what npm test's steps run (scripts/lib/debian-packages.mjs)", () => {
  it("names the package of a step's missing program, and only that one", () => {
    const PATH = pathWith('ffprobe', 'turnserver', 'turnutils_peer', 'turnutils_uclient', 'janus');
    expect(names(missingPackages(['api'], { PATH }))).toEqual(['ffmpeg']);
    expect(names(missingPackages(['lint', 'typecheck', 'unit'], { PATH: pathWith() }))).toEqual([]);
  });

  it('tells someone who is not root every missing package and the one command that installs them', () => {
    const missing = missingPackages(['api', 'api-janus'], { PATH: pathWith() });
    expect(names(missing)).toEqual(['ffmpeg', 'coturn', 'janus']);
    const message = notRootMessage('npm test', missing).join('\n');
    expect(message).toContain('npm test needs Debian packages that are not installed:');
    expect(message).toMatch(/^ {2}coturn {2}the TURN relay test$/m);
    expect(message).toContain('\n  apt-get install --no-install-recommends ffmpeg coturn janus\n');
  });

  it('makes npm start sure of ffmpeg only', () => {
    expect(names(missingPackages(['start'], { PATH: pathWith() }))).toEqual(['ffmpeg']);
    expect(debianPackages.filter((p) => p.for.includes('start')).map((p) => p.name)).toEqual(['ffmpeg']);
  });
});

describe('a program that is not installed', () => {
  it('fails naming its Debian package, not with spawn ENOENT', async () => {
    const env = { PATH: pathWith() };
    const run = runProgram('ffmpeg', ['-version'], { env });
    await expect(run).rejects.toBeInstanceOf(ProgramMissingError);
    await expect(run).rejects.toThrow('ffmpeg is not installed: it comes with the Debian package ffmpeg (as root: apt-get install ffmpeg)');
    expect(() => spawnProgram('turnserver', [], { env })).toThrow('turnserver is not installed: it comes with the Debian package coturn');
  });

  it('runs when it is there', async () => {
    const env = { PATH: pathWith('ffprobe') };
    await expect(runProgram('ffprobe', [], { env })).resolves.toEqual({ stdout: '', stderr: '' });
  });
});
