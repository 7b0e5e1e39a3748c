// The web app's layers, as ESLint rules (eslint.config.js): features meet only through their faces, and no
// feature imports app/. Imports are resolved to files (relative ones and the `@/` alias of apps/web/src), so
// `../../booths/components/x` is caught as surely as `@/features/booths/components/x`.
import path from 'node:path';
import { eachSource, inside } from './boundaries.mjs';

/** The file an import names (without extension), or null for a package. */
function importedPath(filename, spec, src) {
  if (spec.startsWith('.')) return path.resolve(path.dirname(filename), spec);
  if (spec.startsWith('@/')) return path.join(src, spec.slice(2));
  return null;
}

/** `features/<name>/…` of a path under src: [name, the rest] or null. */
function inFeature(file, src) {
  const parts = path.relative(path.join(src, 'features'), file).split(path.sep);
  return parts[0] === '..' || parts[0] === '' || path.isAbsolute(parts[0]) ? null : [parts[0], parts.slice(1).join('/')];
}

/** `src`: the web app's source folder (where `@/` points); apps/web/src of this checkout unless given. */
const options = [{ type: 'object', properties: { src: { type: 'string' } }, additionalProperties: false }];
const webSrc = path.resolve(import.meta.dirname, '../../apps/web/src');

const featureFaces = {
  meta: {
    type: 'problem',
    docs: { description: "Another feature is imported only through its face, its index.ts." },
    schema: options,
    messages: {
      pastFace: "'{{spec}}' reaches past the face of the {{feature}} feature: import '@/features/{{feature}}' (its index.ts) and export what is needed there on purpose.",
    },
  },
  create(context) {
    const src = context.options[0]?.src ?? webSrc;
    const own = inFeature(context.filename, src)?.[0];
    return eachSource(context, (node, spec) => {
      const target = importedPath(context.filename, spec, src);
      const feature = target && inFeature(target, src);
      if (!feature || feature[0] === own) return;
      if (['', 'index', 'index.ts', 'index.tsx'].includes(feature[1])) return;
      context.report({ node, messageId: 'pastFace', data: { spec, feature: feature[0] } });
    });
  },
};

const featuresBelowApp = {
  meta: {
    type: 'problem',
    docs: { description: 'Features stand below app/ (routes, shell, composition): none imports it.' },
    schema: options,
    messages: {
      intoApp: "Features never import app/ ('{{spec}}'): what features share lives in shared/ (plug-in registries, session, route types).",
    },
  },
  create(context) {
    const src = context.options[0]?.src ?? webSrc;
    if (!inFeature(context.filename, src)) return {};
    return eachSource(context, (node, spec) => {
      const target = importedPath(context.filename, spec, src);
      if (target && inside(path.join(src, 'app'), target)) context.report({ node, messageId: 'intoApp', data: { spec } });
    });
  },
};

export const webBoundaries = { meta: { name: 'foyer-web-boundaries' }, rules: { 'feature-faces': featureFaces, 'features-below-app': featuresBelowApp } };
