import { foldForSearch, searchWords } from '@foyer/domain';
import { FieldError, notFound } from '../../platform/http/errors';
import type { EventRow, SpaceRow } from '../identity';
import type { Executor } from '../../platform/db/database';
import { cleanHtml } from '../../platform/rich-text';
import { canOnSpace, spaceClosedError, spaceOrganiserRoles, type SpacesFace } from '../spaces';
import { JobsRepository, type JobDetailRow, type JobListRow, type JobRow } from './jobs.repository';

export interface JobsQuery {
  search?: string;
  booth_slug?: string;
  limit: number;
  offset: number;
}

export interface NewJob {
  boothId: number;
  title: string;
  description?: string;
  email: string;
  assignedStaffId?: number | null;
  order?: number;
}

/** Jobs of the event's booths: the jobs space's list, a booth's jobs tab, the job modal. */
export class JobsService {
  private readonly repo: JobsRepository;

  constructor(
    private readonly db: Executor,
    private readonly spaces: SpacesFace,
  ) {
    this.repo = new JobsRepository(db);
  }

  /** The same service on a caller's transaction (seeds, imports). */
  inTransaction(tx: Executor): JobsService {
    return tx === this.db ? this : new JobsService(tx, this.spaces.inTransaction(tx));
  }

  /** Jobs of open booths (organisers: of all booths), optionally of one booth, matching the search. */
  async list(eventSlug: string, userId: number, query: JobsQuery): Promise<{ count: number; rows: JobListRow[] }> {
    const grant = await this.spaces.access.require(eventSlug, userId);
    let boothId: number | undefined;
    if (query.booth_slug !== undefined) {
      const booth = await this.spaces.findByTypeAndSlug(grant.event.id, 'booth', query.booth_slug);
      if (!booth) throw new FieldError({ booth_slug: ['Unknown booth.'] });
      if (!this.spaces.canEnter(grant.role, booth)) throw spaceClosedError();
      boothId = booth.id;
    }
    const includeClosed = spaceOrganiserRoles.includes(grant.role);
    return this.repo.list({ eventId: grant.event.id, boothId, words: searchWords(query.search), includeClosed }, query.limit, query.offset);
  }

  /** One job; 403 `space_closed` when its booth is closed and the person is no organiser. */
  async detail(eventSlug: string, userId: number, jobId: number): Promise<JobDetailRow> {
    const grant = await this.spaces.access.require(eventSlug, userId);
    const found = await this.repo.find(grant.event.id, jobId);
    if (!found) throw notFound();
    if (!canOnSpace(grant.role, 'enter', found.booth)) throw spaceClosedError();
    return found;
  }

  /** A jobs space page: 404 unknown, 403 `space_closed` for everyone but organisers while closed. */
  async space(eventSlug: string, userId: number, jobsSlug: string): Promise<SpaceRow> {
    return (await this.spaces.requireEnterable(eventSlug, userId, 'jobs', jobsSlug)).space;
  }

  create(event: Pick<EventRow, 'id'>, input: NewJob): Promise<JobRow> {
    return this.repo.insert({
      eventId: event.id,
      boothId: input.boothId,
      title: input.title,
      searchTitle: foldForSearch(input.title),
      description: cleanHtml(input.description ?? ''),
      email: input.email,
      assignedStaffId: input.assignedStaffId ?? null,
      order: input.order ?? 0,
    });
  }
}
