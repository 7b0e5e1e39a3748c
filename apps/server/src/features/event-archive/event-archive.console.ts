import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Readable } from 'node:stream';
import type { CloneEventBody, TemplateEventBody } from '@foyer/contracts';
import { ArchiveError } from '../../platform/event-archive/parts';
import { readArchive } from '../../platform/event-archive/run';
import type { EventAccess, EventRow } from '../identity';
import {
  archiveRefusal, cloneEvent, exportEvent, importEvent, writeArchive, type ArchiveDeps, type ImportedEvent,
} from './event-archive.service';

/** Where the templates live: archives in the repository, one per template. */
export const templatesDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'templates');

const answer = ({ slug, name }: ImportedEvent) => ({ slug, name });

/** An archive's fault answered 400 with its place; anything else as it is. */
async function refusing<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    throw err instanceof ArchiveError ? archiveRefusal(err) : err;
  }
}

/**
 * The console's side of archives (decision 0089), behind the identity core's organiser guard: owners
 * export, replace and clone their event; administrators import new events and start them from templates.
 */
export class EventArchives {
  constructor(private readonly deps: ArchiveDeps, private readonly access: EventAccess) {}

  requireAdministrator(userId: number): Promise<void> {
    return this.access.requireAdministrator(userId);
  }

  async requireOwner(slug: string, userId: number): Promise<EventRow> {
    return (await this.access.requireOrganizer(slug, userId, 'owner')).event;
  }

  async export(slug: string, userId: number, withPeople: boolean): Promise<{ event: EventRow; stream: Readable }> {
    await this.requireOwner(slug, userId);
    const found = await exportEvent(this.deps, slug, { withPeople });
    if (!found) throw new Error(`event ${slug} vanished`);
    return found;
  }

  async importNew(userId: number, data: Buffer, query: { slug: string; name?: string }) {
    await this.requireAdministrator(userId);
    return answer(await refusing(() => importEvent(this.deps, data, { slug: query.slug, name: query.name, actorId: userId })));
  }

  async replace(slug: string, userId: number, data: Buffer) {
    await this.requireOwner(slug, userId);
    return answer(await refusing(() => importEvent(this.deps, data, { slug, replace: true, actorId: userId })));
  }

  async clone(slug: string, userId: number, body: CloneEventBody) {
    const source = await this.requireOwner(slug, userId);
    return answer(await refusing(() => cloneEvent(this.deps, source, { slug: body.slug, name: body.name, parts: body.parts, actorId: userId })));
  }

  async fromTemplate(userId: number, body: TemplateEventBody) {
    await this.requireAdministrator(userId);
    const archive = await readArchive(await fs.readFile(path.join(templatesDir, `${body.template}.foyer.zip`)));
    return answer(await refusing(() => writeArchive(this.deps, archive, { slug: body.slug, name: body.name, actorId: userId, ownerIds: [userId] })));
  }
}
