import type { BoothsService } from '../booths';
import type { CinemaService } from '../cinema';
import type { EventsService } from '../events';
import type { JobsService } from '../jobs';
import type { MapsService } from '../maps';
import type { MeetingsService } from '../meetings';
import type { PostersService } from '../posters';
import type { ProgramService } from '../program';
import type { SpacesService } from '../spaces';

/** The services the demo seeds through: the composition root's, one of each (on a seed's transaction with `inTransaction`). */
export interface DemoServices {
  events: EventsService;
  spaces: SpacesService;
  booths: BoothsService;
  jobs: JobsService;
  maps: MapsService;
  program: ProgramService;
  cinema: CinemaService;
  posters: PostersService;
  meetings: MeetingsService;
}
