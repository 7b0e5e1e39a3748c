// The import boundaries of decision 0078 as two small lint rules. They resolve relative imports themselves, so a
// path that climbs out of a folder (`../../web/src/…`) is caught as surely as one that names it.
import path from 'node:path';

/** Every way a module names another: imports, re-exports and dynamic imports. */
export function eachSource(context, check) {
  const visit = (node) => {
    if (node.source && node.source.type === 'Literal' && typeof node.source.value === 'string') check(node.source, node.source.value);
  };
  return { ImportDeclaration: visit, ExportNamedDeclaration: visit, ExportAllDeclaration: visit, ImportExpression: visit };
}

const resolved = (file, spec) => (spec.startsWith('.') ? path.resolve(path.dirname(file), spec) : null);
export const inside = (dir, target) => {
  const rel = path.relative(dir, target);
  return rel === '' || (!rel.startsWith('..') && !path.isAbsolute(rel));
};

/**
 * `feature-face`: a module imports another feature (a folder of `features`) only through its face, the feature's
 * `index.ts`, or its tables (`*.schema.ts`, for a foreign key). Modules of the same feature import each other freely.
 */
const featureFace = {
  meta: {
    type: 'problem',
    docs: { description: "Imports of another feature go through its index.ts (or its *.schema.ts tables)" },
    schema: [{ type: 'object', properties: { features: { type: 'string' } }, required: ['features'], additionalProperties: false }],
    messages: { pastFace: 'Import the {{feature}} feature through its face ({{feature}}/index.ts) or its tables ({{feature}}/*.schema.ts), not {{file}}.' },
  },
  create(context) {
    const featuresDir = context.options[0].features;
    const featureOf = (p) => {
      if (!inside(featuresDir, p)) return null;
      const [first] = path.relative(featuresDir, p).split(path.sep);
      // features/index.ts is the composition root, no feature.
      return !first || /\.[cm]?[jt]sx?$/.test(first) ? null : first;
    };
    const from = featureOf(context.filename);
    return eachSource(context, (node, spec) => {
      const target = resolved(context.filename, spec);
      const to = target && featureOf(target);
      if (!to || to === from) return;
      const rest = path.relative(path.join(featuresDir, to), target).split(path.sep).join('/').replace(/\.[cm]?[jt]sx?$/, '');
      if (rest === '' || rest === 'index' || /^[^/]+\.schema$/.test(rest)) return;
      context.report({ node, messageId: 'pastFace', data: { feature: to, file: `${to}/${rest}` } });
    });
  },
};

/** `no-other-app`: a module of one app imports nothing of the other app, by a package name or by any path. */
const noOtherApp = {
  meta: {
    type: 'problem',
    docs: { description: 'The server never imports the web app, nor the web app the server' },
    schema: [
      {
        type: 'object',
        properties: { dir: { type: 'string' }, packageName: { type: 'string' }, message: { type: 'string' } },
        required: ['dir', 'packageName', 'message'],
        additionalProperties: false,
      },
    ],
    messages: { otherApp: '{{message}} ({{spec}})' },
  },
  create(context) {
    const { dir, packageName, message } = context.options[0];
    return eachSource(context, (node, spec) => {
      const target = resolved(context.filename, spec);
      const named = spec === packageName || spec.startsWith(`${packageName}/`);
      if (named || (target && inside(dir, target))) context.report({ node, messageId: 'otherApp', data: { message, spec } });
    });
  },
};

export const boundaries = { meta: { name: 'foyer-boundaries' }, rules: { 'feature-face': featureFace, 'no-other-app': noOtherApp } };
