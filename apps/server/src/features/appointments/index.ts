import type { Feature, Platform } from '../../platform/context';
import { EventAccess } from '../events';
import { createPresenceService } from '../presence';
import { createPrivateChat } from '../private-chat';
import { createVideocallsService } from '../videocalls';
import { eraseAppointments } from './appointments.erasure';
import { registerAppointmentRoutes } from './appointments.routes';
import { AppointmentsService } from './appointments.service';

export { AppointmentsService } from './appointments.service';
export { AppointmentsRepository } from './appointments.repository';

export function createAppointmentsService(platform: Platform): AppointmentsService {
  return new AppointmentsService({
    db: platform.db,
    clock: platform.clock,
    access: new EventAccess(platform.db, platform.clock),
    chat: createPrivateChat(platform).service,
    presence: createPresenceService(platform),
    mailer: platform.mailer,
    calls: createVideocallsService(platform),
    favourites: platform.favourites,
    logger: platform.logger,
    publicUrl: platform.config.publicUrl,
    appTitle: platform.config.appTitle,
  });
}

/** One-to-one appointments and availability blocks (issue 12, decision 0034). */
export function appointmentsFeature(): Feature {
  return {
    name: 'appointments',
    register(app, platform) {
      platform.accountErasure.register('appointments', eraseAppointments);
      registerAppointmentRoutes(app, createAppointmentsService(platform));
    },
  };
}
