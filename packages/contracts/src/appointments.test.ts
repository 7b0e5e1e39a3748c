import { describe, expect, it } from 'vitest';
import { appointmentRequestBody, appointmentSchedulesQuery, blockedSlotBody } from './appointments';

const body = { subject: 'Coffee', start_date: '2026-06-01T10:00:00Z', end_date: '2026-06-01T10:30:00Z', receiver: 2 };

describe('appointment bodies', () => {
  it('requires a location in person, with the spec\'s message', () => {
    const res = appointmentRequestBody.safeParse({ ...body, location_type: 'IN_PERSON', location: '  ' });
    expect(res.success).toBe(false);
    expect(res.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['location', 'Required']]);
    expect(appointmentRequestBody.parse(body)).toMatchObject({ location_type: 'VIRTUAL', location: '' });
  });
  it('refuses an end before the start', () => {
    expect(appointmentRequestBody.safeParse({ ...body, end_date: body.start_date }).success).toBe(false);
    expect(blockedSlotBody.safeParse({ start_date: body.end_date, end_date: body.start_date }).success).toBe(false);
    expect(blockedSlotBody.parse({ start_date: body.start_date, end_date: body.end_date })).toMatchObject({ subject: 'Blocked' });
  });
});

describe('the list query', () => {
  it('takes the three shapes of the spec, the misspelt one included', () => {
    expect(appointmentSchedulesQuery.parse({ filter: 'upcoming', offset: '10' })).toMatchObject({ filter: 'upcoming', limit: 10, offset: 10 });
    expect(appointmentSchedulesQuery.parse({ filter: 'upcomming', receiver: '7' })).toMatchObject({ receiver: 7 });
    expect(appointmentSchedulesQuery.parse({ date: '2026-06-01', status: 'ACCEPTED' })).toMatchObject({ date: '2026-06-01' });
    expect(appointmentSchedulesQuery.parse({ date: '2026-06-01T00:00:00 02:00', status: 'ACCEPTED' }).date).toBe('2026-06-01T00:00:00+02:00');
    expect(appointmentSchedulesQuery.safeParse({ filter: 'upcomming' }).success).toBe(false);
    expect(appointmentSchedulesQuery.safeParse({}).success).toBe(false);
    expect(appointmentSchedulesQuery.safeParse({ date: 'tomorrow', status: 'ACCEPTED' }).success).toBe(false);
  });
});
