import { HookList } from './hooks';

/** One person reaching another in an event: a private message, a call, an appointment request, a card. */
export interface Reach {
  eventId: number;
  from: number;
  to: number;
}

/** A feature's rule about who may reach whom (a block): throws an `ApiError` to refuse, returns to allow. */
export type ReachGuard = (reach: Reach) => Promise<void>;

/**
 * The guards of one place where people reach each other (private chat, calls, appointments, business cards):
 * the composition root makes one per place, the owning feature checks it, a feature with a rule adds to it.
 * Neither knows the other's internals, the platform knows neither.
 */
export class ReachGuards extends HookList<ReachGuard> {
  /** The check a service calls before it stores or delivers anything; reads the guards at every call. */
  readonly check: ReachGuard = async (reach) => {
    for (const guard of this.all) await guard(reach);
  };
}

/** What a service without guards checks (its tests and seeds). */
export const reachAnyone: ReachGuard = () => Promise.resolve();

/** One person saying something in public in an event: a public chat message, a question on a stage. */
export interface Speech {
  eventId: number;
  userId: number;
}

/** A feature's rule about who may speak in public (a silence): throws an `ApiError` to refuse, returns to allow. */
export type SpeechGuard = (speech: Speech) => Promise<void>;

/** The guards of public speech (public chats, the stage's Q&A): their features check, a feature with a rule adds. */
export class SpeechGuards extends HookList<SpeechGuard> {
  readonly check: SpeechGuard = async (speech) => {
    for (const guard of this.all) await guard(speech);
  };
}

/** What a service without guards checks (its tests and seeds). */
export const speakFreely: SpeechGuard = () => Promise.resolve();
