// The feature-level import graph of one app: which feature folder imports which, from the source files'
// static and dynamic imports (tests excluded), and the cycles in it. Used by the architecture test, so a
// feature cycle on either side fails `npm test`.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** The two apps' feature folders; `alias` is the web app's `@/` (apps/web/src). */
export const sides = {
  server: { features: 'apps/server/src/features', alias: null },
  web: { features: 'apps/web/src/features', alias: 'apps/web/src' },
};

const isTest = (file) => /\.(test|spec)\.[cm]?[jt]sx?$/.test(file) || file.split(path.sep).includes('test');

function sourceFiles(dir, out = []) {
  if (!fs.existsSync(dir)) return out;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) sourceFiles(p, out);
    else if (/\.(ts|tsx|mts)$/.test(entry.name) && !entry.name.endsWith('.d.ts') && !isTest(p)) out.push(p);
  }
  return out;
}

/** The path an import names, before extension resolution (enough to tell its feature folder). */
function importedPath(file, spec, aliasDir) {
  if (spec.startsWith('.')) return path.resolve(path.dirname(file), spec);
  if (aliasDir && spec.startsWith('@/')) return path.join(aliasDir, spec.slice(2));
  return null;
}

/**
 * Feature → the set of other features it imports, for one side of the project at `root`.
 * @returns {Map<string, Set<string>>}
 */
export function featureGraph(root, { features, alias }) {
  const featuresDir = path.join(root, features);
  const aliasDir = alias && path.join(root, alias);
  const featureOf = (p) => {
    const rel = path.relative(featuresDir, p);
    const [first] = rel.split(path.sep);
    // features/index.ts and its like are the composition of features, not a feature.
    return rel === '' || rel.startsWith('..') || first === 'index' || /\.[cm]?[jt]sx?$/.test(first) ? null : first;
  };
  const graph = new Map();
  for (const file of sourceFiles(featuresDir)) {
    const from = featureOf(file);
    const info = ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true);
    for (const { fileName } of info.importedFiles) {
      const target = importedPath(file, fileName, aliasDir);
      const to = target && featureOf(target);
      if (!to || to === from) continue;
      if (!graph.has(from)) graph.set(from, new Set());
      graph.get(from).add(to);
    }
  }
  return graph;
}

/** The graph's cycles: strongly connected components of more than one feature (Tarjan), each sorted. */
export function featureCycles(graph) {
  let next = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const cycles = [];
  const visit = (v) => {
    index.set(v, next);
    low.set(v, next);
    next++;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (onStack.has(w)) {
        low.set(v, Math.min(low.get(v), index.get(w)));
      }
    }
    if (low.get(v) !== index.get(v)) return;
    const component = [];
    let w;
    do {
      w = stack.pop();
      onStack.delete(w);
      component.push(w);
    } while (w !== v);
    if (component.length > 1) cycles.push(component.sort());
  };
  const nodes = new Set([...graph.keys(), ...[...graph.values()].flatMap((s) => [...s])]);
  for (const v of [...nodes].sort()) if (!index.has(v)) visit(v);
  return cycles.sort((a, b) => a[0].localeCompare(b[0]));
}
