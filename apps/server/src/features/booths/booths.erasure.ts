import { eq } from 'drizzle-orm';
import type { AccountEraser } from '../../platform/account-erasure';
import { boothDocumentDownloads, boothStaff, boothVideoPlays, boothVisitors } from './booths.schema';

/** Staff places and visits go; document downloads and video plays stay counted, without the person. */
export const eraseBoothTraces: AccountEraser = async ({ tx, userId }) => {
  await tx.delete(boothStaff).where(eq(boothStaff.userId, userId));
  await tx.delete(boothVisitors).where(eq(boothVisitors.userId, userId));
  await tx.update(boothDocumentDownloads).set({ userId: null }).where(eq(boothDocumentDownloads.userId, userId));
  await tx.update(boothVideoPlays).set({ userId: null }).where(eq(boothVideoPlays.userId, userId));
};
