/** One field of a change: its name, and what it was and became as text (null: not set). */
export interface FieldChange {
  field: string;
  before: string | null;
  after: string | null;
}

/** Words for what a value is: on/off, and a stored term (a role's name) in the reader's language. */
export interface ValueWords {
  yes: string;
  no: string;
  /** A stored word of a field as people read it; null to show it as stored. */
  term?: (field: string, value: string) => string | null;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A stored value as a person reads it: text without its markup, lists joined, long text shortened. */
export function readableValue(value: unknown, words: ValueWords, field = ''): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'boolean') return value ? words.yes : words.no;
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') {
    const term = words.term?.(field, value);
    if (term) return term;
    const text = value.includes('<') ? value.replace(/<[^>]*>/g, ' ') : value;
    const plain = text.replace(/\s+/g, ' ').trim();
    return plain.length > 140 ? `${plain.slice(0, 139)}…` : plain || null;
  }
  if (Array.isArray(value)) return value.map((v) => readableValue(v, words, field) ?? '–').join(', ') || null;
  return JSON.stringify(value);
}

/**
 * Before and after of an entry, field by field: objects are compared key by key (nested ones as
 * `outer.inner`) and only what differs is kept; anything else is one change without a field name.
 */
export function fieldChanges(before: unknown, after: unknown, words: ValueWords): FieldChange[] {
  if (!isRecord(before) && !isRecord(after)) {
    const [from, to] = [readableValue(before, words), readableValue(after, words)];
    return from === null && to === null ? [] : [{ field: '', before: from, after: to }];
  }
  const from = isRecord(before) ? before : {};
  const to = isRecord(after) ? after : {};
  const changes: FieldChange[] = [];
  for (const key of [...new Set([...Object.keys(from), ...Object.keys(to)])]) {
    if (isRecord(from[key]) || isRecord(to[key])) {
      for (const inner of fieldChanges(from[key] ?? null, to[key] ?? null, words)) changes.push({ ...inner, field: inner.field ? `${key}.${inner.field}` : key });
      continue;
    }
    const change = { field: key, before: readableValue(from[key], words, key), after: readableValue(to[key], words, key) };
    if (change.before !== change.after) changes.push(change);
  }
  return changes;
}
