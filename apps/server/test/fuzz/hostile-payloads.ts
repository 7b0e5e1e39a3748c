import fc from 'fast-check';
import { z } from 'zod';

/**
 * Hostile payloads derived from the contracts' zod schemas (decision 0099): a value the schema accepts,
 * then one mutation of it — a field of the wrong type, a field missing or added (`__proto__` and friends), a
 * string or array at and over its limit, a unicode edge case, a number at an extreme, or the whole payload
 * replaced. The schemas are read through `z.toJSONSchema` (their input side), which every contract converts
 * to; refinements are not in it, so a "valid" base is valid as far as JSON Schema can say.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON Schema nodes are read loosely
export type JsonSchema = Record<string, any>;

/** Values of the test's world by field name (`event_slug`, `chat_id`), so a base reaches past the lookups. */
export type Hints = Record<string, unknown>;

export const jsonSchemaOf = (schema: z.ZodType): JsonSchema => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;

/** Strings people's input is made of at its worst. */
export const hostileStrings: readonly string[] = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  '\udc00\ud800',
  '\u202eevil.exe\u202c',
  '\u200f\u05e9\u05dc\u05d5\u05dd \u0645\u0631\u062d\u0628\u0627',
  '\ufeffbom',
  '\u200b\u200c\u200d\u2060',
  `Z${'\u0301\u0336\u0354'.repeat(200)}`,
  '👩‍👩‍👧‍👦🏳️‍🌈',
  '𝕳𝖊𝖑𝖑𝖔',
  '\r\n\t\u000b\u000c\u0085\u2028\u2029',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e999',
  '-0',
  '0x10',
  '9007199254740993',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  "' OR 1=1 --",
  '<script>alert(1)</script><img src=x onerror=alert(1)>',
  '../../../../etc/passwd',
  '%00%2e%2e%2f',
  '${7*7}{{7*7}}',
  'javascript:alert(1)',
];

/** Object keys that must never reach a prototype. */
export const hostileKeys: readonly string[] = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', '__defineGetter__', 'valueOf', '', ' ', '\u0000', 'a'.repeat(1000)];

/** Numbers at the extremes of JSON, JavaScript and PostgreSQL. */
export const hostileNumbers: readonly number[] = [0, -1, 1.5, -0.5, 2_147_483_647, 2_147_483_648, -2_147_483_649, Number.MAX_SAFE_INTEGER + 1, 1e308, -1e308, 5e-324, 1e21];

/** A value of some other type than a field expects. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom<unknown>(...hostileStrings) },
  { weight: 3, arbitrary: fc.constantFrom<unknown>(...hostileNumbers) },
  { weight: 2, arbitrary: fc.constantFrom<unknown>(null, true, false, [], {}, [[[]]], { $gt: '' }, [null], { __proto__: null }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

const pickOf = <T>(items: readonly T[], n: number): T => items[n % items.length]!;

function resolve(schema: JsonSchema, root: JsonSchema): JsonSchema {
  let node = schema;
  for (let hops = 0; typeof node.$ref === 'string' && hops < 20; hops++) {
    const name = node.$ref.replace(/^#\/(\$defs|definitions)\//, '');
    node = node.$ref === '#' ? root : ((root.$defs ?? root.definitions ?? {})[name] ?? {});
  }
  return node;
}

function stringArbitrary(s: JsonSchema): fc.Arbitrary<string> {
  const minLength = s.minLength ?? 0;
  const maxLength = Math.min(s.maxLength ?? 40, minLength + 40);
  if (typeof s.pattern === 'string') {
    try {
      return fc.stringMatching(new RegExp(s.pattern)).filter((x) => x.length >= minLength && x.length <= (s.maxLength ?? Infinity));
    } catch {
      // A pattern JavaScript's RegExp cannot read: fall through to its length alone.
    }
  }
  switch (s.format) {
    case 'email':
      return fc.emailAddress();
    case 'date-time':
      return fc.date({ min: new Date('2000-01-01'), max: new Date('2040-01-01'), noInvalidDate: true }).map((d) => d.toISOString());
    case 'date':
      return fc.date({ min: new Date('2000-01-01'), max: new Date('2040-01-01'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
    case 'uri':
    case 'url':
      return fc.webUrl();
    case 'uuid':
      return fc.uuid();
  }
  return fc.string({ minLength, maxLength });
}

function numberArbitrary(s: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + (integer ? 1 : 1e-6) : -1000);
  const max = s.maximum ?? (s.exclusiveMaximum !== undefined ? s.exclusiveMaximum - (integer ? 1 : 1e-6) : Math.max(min, 0) + 1000);
  if (integer) return fc.integer({ min: Math.ceil(min), max: Math.max(Math.ceil(min), Math.floor(max)) });
  return fc.double({ min, max: Math.max(min, max), noNaN: true, noDefaultInfinity: true });
}

/**
 * A value the schema accepts (refinements aside). A property named in `hints` takes the world's value most of
 * the time, so a base names things that are there.
 */
