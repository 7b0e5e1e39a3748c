import type { AppointmentsService } from '../appointments';
import type { AttendeesService } from '../attendees';
import type { BoothsService } from '../booths';
import type { ChatService } from '../chat';
import type { CinemaService } from '../cinema';
import type { EventsService } from '../events';
import type { JobsService } from '../jobs';
import type { MapsService } from '../maps';
import type { MeetingsService } from '../meetings';
import type { PostersService } from '../posters';
import type { PresentationsService } from '../presentations';
import type { PrivateChatService } from '../private-chat';
import type { ProgramService } from '../program';
import type { RecordingsService } from '../recordings';
import type { SocialFeedService } from '../social-feed';
import type { SpacesService } from '../spaces';
import type { VideocallsService } from '../videocalls';

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
  chat: ChatService;
  privateChat: { service: PrivateChatService };
  appointments: AppointmentsService;
  videocalls: VideocallsService;
  attendees: AttendeesService;
  socialFeed: SocialFeedService;
  presentations: PresentationsService;
  recordings: RecordingsService;
}
