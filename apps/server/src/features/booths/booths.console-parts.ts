import type { OrganizerBoothJob, SponsorableSession } from '@foyer/contracts';
import type { Executor } from '../../platform/db/database';

/**
 * What the console's booth editor reads and writes of rows other features own (decision 0085): the booth's
 * jobs (jobs) and the program items it sponsors (program). The composition root hands them in, so booths
 * neither import those features nor name their tables.
 */
export interface BoothConsoleParts {
  /** The booth's jobs as the console edits them. */
  jobsOf(db: Executor, boothId: number): Promise<OrganizerBoothJob[]>;
  /** Jobs assigned to someone no longer on the booth's staff are assigned to nobody. */
  unassignJobs(db: Executor, boothId: number, staffIds: number[]): Promise<void>;
  /** Ids of the program items the booth sponsors. */
  sponsoredOf(db: Executor, boothId: number): Promise<number[]>;
  /** The program items of the event a booth may sponsor, with the booth sponsoring each now. */
  sessions(db: Executor, eventId: number): Promise<SponsorableSession[]>;
  /** Makes the booth sponsor exactly these items (all of the event: the caller checked them with `sessions`). */
  setSponsored(db: Executor, boothId: number, itemIds: number[]): Promise<void>;
}
