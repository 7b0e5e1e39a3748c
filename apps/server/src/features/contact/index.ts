import type { Feature } from '../../platform/context';
import type { Identity } from '../identity';
import { ContactService } from './contact.service';
import { registerContactRoutes } from './contact.routes';
import { eraseContactMessages } from './contact.erasure';
import { ContactInbox } from './contact.inbox';
import { contactExportPart } from './contact.export';

/** Contact: the reception widget's support question, stored and mailed to the organisers; their inbox in the console (issue 28). */
export function contactFeature(identity: Identity): Feature {
  return {
    name: 'contact',
    register(app, platform) {
      platform.accountErasure.register('contact', eraseContactMessages);
      platform.accountExport.register('contact', contactExportPart);
      const { db, clock, mailer, logger } = platform;
      registerContactRoutes(app, new ContactService(db, clock, identity.access, mailer, logger), new ContactInbox(db, identity.access, identity.changeLog, mailer, clock));
    },
  };
}