export function validArbitrary(schema: JsonSchema, hints: Hints = {}, root: JsonSchema = schema, depth = 0): fc.Arbitrary<unknown> {
  const s = resolve(schema, root);
  if (depth > 6) return fc.constant(null);
  if ('const' in s) return fc.constant(s.const);
  if (Array.isArray(s.enum)) return fc.constantFrom(...(s.enum as unknown[]));
  const branches = (s.anyOf ?? s.oneOf) as JsonSchema[] | undefined;
  if (branches?.length) return fc.oneof(...branches.map((b) => validArbitrary(b, hints, root, depth + 1)));
  if (Array.isArray(s.allOf) && s.allOf.length) return validArbitrary(s.allOf[0], hints, root, depth + 1);
  const types: string[] = Array.isArray(s.type) ? s.type : s.type ? [s.type] : [];
  if (s.nullable) types.push('null');
  if (types.length > 1) return fc.oneof(...types.map((type) => validArbitrary({ ...s, type, nullable: false }, hints, root, depth + 1)));
  switch (types[0]) {
    case 'string':
      return stringArbitrary(s);
    case 'integer':
      return numberArbitrary(s, true);
    case 'number':
      return numberArbitrary(s, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      if (Array.isArray(s.prefixItems)) return fc.tuple(...(s.prefixItems as JsonSchema[]).map((item) => validArbitrary(item, hints, root, depth + 1)));
      const minLength = s.minItems ?? 0;
      const maxLength = Math.min(s.maxItems ?? 4, minLength + 4);
      return fc.array(validArbitrary(s.items ?? {}, hints, root, depth + 1), { minLength, maxLength });
    }
    case 'object': {
      const properties = (s.properties ?? {}) as Record<string, JsonSchema>;
      const required = new Set<string>(s.required ?? []);
      const fields: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [name, field] of Object.entries(properties)) {
        const own = validArbitrary(field, hints, root, depth + 1);
        fields[name] = name in hints ? fc.oneof({ weight: 4, arbitrary: fc.constant(hints[name]) }, { weight: 1, arbitrary: own }) : own;
      }
      // A record of a map (`additionalProperties` only): a few entries.
      if (Object.keys(properties).length === 0 && s.additionalProperties && typeof s.additionalProperties === 'object') {
        return fc.dictionary(fc.string({ minLength: 1, maxLength: 12 }), validArbitrary(s.additionalProperties, hints, root, depth + 1), { maxKeys: 3 });
      }
      return fc.record(fields, { requiredKeys: [...required].filter((name) => name in fields) });
    }
  }
  // Any value (an unrepresentable part, `z.unknown()`).
  return fc.jsonValue({ maxDepth: 2 });
}

/** One place in a value that a mutation can reach, with the schema that describes it. */
interface Slot {
  path: (string | number)[];
  value: unknown;
  schema: JsonSchema;
}

