import type { SpaceProgramPreview } from '@foyer/contracts';
import type { Clock } from '../../platform/clock';
import { notFound } from '../../platform/http/errors';
import type { Executor } from '../events';
import { SpacesService, spaceClosedError } from '../spaces';
import { presentSpacePreview } from './program.presenter';
import { ProgramRepository, type NewProgramEntry, type ProgramEntryRow, type ProgramTagRow } from './program.repository';

/**
 * The program model: items and containers per space. Now it answers the map popup's preview; the
 * timetable builds on the same tables later.
 */
export class ProgramService {
  readonly repo: ProgramRepository;

  constructor(
    db: Executor,
    private readonly clock: Clock,
    private readonly spaces: SpacesService = new SpacesService(db, clock),
  ) {
    this.repo = new ProgramRepository(db);
  }

  /**
   * A space's entries that have not ended at `from` (now when absent), for a person allowed in the
   * event: 404 for a space of another event, 403 `space_closed` for a closed one unless an organiser.
   */
  async spacePreview(eventSlug: string, userId: number, spaceId: number, from: Date | undefined, limit: number): Promise<SpaceProgramPreview> {
    const grant = await this.spaces.access.require(eventSlug, userId);
    const space = await this.spaces.findById(grant.event.id, spaceId);
    if (!space) throw notFound();
    if (!this.spaces.canEnter(grant.role, space)) throw spaceClosedError();
    const rows = await this.repo.upcoming(space.id, from ?? this.clock.now(), limit);
    return presentSpacePreview(space, rows, await this.repo.tagsOf(rows.map((r) => r.id)));
  }

  /** Which of these spaces have any program (maps show a preview for them). */
  spacesWithProgram(spaceIds: number[]): Promise<Set<number>> {
    return this.repo.spacesWithProgram(spaceIds);
  }

  addTag(eventId: number, text: string, color: string, order = 0): Promise<ProgramTagRow> {
    return this.repo.insertTag({ eventId, text, color, order });
  }

  addEntry(values: NewProgramEntry, tagIds: number[] = []): Promise<ProgramEntryRow> {
    if (values.endDate <= values.startDate) throw new Error(`program entry ${values.name} ends before it starts`);
    return this.repo.insertEntry(values, tagIds);
  }
}
