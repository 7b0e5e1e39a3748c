import type { Feature } from '../../platform/context';
import type { Identity } from '../identity';
import { OrganizerPeople } from './people.service';
import { registerPeopleRoutes } from './people.routes';
import { InvitationsService } from './invitations.service';
import { registerInvitationRoutes } from './invitations.routes';
import { invitationsExportPart } from './invitations.export';
export { peopleArchivePart } from './people.archive';

/**
 * People: an event's list in the organiser console (decision 0081) — who is on it, their roles, tags and
 * booths; owners give and take roles and tags, moderators read. It stands on the identity core's
 * memberships and reads the attendees' tags and the booths' staff by their tables. Its invite list
 * (decision 0083) imports, mails and exports the people on the list who have not entered yet.
 */
export function peopleFeature(identity: Identity): Feature {
  return {
    name: 'people',
    register(app, platform) {
      platform.accountExport.register('invitations', invitationsExportPart);
      registerPeopleRoutes(app, new OrganizerPeople(platform, identity));
      registerInvitationRoutes(
        app,
        new InvitationsService(platform.db, platform.clock, identity.access, identity.changeLog, platform.mailer, platform.config.publicUrl),
      );
    },
  };
}