/** The branch of a union that describes `value` (by its JSON type), or the node itself. */
function describing(schema: JsonSchema, value: unknown, root: JsonSchema): JsonSchema {
  const s = resolve(schema, root);
  const branches = (s.anyOf ?? s.oneOf) as JsonSchema[] | undefined;
  if (!branches) return s;
  const kind = value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value === 'number' ? (Number.isInteger(value) ? 'integer' : 'number') : typeof value;
  const fits = branches.map((b) => resolve(b, root)).find((b) => [b.type].flat().some((t: string) => t === kind || (t === 'number' && kind === 'integer')));
  return fits ? describing(fits, value, root) : s;
}

function slotsOf(value: unknown, schema: JsonSchema, root: JsonSchema, path: (string | number)[] = [], out: Slot[] = []): Slot[] {
  const s = describing(schema, value, root);
  out.push({ path, value, schema: s });
  if (Array.isArray(value)) value.forEach((item, i) => slotsOf(item, (s.prefixItems?.[i] ?? s.items ?? {}) as JsonSchema, root, [...path, i], out));
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) slotsOf(item, (s.properties?.[key] ?? (typeof s.additionalProperties === 'object' ? s.additionalProperties : {})) as JsonSchema, root, [...path, key], out);
  }
  return out;
}

/** `value` with the thing at `path` replaced by `make(old)` (`undefined`: removed); copies along the path. */
function replaceAt(value: unknown, path: (string | number)[], make: (old: unknown) => unknown): unknown {
  if (path.length === 0) return make(value);
  const [head, ...rest] = path;
  if (Array.isArray(value)) {
    const copy = [...value];
    copy[head as number] = replaceAt(copy[head as number], rest, make);
    return copy;
  }
  const copy = { ...(value as Record<string, unknown>) };
  const next = replaceAt(copy[head as string], rest, make);
  if (next === undefined) delete copy[head as string];
  else copy[head as string] = next;
  return copy;
}

/** An object with an own, enumerable key (even `__proto__`, which JSON.stringify then writes out). */
function withKey(object: object, key: string, value: unknown): object {
  const copy = { ...object };
  Object.defineProperty(copy, key, { value, enumerable: true, configurable: true, writable: true });
  return copy;
}

/** A string of `length` UTF-16 units of one kind: ASCII, multi-byte, or combining marks on a letter. */
function longString(length: number, kind: number): string {
  const unit = pickOf(['x', 'é', '😀', 'a\u0301', '\u202e'], kind);
  return unit.repeat(Math.ceil(length / unit.length)).slice(0, Math.max(0, length));
}

export type MutationKind = 'wrong-type' | 'missing' | 'extra-key' | 'oversize' | 'limit' | 'unicode' | 'extreme-number' | 'whole';
const mutationKinds: readonly MutationKind[] = ['wrong-type', 'wrong-type', 'missing', 'extra-key', 'oversize', 'limit', 'unicode', 'unicode', 'extreme-number', 'whole'];

export interface HostileCase {
  value: unknown;
  /** What was done, for the failure message: `oversize at body.name (201 chars)`. */
  mutation: string;
}

