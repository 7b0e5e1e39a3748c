import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notifications } from '@mantine/notifications';
import { notify, resetNotifyState, toast } from './notify';

describe('notify', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(notifications, 'show').mockImplementation((n) => n.id ?? 'x');
  });
  afterEach(() => {
    resetNotifyState();
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it.each(['error', 'warning', 'success', 'info'] as const)('shows a %s notification for 7000 ms by default', (type) => {
    notify[type]('Hello');
    expect(notifications.show).toHaveBeenCalledWith(expect.objectContaining({ message: 'Hello', autoClose: 7000, 'data-type': type }));
  });

  it('shows a toast for 3000 ms', () => {
    toast('Email has been sent');
    expect(notifications.show).toHaveBeenCalledWith(expect.objectContaining({ autoClose: 3000, color: 'teal' }));
  });

  it('does not show the same id twice until it was removed, 1000 ms after hiding', () => {
    expect(notify.error('Offline', { id: 'net' })).toBe('net');
    expect(notify.error('Offline', { id: 'net' })).toBeNull();
    const shown = vi.mocked(notifications.show).mock.calls[0]![0];
    shown.onClose?.(shown);
    vi.advanceTimersByTime(999);
    expect(notify.error('Offline', { id: 'net' })).toBeNull();
    vi.advanceTimersByTime(1);
    expect(notify.error('Offline', { id: 'net' })).toBe('net');
  });

  it('keeps long notices as long as asked (browser check: 300000 ms)', () => {
    notify.warning('Check your browser', { id: '9999', displayDuration: 300_000 });
    expect(notifications.show).toHaveBeenCalledWith(expect.objectContaining({ id: '9999', autoClose: 300_000 }));
  });
});
