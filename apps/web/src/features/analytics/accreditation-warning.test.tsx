import { Notifications, notificationsStore } from '@mantine/notifications';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderUi } from '@/app/test-utils';
import { resetNotifyState } from '@/shared/notify/notify';
import { analyticsStatus } from './analytics-status';
import { ACCREDITATION_CHECK_MS, ACCREDITATION_NOTICE_MS, useAccreditationWarning } from './accreditation-warning';

function Warning({ active }: { active: boolean }) {
  useAccreditationWarning(active);
  return <Notifications />;
}

const title = 'Your attendance may not be counted';

/** Spec 1 §4 and §9: a read-more warning 3 s after the event is shown when analytics has not started (id 999, 300,000 ms). */
describe('the accreditation warning', () => {
  beforeEach(() => {
    analyticsStatus.reset();
    resetNotifyState();
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  it('appears 3 s after the event is shown when analytics has not started, and its read-more opens the modal', async () => {
    renderUi(<Warning active />);
    await act(() => vi.advanceTimersByTimeAsync(ACCREDITATION_CHECK_MS - 1));
    expect(screen.queryByText(title)).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1));
    vi.useRealTimers();
    expect(await screen.findByText(title)).toBeTruthy();
    // The spec's id and duration, as the notification was shown with them.
    expect(ACCREDITATION_NOTICE_MS).toBe(300_000);
    expect(notificationsStore.getState().notifications).toEqual([expect.objectContaining({ id: '999', autoClose: 300_000, 'data-type': 'warning' })]);
    fireEvent.click(screen.getByTestId('accreditation-read-more-button'));
    expect(await screen.findByRole('dialog', { name: 'Attendance for accreditation' })).toBeTruthy();
    expect(screen.getByTestId('accreditation-read-more').textContent).toContain('ad blocker');
  });

  it('does not appear when analytics started within the 3 s', async () => {
    renderUi(<Warning active />);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    analyticsStatus.markStarted();
    await act(() => vi.advanceTimersByTimeAsync(ACCREDITATION_CHECK_MS));
    vi.useRealTimers();
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(screen.queryByText(title)).toBeNull();
  });

  it('does not appear in an event without accreditation', async () => {
    renderUi(<Warning active={false} />);
    await act(() => vi.advanceTimersByTimeAsync(ACCREDITATION_CHECK_MS * 2));
    vi.useRealTimers();
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(screen.queryByText(title)).toBeNull();
  });
});
