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

/**
 * `no-repository-in-face`: a feature's face (`features/<feature>/index.ts`) exports no repository (a name ending
 * in `Repository`, or a whole `*.repository` module): others ask its service, named for what they need, so how a
 * feature stores its rows stays its own. `allow` lists the exceptions as `feature/Name`.
 */
const noRepositoryInFace = {
  meta: {
    type: 'problem',
    docs: { description: "A feature's face offers service methods, not its repositories" },
    schema: [
      {
        type: 'object',
        properties: { features: { type: 'string' }, allow: { type: 'array', items: { type: 'string' } } },
        required: ['features'],
        additionalProperties: false,
      },
    ],
    messages: { repository: "The {{feature}} face exports {{name}}: offer what others need as a method of the feature's service instead." },
  },
  create(context) {
    const { features, allow = [] } = context.options[0];
    const [feature, file, ...deeper] = path.relative(features, context.filename).split(path.sep);
    if (!inside(features, context.filename) || deeper.length > 0 || !file || !/^index\.[cm]?[jt]sx?$/.test(file)) return {};
    const check = (node, name) => {
      if (name.endsWith('Repository') && !allow.includes(`${feature}/${name}`)) context.report({ node, messageId: 'repository', data: { feature, name } });
    };
    return {
      ExportNamedDeclaration(node) {
        for (const specifier of node.specifiers) check(specifier, specifier.exported.name ?? specifier.exported.value);
        const declared = node.declaration;
        if (declared?.id?.name) check(declared, declared.id.name);
        for (const variable of declared?.declarations ?? []) if (variable.id.type === 'Identifier') check(variable, variable.id.name);
      },
      ExportAllDeclaration(node) {
        const { value } = node.source;
        if (/\.repository(\.[cm]?[jt]sx?)?$/.test(value)) context.report({ node, messageId: 'repository', data: { feature, name: `all of ${value}` } });
      },
    };
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

export const boundaries = { meta: { name: 'foyer-boundaries' }, rules: { 'feature-face': featureFace, 'no-repository-in-face': noRepositoryInFace, 'no-other-app': noOtherApp } };
