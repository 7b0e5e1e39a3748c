import { count, eq } from 'drizzle-orm';
import type { SpaceReference } from '@foyer/contracts';
import type { SpaceReferenceCheck } from '../spaces';
import { programEntries } from './program.schema';

const many = (n: number, one: string, more: string) => (n === 1 ? `one ${one}` : `${n} ${more}`);

/** Program items held in the space, and items a booth space sponsors (decision 0083). */
export const programReferences: SpaceReferenceCheck = async (db, space) => {
  const [held] = await db.select({ n: count() }).from(programEntries).where(eq(programEntries.spaceId, space.id));
  const [sponsored] = await db.select({ n: count() }).from(programEntries).where(eq(programEntries.sponsorSpaceId, space.id));
  const found: SpaceReference[] = [];
  if (held?.n) found.push({ kind: 'program_items', detail: many(held.n, 'program item in this space', 'program items in this space') });
  if (sponsored?.n) found.push({ kind: 'sponsored_items', detail: many(sponsored.n, 'program item it sponsors', 'program items it sponsors') });
  return found;
};
