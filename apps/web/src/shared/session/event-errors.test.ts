import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '@/shared/api/errors';
import { eventLoadErrorMessage } from './event-errors';

const t = (key: string) => `t:${key}`;
const refusal = (status: number, data: unknown) => new ApiRequestError('refused', status, data);

describe('event load error catalogue (spec 1 §8)', () => {
  it('invite-only → event access: not allowed', () => {
    expect(eventLoadErrorMessage(refusal(403, { detail: 'This is an invite only event.', code: 'inviteonly' }), t)).toBe('t:event_access.not_allowed');
  });

  it("detail 'Not found.' → event not found", () => {
    expect(eventLoadErrorMessage(refusal(404, { detail: 'Not found.' }), t)).toBe('t:event_access.not_found');
  });

  it('otherwise the message, error or detail field, in that order', () => {
    expect(eventLoadErrorMessage(refusal(403, { message: 'Closed for maintenance', detail: 'x' }), t)).toBe('Closed for maintenance');
    expect(eventLoadErrorMessage(refusal(403, { error: 'Event ended', detail: 'x' }), t)).toBe('Event ended');
    expect(eventLoadErrorMessage(refusal(403, { detail: 'The event is not published yet.' }), t)).toBe('The event is not published yet.');
  });

  it('else the not-allowed text', () => {
    expect(eventLoadErrorMessage(refusal(403, null), t)).toBe('t:event_access.not_allowed');
    expect(eventLoadErrorMessage(refusal(400, { name: ['bad'] }), t)).toBe('t:event_access.not_allowed');
    expect(eventLoadErrorMessage('weird', t)).toBe('t:event_access.not_allowed');
  });

  it("a network failure says 'cant reach server'", () => {
    expect(eventLoadErrorMessage(new ApiRequestError('cant reach server', null, null), t)).toBe('t:common.cant_reach_server');
  });
});
