import type { Feature } from '../../platform/context';
import { EventAccess } from '../events';
import { ContactService } from './contact.service';
import { registerContactRoutes } from './contact.routes';

/** Contact: the reception widget's support question, stored and mailed to the organisers. */
export function contactFeature(): Feature {
  return {
    name: 'contact',
    register(app, platform) {
      const { db, clock, mailer, logger } = platform;
      registerContactRoutes(app, new ContactService(db, clock, new EventAccess(db, clock), mailer, logger));
    },
  };
}
