import { describe, expect, it } from 'vitest';
import { actionRefusal, allowedActions, canJoin, minutesUntil, type AppointmentFacts } from './appointment-rules';

const now = new Date('2026-06-01T08:00:00Z');
const at = (iso: string) => new Date(iso);
const pending = (over: Partial<AppointmentFacts> = {}): AppointmentFacts => ({
  status: 'PENDING', sender: 1, receiver: 2, start_date: '2026-06-01T10:00:00Z', end_date: '2026-06-01T10:30:00Z', ...over,
});

describe('the appointment state machine', () => {
  it('lets the receiver accept or deny a pending request, and the sender reschedule or cancel it', () => {
    expect(allowedActions(pending(), 2, now)).toEqual(['accept', 'deny']);
    expect(allowedActions(pending(), 1, now)).toEqual(['reschedule', 'cancel']);
  });

  it('refuses the wrong party with a readable reason', () => {
    expect(actionRefusal(pending(), 1, 'accept', now)).toEqual({ kind: 'wrong_party', detail: 'Only the person who received this request can accept it.' });
    expect(actionRefusal(pending(), 2, 'reschedule', now)?.kind).toBe('wrong_party');
    expect(actionRefusal(pending(), 2, 'cancel', now)?.kind).toBe('wrong_party');
    expect(actionRefusal(pending(), 3, 'accept', now)?.kind).toBe('not_party');
    expect(actionRefusal(pending({ status: 'BLOCKED', sender: 2 }), 2, 'cancel', now)?.kind).toBe('not_party');
  });

  it('lets either party cancel an accepted appointment, and nothing else', () => {
    const accepted = pending({ status: 'ACCEPTED' });
    expect(allowedActions(accepted, 1, now)).toEqual(['cancel']);
    expect(allowedActions(accepted, 2, now)).toEqual(['cancel']);
    expect(actionRefusal(accepted, 2, 'accept', now)?.kind).toBe('wrong_status');
  });

  it('offers nothing on denied, cancelled or updated ones', () => {
    for (const status of ['DENIED', 'CANCELLED', 'UPDATED'] as const) {
      expect(allowedActions(pending({ status }), 1, now)).toEqual([]);
      expect(allowedActions(pending({ status }), 2, now)).toEqual([]);
    }
  });

  it('allows actions only while the start is in the future', () => {
    expect(actionRefusal(pending(), 2, 'accept', at('2026-06-01T10:00:00Z'))?.kind).toBe('started');
    expect(actionRefusal(pending({ status: 'ACCEPTED' }), 1, 'cancel', at('2026-06-01T10:10:00Z'))?.kind).toBe('started');
    expect(actionRefusal(pending(), 2, 'accept', at('2026-06-01T09:59:59Z'))).toBeNull();
  });
});

describe('the join window', () => {
  const call = { status: 'ACCEPTED' as const, twilio_name: '12', start_date: '2026-06-01T10:00:00Z', end_date: '2026-06-01T10:30:00Z' };
  it('opens 5 minutes before the start and closes at the end', () => {
    expect(canJoin(call, at('2026-06-01T09:54:59Z'))).toBe(false);
    expect(canJoin(call, at('2026-06-01T09:55:00Z'))).toBe(true);
    expect(canJoin(call, at('2026-06-01T10:29:59Z'))).toBe(true);
    expect(canJoin(call, at('2026-06-01T10:30:00Z'))).toBe(false);
  });
  it('needs a call and an accepted appointment', () => {
    expect(canJoin({ ...call, twilio_name: null }, at('2026-06-01T10:00:00Z'))).toBe(false);
    expect(canJoin({ ...call, status: 'CANCELLED' }, at('2026-06-01T10:00:00Z'))).toBe(false);
  });
  it('counts the minutes left for the toast', () => {
    expect(minutesUntil(call, at('2026-06-01T09:55:30Z'))).toBe(5);
    expect(minutesUntil(call, at('2026-06-01T10:05:00Z'))).toBe(0);
  });
});
