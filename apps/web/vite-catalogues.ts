import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { partOf } from './src/i18n/start-areas.js';

const prefix = 'virtual:catalogue/';
const localesDir = path.resolve(import.meta.dirname, 'src', 'i18n', 'locales');

/**
 * `virtual:catalogue/<locale>/<part>`: one language's catalogue areas of that part (src/i18n/start-areas.ts)
 * as one module, `{ [area]: texts }`. i18n/index.ts imports each lazily, so each is a chunk of its own
 * (named by `catalogueChunkName`); a new area file joins its part without being listed anywhere.
 */
export function catalogueModules(): Plugin {
  return {
    name: 'foyer-catalogue-modules',
    resolveId: (id) => (id.startsWith(prefix) ? `\0${id}` : null),
    load(id) {
      if (!id.startsWith(`\0${prefix}`)) return null;
      const [locale = '', part] = id.slice(prefix.length + 1).split('/');
      const dir = path.join(localesDir, path.basename(locale));
      const areas = fs
        .readdirSync(dir)
        .filter((file) => file.endsWith('.json'))
        .map((file) => file.slice(0, -'.json'.length))
        .filter((area) => partOf(area) === part)
        .sort();
      return [
        ...areas.map((area, i) => `import a${i} from ${JSON.stringify(path.join(dir, `${area}.json`))};`),
        `export default { ${areas.map((area, i) => `${JSON.stringify(area)}: a${i}`).join(', ')} };`,
      ].join('\n');
    },
  };
}

/** The chunk of a catalogue module and its JSON files: `catalogue-<locale>` (start) or `catalogue-<locale>-more`. */
export function catalogueChunkName(id: string): string | null {
  const virtual = id.startsWith(`\0${prefix}`) ? id.slice(prefix.length + 1).split('/') : null;
  if (virtual) return `catalogue-${virtual[0]}${virtual[1] === 'start' ? '' : '-more'}`;
  const file = /[\\/]src[\\/]i18n[\\/]locales[\\/]([^\\/]+)[\\/]([^\\/]+)\.json$/.exec(id);
  return file ? `catalogue-${file[1]}${partOf(file[2]!) === 'start' ? '' : '-more'}` : null;
}
