/*
 * Plain code, no zod: the web app's first visit uses it (decision 0018).
 *
 * The server answers its texts (an error's `detail`, a field's messages) in English, exactly as the
 * specification words them. Clients show them in the person's language by looking the English text up
 * in a catalogue keyed by it (decision 0073). A text with values in it is keyed by its template,
 * `Enter a whole number from {{min}} to {{max}}.`, and the values are carried over.
 */

/** A server text found in a catalogue: the key it was found under and the values of its placeholders. */
export interface ServerTextMatch {
  key: string;
  values: Record<string, string>;
}

const placeholder = /\{\{(\w+)\}\}/g;
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface Template {
  key: string;
  pattern: RegExp;
  names: string[];
  /** Characters outside the placeholders: of two templates that match, the longer one is more precise. */
  literal: number;
}

function compile(key: string): Template {
  const names = [...key.matchAll(placeholder)].map((m) => m[1]!);
  const parts = key.split(placeholder).filter((_, i) => i % 2 === 0);
  return { key, names, pattern: new RegExp(`^${parts.map(escapeRegExp).join('(.+?)')}$`, 's'), literal: parts.join('').length };
}

/**
 * A lookup over catalogue keys (English texts and templates): the key a server text is found under,
 * with the values its placeholders stand for, or null for a text the catalogue does not know.
 */
export function serverTextMatcher(keys: Iterable<string>): (text: string) => ServerTextMatch | null {
  const exact = new Set<string>();
  const templates: Template[] = [];
  for (const key of keys) {
    if (key.includes('{{')) templates.push(compile(key));
    else exact.add(key);
  }
  templates.sort((a, b) => b.literal - a.literal);
  return (text) => {
    if (exact.has(text)) return { key: text, values: {} };
    for (const template of templates) {
      const found = template.pattern.exec(text);
      if (found) return { key: template.key, values: Object.fromEntries(template.names.map((name, i) => [name, found[i + 1]!])) };
    }
    return null;
  };
}

/** Fills a template's `{{name}}` placeholders. */
export const fillServerText = (template: string, values: Record<string, string>): string =>
  template.replace(placeholder, (whole, name: string) => values[name] ?? whole);
