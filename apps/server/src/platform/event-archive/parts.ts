import type { z } from 'zod';
import { eventArchiveEnvelope, eventArchiveSections, type EventArchiveManifest, type EventArchiveSection } from '@foyer/contracts';
import type { Executor } from '../db/database';
import type { ArchiveFilesIn, ArchiveFilesOut } from './files';

/*
 * The archive's shell knows no feature (decision 0089): each feature registers the part of the manifest it
 * owns — how its rows are exported as the contracts' JSON and imported into a new event, inside the
 * import's one transaction. The shell orders the parts as the contracts list the sections.
 */

/** A fault of an archive, named by where it is (`spaces[3].type`) or which file. */
export class ArchiveError extends Error {
  constructor(readonly where: string, readonly fault: string) {
    super(where ? `${where}: ${fault}` : fault);
  }
}

/**
 * Archive-local keys while exporting: each part declares its rows (numbered 1, 2, … per kind, in the order
 * given, the source's id order), then refers to other parts' rows by them.
 */
export class ArchiveKeys {
  private readonly kinds = new Map<string, Map<number, number>>();

  declare(kind: string, ids: readonly number[]): void {
    const keys = this.kinds.get(kind) ?? new Map<number, number>();
    for (const id of ids) if (!keys.has(id)) keys.set(id, keys.size + 1);
    this.kinds.set(kind, keys);
  }

  key(kind: string, id: number): number {
    const key = this.kinds.get(kind)?.get(id);
    if (key === undefined) throw new Error(`archive export: ${kind} ${id} was not declared by its part`);
    return key;
  }

  /** The key of a reference that may be absent (a person when the people are not exported). */
  ref(kind: string, id: number | null): number | null {
    return id === null ? null : (this.kinds.get(kind)?.get(id) ?? null);
  }

  /** The keys of the ids that have one, in the ids' order. */
  refs(kind: string, ids: readonly number[]): number[] {
    return ids.map((id) => this.ref(kind, id)).filter((k): k is number => k !== null);
  }
}

/** Old keys to new ids while importing; an unknown key is a fault of the archive, named by its place. */
export class ArchiveIds {
  private readonly kinds = new Map<string, Map<number, number>>();

  set(kind: string, key: number, id: number): void {
    const ids = this.kinds.get(kind) ?? new Map<number, number>();
    this.kinds.set(kind, ids);
    ids.set(key, id);
  }

  has(kind: string, key: number): boolean {
    return this.kinds.get(kind)?.has(key) ?? false;
  }

  get(kind: string, key: number, where: string): number {
    const id = this.kinds.get(kind)?.get(key);
    if (id === undefined) throw new ArchiveError(where, `no ${kind} has the key ${key}`);
    return id;
  }

  /** A reference that may be absent: null stays null. */
  opt(kind: string, key: number | null, where: string): number | null {
    return key === null ? null : this.get(kind, key, where);
  }

  /** A person's id, or null when the archive has no people (its person references are then dropped). */
  person(key: number | null, where: string): number | null {
    if (key === null || !this.kinds.has('person')) return null;
    return this.get('person', key, where);
  }

  people(keys: readonly number[], where: string): number[] {
    return keys.map((key, i) => this.person(key, `${where}[${i}]`)).filter((id): id is number => id !== null);
  }
}

export interface ArchiveExportContext {
  db: Executor;
  eventId: number;
  withPeople: boolean;
  keys: ArchiveKeys;
  files: ArchiveFilesOut;
}

export interface ArchiveImportContext {
  db: Executor;
  eventId: number;
  now: Date;
  ids: ArchiveIds;
  files: ArchiveFilesIn;
}

/** One feature's part of the manifest. */
export interface ArchivePart<S extends EventArchiveSection = EventArchiveSection> {
  section: S;
  export(ctx: ArchiveExportContext): Promise<EventArchiveManifest[S]>;
  import(ctx: ArchiveImportContext, data: EventArchiveManifest[S]): Promise<void>;
  /** Removes what the section holds in an event whose content an import replaces (its people are kept). */
  clear?(db: Executor, eventId: number): Promise<void>;
}

/** The event's own part: it makes the event's row (with its owners) before the other parts write. */
export interface EventArchivePart extends ArchivePart<'event'> {
  create(db: Executor, target: { slug: string; name: string; ownerIds: number[] }, data: EventArchiveManifest['event'], files: ArchiveFilesIn): Promise<number>;
}

type AnyPart = { [S in EventArchiveSection]: ArchivePart<S> }[EventArchiveSection];

/** The registered parts, one per section of the contracts' manifest. */
export class ArchiveParts {
  private readonly parts = new Map<EventArchiveSection, AnyPart>();
  private eventPart: EventArchivePart | null = null;

  register(part: AnyPart | EventArchivePart): this {
    if (this.parts.has(part.section)) throw new Error(`archive part "${part.section}" is registered twice`);
    if (part.section === 'event') this.eventPart = part as EventArchivePart;
    this.parts.set(part.section, part as AnyPart);
    return this;
  }

  get event(): EventArchivePart {
    if (!this.eventPart) throw new Error('no feature registered the archive part "event"');
    return this.eventPart;
  }

  /** Every part in the manifest's order; a section no feature registered stops here with its name. */
  ordered(): AnyPart[] {
    return (Object.keys(eventArchiveSections) as EventArchiveSection[]).map((section) => {
      const part = this.parts.get(section);
      if (!part) throw new Error(`no feature registered the archive part "${section}"`);
      return part;
    });
  }
}

/** The manifest checked against the contracts, its faults named by their place in the document. */
export function parseManifest(json: unknown): EventArchiveManifest {
  // The envelope first, so that a file of another kind is told so rather than listed every missing section.
  const envelope = eventArchiveEnvelope.pick({ format: true, version: true }).safeParse(json);
  if (!envelope.success) throw faultOf(envelope.error);
  const whole = eventArchiveEnvelope.extend(eventArchiveSections).safeParse(json);
  if (!whole.success) throw faultOf(whole.error);
  return whole.data;
}

/** `spaces[3].type: unknown space type "stag"` (the first fault, and how many more there are). */
function faultOf(error: z.ZodError): ArchiveError {
  const [first, ...rest] = error.issues;
  const where = (first?.path ?? []).map((p, i) => (typeof p === 'number' ? `[${p}]` : `${i === 0 ? '' : '.'}${String(p)}`)).join('');
  const more = rest.length > 0 ? ` (and ${rest.length} more ${rest.length === 1 ? 'fault' : 'faults'})` : '';
  return new ArchiveError(where || 'manifest.json', `${first?.message ?? 'not valid'}${more}`);
}

/** A row's columns by the manifest's names (`primaryColor` → `primary_color`). */
export function snakeKeys(row: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(row).map(([k, v]) => [k.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`), v]));
}

/** The manifest's names back to a row's columns (`primary_color` → `primaryColor`). */
export function camelKeys(data: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(data).map(([k, v]) => [k.replace(/_([a-z])/g, (_m, c: string) => c.toUpperCase()), v]));
}

/** Rows in the order of their ids (every part exports so, and imports in the keys' order, so keys survive a round trip). */
export const byId = <T extends { id: number }>(rows: T[]): T[] => [...rows].sort((a, b) => a.id - b.id);
