import type { Feature, Platform } from '../../platform/context';
import { ReachGuards, type ReachGuard } from '../../platform/reach-guards';
import { EventAccess } from '../events';
import { createPresenceService } from '../presence';
import { createPrivateChat, provideAppointmentCheck } from '../private-chat';
import { createVideocallsService, extendCalls } from '../videocalls';
import { eraseAppointments } from './appointments.erasure';
import { registerAppointmentRoutes } from './appointments.routes';
import { AppointmentsService } from './appointments.service';

export { AppointmentsService } from './appointments.service';
export { AppointmentsRepository } from './appointments.repository';

/** Rules of other features about who may reach whom (a block), asked before an appointment is requested. */
const requestGuards = new ReachGuards();

/** For a feature that keeps some people from reaching others: `guard` throws to refuse an appointment request. */
export function guardAppointmentRequests(platform: Platform, guard: ReachGuard): void {
  requestGuards.add(platform, guard);
}

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
    mayReach: requestGuards.checker(platform),
  });
}

/** How often each process ends the calls of appointments that are over. */
const endCallsEveryMs = 30_000;

/**
 * One-to-one appointments and availability blocks (issue 12, decision 0034). An appointment's call closes
 * at its end: joins are refused from then on (the server's clock), and a sweep ends the call and tells the
 * people still in it.
 */
export function appointmentsFeature(options: { endCallsEveryMs?: number } = {}): Feature {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;
  return {
    name: 'appointments',
    register(app, platform) {
      const service = createAppointmentsService(platform);
      platform.accountErasure.register('appointments', eraseAppointments);
      provideAppointmentCheck(platform, (eventId, id, a, b) => service.isBetween(eventId, id, a, b));
      extendCalls(platform, { guard: service.callGuard });
      registerAppointmentRoutes(app, service);
      timer = setInterval(() => {
        if (running) return;
        running = service
          .endFinishedCalls()
          .catch((err: unknown) => platform.logger.error({ err }, 'ending finished appointment calls failed'))
          .finally(() => (running = null));
      }, options.endCallsEveryMs ?? endCallsEveryMs);
      timer.unref();
    },
    async close() {
      if (timer) clearInterval(timer);
      await running;
    },
  };
}
