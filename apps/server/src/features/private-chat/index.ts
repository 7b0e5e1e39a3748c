import type { Feature, Platform } from '../../platform/context';
import type { HookSlot } from '../../platform/hooks';
import type { ReachGuards } from '../../platform/reach-guards';
import type { Identity } from '../identity';
import type { PresenceFace } from '../presence';
import { createBroadcastAudience } from './broadcast-audience';
import { erasePrivateChat } from './private-chat.erasure';
import { DigestQueue } from './private-chat.digests';
import { PrivateChatRepository } from './private-chat.repository';
import { registerPrivateChatRoutes } from './private-chat.routes';
import { PrivateChatService, type AppointmentBetween } from './private-chat.service';
import { privateChatExportPart } from './private-chat.export';

export { PrivateChatService, type AppointmentBetween } from './private-chat.service';
export { DigestQueue, digestDelayMs } from './private-chat.digests';

/** What other features (appointments) use of private chat: sending a message that carries an appointment. */
export type PrivateChatFace = Pick<PrivateChatService, 'send' | 'cardWithin'>;

/** How often each process looks for digests that are due. */
const digestEveryMs = 30_000;

export interface PrivateChat {
  service: PrivateChatService;
  digests: DigestQueue;
}

/** The hooks private chat reads: who answers whether a message may carry an appointment, who may message whom. */
export interface PrivateChatHooks {
  /** The appointments feature: a private message may carry only an appointment between its two people. */
  appointmentCheck: HookSlot<AppointmentBetween>;
  /** Features that keep some people from messaging others (a block): asked before a message is stored. */
  guards: ReachGuards;
}

/** Private chat's service and digest queue (the composition root builds them once). */
export function createPrivateChat(platform: Platform, identity: Identity, presence: PresenceFace, hooks: PrivateChatHooks): PrivateChat {
  const digests = new DigestQueue(platform.db, platform.clock, presence, platform.mailer, platform.logger, {
    publicUrl: platform.config.publicUrl,
    appTitle: platform.config.appTitle,
  });
  const service = new PrivateChatService(
    new PrivateChatRepository(platform.db),
    identity.access,
    platform.clock,
    presence,
    platform.realtime,
    createBroadcastAudience(platform.db),
    digests,
    (eventId, appointmentId, a, b) => hooks.appointmentCheck.get()?.(eventId, appointmentId, a, b) ?? Promise.resolve(false),
    hooks.guards.check,
  );
  return { service, digests };
}

/**
 * Private chat, the notification bot and broadcasts over REST; messages reach people through their own
 * room per event (`event:<slug>:user:<id>`), joined at login; a timer sends the digest mails that are due.
 */
export function privateChatFeature({ service, digests }: PrivateChat): Feature {
  return {
    name: 'private-chat',
    register(app, platform) {
      platform.accountErasure.register('private-chat', erasePrivateChat);
      platform.accountExport.register('private-chat', privateChatExportPart);
      registerPrivateChatRoutes(app, service);
      platform.sweeps.every('private message digests', { everyMs: digestEveryMs }, () => digests.processDue());
    },
  };
}
