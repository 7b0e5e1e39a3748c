import type { Feature, Platform } from '../../platform/context';
import type { ChangeLog, Identity } from '../identity';
import { InvitationsService } from './invitations.service';
import { registerInvitationRoutes } from './invitations.routes';

export { InvitationsService } from './invitations.service';
export { eventInvitations } from './invitations.schema';

/** The invite list's service (the composition root builds it once). */
export function createInvitationsService(platform: Platform, identity: Identity, changes: ChangeLog): InvitationsService {
  return new InvitationsService(platform.db, platform.clock, identity.access, changes, platform.mailer, platform.config.publicUrl);
}

/** The organiser console's invite list: CSV import with a preview, invitation mails, export (decision 0083). */
export function invitationsFeature(service: InvitationsService): Feature {
  return {
    name: 'invitations',
    register(app) {
      registerInvitationRoutes(app, service);
    },
  };
}
