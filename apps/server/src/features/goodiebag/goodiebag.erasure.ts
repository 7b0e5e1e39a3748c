import { and, eq, or } from 'drizzle-orm';
import { favouriteKinds } from '@foyer/contracts';
import type { AccountEraser } from '../../platform/account-erasure';
import { favourites } from './goodiebag.schema';

/**
 * A removed person's goodie bag goes, and so do other people's bookmarks of them (an attendee favourite):
 * a reactivated account starts without either.
 */
export const eraseFavourites: AccountEraser = async ({ tx, userId }) => {
  await tx
    .delete(favourites)
    .where(or(eq(favourites.userId, userId), and(eq(favourites.itemType, favouriteKinds.Attendee), eq(favourites.itemId, userId))));
};
