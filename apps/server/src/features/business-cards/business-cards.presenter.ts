import type { BusinessCard, OwnBusinessCard } from '@foyer/contracts';
import type { BusinessCardRow, CardWithVisitor } from './business-cards.repository';

/** The visitor's own card. */
export function presentOwnCard(card: BusinessCardRow): OwnBusinessCard {
  return {
    id: card.id,
    include_email: card.includeEmail,
    message: card.message,
    staff: card.staffId,
    assigned_to: card.assignedToId,
    is_auto: card.isAuto,
    ignore_incognito_mode: card.ignoreIncognitoMode,
    created: card.createdAt.toISOString(),
    updated: card.updatedAt.toISOString(),
  };
}

/**
 * A card as the booth's staff see it (spec 3 §4): the e-mail only when the visitor included it; an
 * incognito visitor under their alias (or "Anonymous") without picture, unless they chose to show
 * themselves on this card (`ignore_incognito_mode`).
 */
export function presentCard({ card, visitor }: CardWithVisitor): BusinessCard {
  const hidden = visitor.incognitoMode && !card.ignoreIncognitoMode;
  return {
    ...presentOwnCard(card),
    user: card.userId,
    user_email: card.includeEmail ? visitor.email : null,
    first_name: hidden ? visitor.aliasName.trim() || 'Anonymous' : visitor.firstName,
    last_name: hidden ? '' : visitor.lastName,
    mugshot: hidden ? null : visitor.mugshot,
    done: card.done,
  };
}
