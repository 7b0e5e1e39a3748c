/**
 * `npm run bench`: runs every `bench/*.bench.ts` (in name order; `npm run bench -- auth` runs those whose
 * file name contains "auth") and rewrites docs/PERFORMANCE.md: a header naming the machine, then one
 * section per bench, `## <title>`. A bench's section replaces the section of the same title; sections of
 * benches that did not run this time are kept as they were.
 *
 * A bench module exports `run(): Promise<{ title: string; markdown: string }>`. Benchmarks are not tests:
 * they write figures, and state against them whether a goal is met. Use `###` and deeper inside.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export interface BenchResult {
  title: string;
  markdown: string;
}

interface BenchModule {
  run(): Promise<BenchResult>;
}

const benchDir = import.meta.dirname;
const reportFile = path.resolve(benchDir, '..', 'docs', 'PERFORMANCE.md');

function machine(): string {
  let cores = String(os.availableParallelism());
  try {
    cores = execFileSync('nproc', { encoding: 'utf8' }).trim();
  } catch {
    // no nproc: Node's count
  }
  const cpu = os.cpus()[0]?.model.trim() ?? 'unknown CPU';
  const memory = `${(os.totalmem() / 1024 ** 3).toFixed(1)} GiB`;
  return `${cores} cores (${cpu}), ${memory} memory, ${os.type()} ${os.release()}, Node.js ${process.version}`;
}

/** Splits a report into its sections by `## ` headings (the part before the first is the header). */
function parseSections(text: string): Map<string, string> {
  const sections = new Map<string, string>();
  let title: string | null = null;
  let lines: string[] = [];
  const flush = () => {
    if (title !== null) sections.set(title, lines.join('\n').trim());
  };
  for (const line of text.split('\n')) {
    const m = /^## (.+)$/.exec(line);
    if (m) {
      flush();
      title = m[1]!.trim();
      lines = [];
    } else if (title !== null) {
      lines.push(line);
    }
  }
  flush();
  return sections;
}

/** A bench's own `#`/`##` headings would break the report's structure: push them down to `###`. */
function demoteHeadings(markdown: string): string {
  let inFence = false;
  return markdown
    .trim()
    .split('\n')
    .map((line) => {
      if (/^(```|~~~)/.test(line)) inFence = !inFence;
      return inFence ? line : line.replace(/^#{1,2} /, '### ');
    })
    .join('\n');
}

function render(sections: Map<string, string>, updated: string[]): string {
  const header = [
    '# Performance',
    '',
    'Written by `npm run bench` (bench/run.ts); each section by its `bench/*.bench.ts`. Edit the benches, not this file.',
    '',
    `- Last run: ${new Date().toISOString().replace(/\.\d+Z$/, 'Z')} (${updated.length > 0 ? `updated: ${updated.join(', ')}` : 'nothing updated'})`,
    `- Machine: ${machine()}`,
    '',
  ];
  const body = [...sections].map(([title, markdown]) => `## ${title}\n\n${markdown}\n`);
  return `${header.join('\n')}\n${body.join('\n')}`;
}

async function main(): Promise<void> {
  const filters = process.argv.slice(2);
  const files = fs
    .readdirSync(benchDir)
    .filter((f) => f.endsWith('.bench.ts'))
    .filter((f) => filters.length === 0 || filters.some((x) => f.includes(x)))
    .sort();
  if (files.length === 0) {
    console.error(filters.length ? `no bench matches ${filters.join(' ')}` : 'no bench/*.bench.ts yet');
    process.exitCode = 1;
    return;
  }

  const sections = parseSections(fs.existsSync(reportFile) ? fs.readFileSync(reportFile, 'utf8') : '');
  const updated: string[] = [];
  const failures: string[] = [];
  for (const file of files) {
    const started = Date.now();
    console.log(`[bench] ${file} …`);
    try {
      const mod = (await import(pathToFileURL(path.join(benchDir, file)).href)) as Partial<BenchModule>;
      if (typeof mod.run !== 'function') throw new Error('exports no run()');
      const result = await mod.run();
      if (!result?.title || typeof result.markdown !== 'string') throw new Error('run() must answer {title, markdown}');
      const title = result.title.trim();
      const stamp = `_Measured ${new Date().toISOString().slice(0, 10)} on ${os.availableParallelism()} cores, Node.js ${process.version}, in ${((Date.now() - started) / 1000).toFixed(1)} s._`;
      sections.set(title, `${stamp}\n\n${demoteHeadings(result.markdown)}`);
      updated.push(title);
      console.log(`[bench] ${file}: "${title}" in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    } catch (err) {
      failures.push(file);
      console.error(`[bench] ${file} failed:`, err);
    }
    // Write after every bench, so a later failure does not lose earlier figures.
    fs.mkdirSync(path.dirname(reportFile), { recursive: true });
    fs.writeFileSync(reportFile, render(sections, updated));
  }
  console.log(`[bench] wrote ${path.relative(process.cwd(), reportFile)}`);
  if (failures.length > 0) {
    console.error(`[bench] failed: ${failures.join(', ')}`);
    process.exitCode = 1;
  }
}

await main();
