import type { Feature, Platform } from '../../platform/context';
import { ReachGuards, type ReachGuard } from '../../platform/reach-guards';
import { EventAccess } from '../events';
import { createPresenceService } from '../presence';
import { createBroadcastAudience } from './broadcast-audience';
import { erasePrivateChat } from './private-chat.erasure';
import { DigestQueue } from './private-chat.digests';
import { PrivateChatRepository } from './private-chat.repository';
import { registerPrivateChatRoutes } from './private-chat.routes';
import { PrivateChatService, type AppointmentBetween } from './private-chat.service';

export { PrivateChatService, type AppointmentBetween } from './private-chat.service';
export { DigestQueue, digestDelayMs } from './private-chat.digests';

/** How often each process looks for digests that are due. */
const digestEveryMs = 30_000;

export interface PrivateChat {
  service: PrivateChatService;
  digests: DigestQueue;
}

/** Who answers whether a message may carry an appointment, per platform (the appointments feature). */
const appointmentChecks = new WeakMap<Platform, AppointmentBetween>();

/** For the appointments feature: a private message may carry only an appointment between its two people. */
export function provideAppointmentCheck(platform: Platform, check: AppointmentBetween): void {
  appointmentChecks.set(platform, check);
}

/** Rules of other features about who may message whom (a block), asked before a message is stored. */
const messageGuards = new ReachGuards();

/** For a feature that keeps some people from messaging others: `guard` throws to refuse a private message. */
export function guardPrivateMessages(platform: Platform, guard: ReachGuard): void {
  messageGuards.add(platform, guard);
}

export function createPrivateChat(platform: Platform): PrivateChat {
  const presence = createPresenceService(platform);
  const digests = new DigestQueue(platform.db, platform.clock, presence, platform.mailer, platform.logger, {
    publicUrl: platform.config.publicUrl,
    appTitle: platform.config.appTitle,
  });
  const service = new PrivateChatService(
    new PrivateChatRepository(platform.db),
    new EventAccess(platform.db, platform.clock),
    platform.clock,
    presence,
    platform.realtime,
    createBroadcastAudience(platform.db),
    digests,
    (eventId, appointmentId, a, b) => appointmentChecks.get(platform)?.(eventId, appointmentId, a, b) ?? Promise.resolve(false),
    messageGuards.checker(platform),
  );
  return { service, digests };
}

/**
 * Private chat, the notification bot and broadcasts over REST; messages reach people through their own
 * room per event (`event:<slug>:user:<id>`), joined at login; a timer sends the digest mails that are due.
 */
export function privateChatFeature(options: { digestEveryMs?: number } = {}): Feature {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;
  return {
    name: 'private-chat',
    register(app, platform) {
      platform.accountErasure.register('private-chat', erasePrivateChat);
      const { service, digests } = createPrivateChat(platform);
      registerPrivateChatRoutes(app, service);
      timer = setInterval(() => {
        if (running) return;
        running = digests
          .processDue()
          .catch((err: unknown) => platform.logger.error({ err }, 'private message digests failed'))
          .finally(() => (running = null));
      }, options.digestEveryMs ?? digestEveryMs);
      timer.unref();
    },
    async close() {
      if (timer) clearInterval(timer);
      await running;
    },
  };
}

export { PrivateChatRepository } from './private-chat.repository';
