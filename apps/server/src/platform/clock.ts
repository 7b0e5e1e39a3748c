/** The platform's notion of "now", so tests can move time instead of waiting for it. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock tests set and advance by hand. */
export class ManualClock implements Clock {
  constructor(private current = new Date()) {}
  now(): Date {
    return new Date(this.current);
  }
  set(date: Date): void {
    this.current = new Date(date);
  }
  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }
}

/**
 * The system clock moved by an offset: the dev-only test clock (`POST /api/dev/clock`, FOYER_DEBUG outside
 * production) that lets a browser test reach an appointment's time without waiting. Per process.
 */
export class OffsetClock implements Clock {
  private offset = 0;
  constructor(private readonly base: Clock = systemClock) {}
  now(): Date {
    return new Date(this.base.now().getTime() + this.offset);
  }
  get offsetMs(): number {
    return this.offset;
  }
  setOffset(ms: number): void {
    this.offset = ms;
  }
}