function mutate(base: unknown, root: JsonSchema, kindPick: number, slotPick: number, n: number, hostile: unknown, longest: number): HostileCase {
  const slots = slotsOf(base, root, root);
  const kind = pickOf(mutationKinds, kindPick);
  const where = (slot: Slot) => (slot.path.length ? slot.path.join('.') : '(whole)');
  const among = (test: (slot: Slot) => boolean) => {
    const found = slots.filter(test);
    return found.length ? pickOf(found, slotPick) : undefined;
  };
  switch (kind) {
    case 'missing': {
      const slot = among((x) => x.path.length > 0 && typeof x.path.at(-1) === 'string');
      if (slot) return { value: replaceAt(base, slot.path, () => undefined), mutation: `missing ${where(slot)}` };
      break;
    }
    case 'extra-key': {
      const slot = among((x) => !!x.value && typeof x.value === 'object' && !Array.isArray(x.value));
      const key = pickOf(hostileKeys, n);
      if (slot) return { value: replaceAt(base, slot.path, (old) => withKey(old as object, key, n % 2 ? { polluted: true } : hostile)), mutation: `extra key ${JSON.stringify(key.slice(0, 20))} in ${where(slot)}` };
      return { value: withKey({}, key, { polluted: true }), mutation: `object with key ${JSON.stringify(key.slice(0, 20))} for ${where(slots[0]!)}` };
    }
    case 'oversize':
    case 'limit': {
      const slot = among((x) => typeof x.value === 'string' || Array.isArray(x.value));
      if (slot && typeof slot.value === 'string') {
        const max: number = slot.schema.maxLength ?? longest;
        const length = kind === 'limit' ? max : Math.max(max + 1, Math.min(longest, max + 1 + (n % 3) * max));
        return { value: replaceAt(base, slot.path, () => longString(length, n)), mutation: `${kind} string at ${where(slot)} (${length} units)` };
      }
      if (slot && Array.isArray(slot.value)) {
        const max: number = slot.schema.maxItems ?? 5_000;
        const length = kind === 'limit' ? max : max + 1 + (n % 2) * 5_000;
        const item = slot.value[0] ?? hostile;
        return { value: replaceAt(base, slot.path, () => Array.from({ length }, () => item)), mutation: `${kind} array at ${where(slot)} (${length} items)` };
      }
      break;
    }
    case 'unicode': {
      const slot = among((x) => typeof x.value === 'string');
      if (slot) {
        const edge = pickOf(hostileStrings, n);
        // Inside the value as well as instead of it: a valid slug with a NUL in the middle.
        const value = n % 2 ? edge : `${String(slot.value).slice(0, 5)}${edge}${String(slot.value).slice(5)}`;
        return { value: replaceAt(base, slot.path, () => value), mutation: `unicode ${JSON.stringify(edge.slice(0, 12))} at ${where(slot)}` };
      }
      break;
    }
    case 'extreme-number': {
      const slot = among((x) => typeof x.value === 'number');
      if (slot) {
        const { minimum, maximum } = slot.schema as { minimum?: number; maximum?: number };
        const edges = [...hostileNumbers, ...(maximum !== undefined ? [maximum, maximum + 1] : []), ...(minimum !== undefined ? [minimum, minimum - 1] : [])];
        const value = pickOf(edges, n);
        return { value: replaceAt(base, slot.path, () => value), mutation: `number ${value} at ${where(slot)}` };
      }
      break;
    }
    case 'whole':
      return { value: hostile, mutation: 'whole payload replaced' };
  }
  // Wrong type, and what any other mutation falls back to when the value has no place for it.
  const slot = pickOf(slots, slotPick);
  return { value: replaceAt(base, slot.path, () => hostile), mutation: `wrong type at ${where(slot)}: ${JSON.stringify(hostile)?.slice(0, 40)}` };
}

/**
 * Hostile variants of payloads of `schema`: a valid base with one mutation. `longest`: the length of an
 * oversize string where the schema names no limit (an address has room for less than a body).
 */
export function hostileArbitrary(schema: JsonSchema, hints: Hints = {}, longest = 20_000): fc.Arbitrary<HostileCase> {
  return fc
    .tuple(validArbitrary(schema, hints), fc.nat(), fc.nat(), fc.nat(), hostileValue)
    .map(([base, kind, slot, n, hostile]) => mutate(base, schema, kind, slot, n, hostile, longest));
}

/** A base the schema accepts, unchanged: the control among the hostile ones. */
export function validCase(schema: JsonSchema, hints: Hints = {}): fc.Arbitrary<HostileCase> {
  return validArbitrary(schema, hints).map((value) => ({ value, mutation: 'none (valid base)' }));
}

/** A seed for one route and role, stable whatever other routes there are. */
export function seedFor(seed: number, ...parts: string[]): number {
  let hash = seed >>> 0;
  for (const ch of parts.join('\u0000')) hash = Math.imul(hash ^ ch.charCodeAt(0), 0x01000193) >>> 0;
  return hash | 0;
}
