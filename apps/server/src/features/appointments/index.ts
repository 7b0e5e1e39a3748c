import type { Feature, Platform } from '../../platform/context';
import type { HookList, HookSlot } from '../../platform/hooks';
import type { ReachGuards } from '../../platform/reach-guards';
import type { Identity } from '../identity';
import type { PresenceFace } from '../presence';
import type { AppointmentBetween, PrivateChatFace } from '../private-chat';
import type { CallJoinGuard, VideocallsFace } from '../videocalls';
import { eraseAppointments } from './appointments.erasure';
import { registerAppointmentRoutes } from './appointments.routes';
import { AppointmentsService } from './appointments.service';
import { appointmentsExportPart } from './appointments.export';

export { AppointmentsService } from './appointments.service';

/** The faces and hooks appointments stand on: private chat's messages, presence, calls, and who may ask whom. */
export interface AppointmentsNeeds {
  chat: PrivateChatFace;
  presence: PresenceFace;
  calls: VideocallsFace;
  /** Features that keep some people from reaching others (a block): asked before an appointment is requested. */
  guards: ReachGuards;
}

/** The appointments service (the composition root builds it once). */
export function createAppointmentsService(platform: Platform, identity: Identity, needs: AppointmentsNeeds): AppointmentsService {
  return new AppointmentsService({
    db: platform.db,
    clock: platform.clock,
    access: identity.access,
    chat: needs.chat,
    presence: needs.presence,
    mailer: platform.mailer,
    calls: needs.calls,
    favourites: platform.favourites,
    logger: platform.logger,
    publicUrl: platform.config.publicUrl,
    appTitle: platform.config.appTitle,
    mayReach: needs.guards.check,
  });
}

/** The hooks appointments add to: the calls' join rule, and the check of appointments in private messages. */
export interface AppointmentsHooks {
  callJoinGuards: HookList<CallJoinGuard>;
  appointmentCheck: HookSlot<AppointmentBetween>;
}

/** How often each process ends the calls of appointments that are over. */
const endCallsEveryMs = 30_000;

/**
 * One-to-one appointments and availability blocks (issue 12, decision 0034). An appointment's call closes
 * at its end: joins are refused from then on (the server's clock), and a sweep ends the call and tells the
 * people still in it.
 */
export function appointmentsFeature(service: AppointmentsService, hooks: AppointmentsHooks): Feature {
  return {
    name: 'appointments',
    register(app, platform) {
      platform.accountErasure.register('appointments', eraseAppointments);
      platform.accountExport.register('appointments', appointmentsExportPart);
      hooks.appointmentCheck.provide((eventId, id, a, b) => service.isBetween(eventId, id, a, b));
      hooks.callJoinGuards.add(service.callGuard);
      registerAppointmentRoutes(app, service);
      platform.sweeps.every('ending finished appointment calls', { everyMs: endCallsEveryMs }, () => service.endFinishedCalls());
    },
  };
}
