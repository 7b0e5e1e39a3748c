import type { SQL } from 'drizzle-orm';
import type { OwnBusinessCard, SponsoredSession } from '@foyer/contracts';

/** What a part of the booth detail reads by: the booth, its event, the asking person, and whether closed spaces count. */
export interface BoothDetailRefs {
  boothId: SQL;
  eventId: SQL;
  userId: SQL;
  /** A boolean parameter: organisers see what closed spaces hold too. */
  includeClosed: SQL;
}

/**
 * The parts of the booth detail whose rows other features own (decision 0078). Each feature offers its part
 * as SQL over the refs, and the composition root gives them to the booths service; the detail stays one
 * statement, and booths neither import those features nor name their tables.
 */
export interface BoothDetailParts {
  /** The asking person's own business card at the booth as the reply shows it; null before one (business cards). */
  ownCard(refs: BoothDetailRefs): SQL<OwnBusinessCard | null>;
  /** Whether the booth offers jobs, and the slug of the event's jobs space (jobs). */
  jobs(refs: BoothDetailRefs): { hasJobs: SQL<boolean>; jobsSlug: SQL<string | null> };
  /** The program items the booth sponsors, in time order (program). */
  sponsoredSessions(refs: BoothDetailRefs): SQL<SponsoredSession[]>;
}
