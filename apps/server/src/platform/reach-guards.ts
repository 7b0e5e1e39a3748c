import type { Platform } from './context';

/** One person reaching another in an event: a private message, a call, an appointment request, a card. */
export interface Reach {
  eventId: number;
  from: number;
  to: number;
}

/** A feature's rule about who may reach whom (a block): throws an `ApiError` to refuse, returns to allow. */
export type ReachGuard = (reach: Reach) => Promise<void>;

/**
 * The guards of one place where people reach each other. The feature owning the place (private chat, calls,
 * appointments, business cards) keeps one `ReachGuards` and exports a function adding to it; a feature with
 * a rule registers through that function. Neither knows the other's internals, the platform knows neither.
 */
export class ReachGuards {
  private readonly byPlatform = new WeakMap<Platform, ReachGuard[]>();

  add(platform: Platform, guard: ReachGuard): void {
    const list = this.byPlatform.get(platform);
    if (list) list.push(guard);
    else this.byPlatform.set(platform, [guard]);
  }

  /** The check a service calls before it stores or delivers anything; read at every call. */
  checker(platform: Platform): ReachGuard {
    return async (reach) => {
      for (const guard of this.byPlatform.get(platform) ?? []) await guard(reach);
    };
  }
}

/** What a service without guards checks (its tests and seeds). */
export const reachAnyone: ReachGuard = () => Promise.resolve();
