import type { Feature } from '../../platform/context';
import type { Identity } from '../identity';
import { ContactService } from './contact.service';
import { registerContactRoutes } from './contact.routes';
import { eraseContactMessages } from './contact.erasure';

/** Contact: the reception widget's support question, stored and mailed to the organisers. */
export function contactFeature(identity: Identity): Feature {
  return {
    name: 'contact',
    register(app, platform) {
      platform.accountErasure.register('contact', eraseContactMessages);
      const { db, clock, mailer, logger } = platform;
      registerContactRoutes(app, new ContactService(db, clock, identity.access, mailer, logger));
    },
  };
}
