import crypto from 'node:crypto';
import type { EventRow, SpaceRow } from '../src/features/identity';
import { type NewBooth } from '../src/features/booths';
import { type NewJob } from '../src/features/jobs';
import type { TestServer } from './harness';

/** Booths, categories and jobs through the features' own services (texts are cleaned as in production). */

const unique = () => crypto.randomBytes(3).toString('hex');

export const boothsService = (t: TestServer) => t.server.services.booths;

export async function makeBooth(t: TestServer, event: Pick<EventRow, 'id'>, fields: Partial<NewBooth> = {}) {
  const slug = fields.slug ?? `booth-${unique()}`;
  const booth = await boothsService(t).create(event, { slug, name: fields.name ?? `Booth ${slug}`, ...fields });
  return { id: booth.spaceId, slug, booth };
}

export function makeCategory(t: TestServer, event: Pick<EventRow, 'id'>, map: Pick<SpaceRow, 'id'>, name: string, order = 0) {
  return boothsService(t).createCategory(event, map, name, order);
}

export function makeJob(t: TestServer, event: Pick<EventRow, 'id'>, input: NewJob) {
  return t.server.services.jobs.create(event, input);
}
