import { rowsNaming, type ExportPart } from '../../platform/account-export';
import { booths } from '../booths/booths.schema';
import { businessCards } from './business-cards.schema';

/** Business cards the person left at booths, and those left with them or assigned to them as staff. */
export const businessCardsExportPart: ExportPart = {
  tables: {
    business_cards: rowsNaming(businessCards, [businessCards.userId, businessCards.staffId, businessCards.assignedToId], {
      via: { joins: [[businessCards.boothId, booths.spaceId]], eventId: booths.eventId },
    }),
  },
};
