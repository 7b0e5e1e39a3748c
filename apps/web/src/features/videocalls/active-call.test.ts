import '@/app/test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notify } from '@/shared/notify/notify';
import { realtime } from '@/shared/realtime';
import { startCall } from '@/features/calling/call-modals';
import { activeCall, canStartNewCall } from './active-call';

describe('one call per tab', () => {
  afterEach(() => {
    activeCall.clear(5);
    vi.restoreAllMocks();
  });

  it("refuses a new call while in another, with 'cant start new call during call'", () => {
    const warn = vi.spyOn(notify, 'warning').mockReturnValue('x');
    expect(canStartNewCall()).toBe(true);
    activeCall.set('demo', 5);
    expect(canStartNewCall(5)).toBe(true);
    expect(canStartNewCall()).toBe(false);
    expect(warn).toHaveBeenCalledWith('cant start new call during call', expect.anything());
    activeCall.clear(5);
    expect(canStartNewCall()).toBe(true);
  });

  it('calling an attendee from inside a call rings nobody', () => {
    vi.spyOn(notify, 'warning').mockReturnValue('x');
    const send = vi.spyOn(realtime, 'send').mockImplementation(() => undefined);
    activeCall.set('demo', 5);
    startCall('demo', { id: 9, first_name: 'Cara', last_name: 'Test', mugshot: null });
    expect(send).not.toHaveBeenCalled();
  });
});
