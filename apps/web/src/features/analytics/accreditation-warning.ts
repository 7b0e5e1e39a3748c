import { useEffect } from 'react';
import { hideNotification } from '@/shared/notify/notify';
import { analyticsStatus } from './analytics-status';

/** Spec 1 §4 and §9: the accreditation warning's id, how long it stays, and how long analytics has to start. */
export const ACCREDITATION_NOTICE_ID = '999';
export const ACCREDITATION_NOTICE_MS = 300_000;
export const ACCREDITATION_CHECK_MS = 3_000;

/**
 * In an event that counts attendance for accreditation (`accreditation_active`): when analytics has not
 * started 3 s after the event is shown, a warning with a read-more modal says that attendance may not be
 * counted in this browser. It goes as soon as analytics starts. Its texts come as a chunk of their own,
 * only when it is shown.
 */
export function useAccreditationWarning(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const timer = setTimeout(() => {
      if (analyticsStatus.started()) return;
      void import('./accreditation-notice').then((m) => m.showAccreditationNotice());
    }, ACCREDITATION_CHECK_MS);
    const unsubscribe = analyticsStatus.subscribe(() => hideNotification(ACCREDITATION_NOTICE_ID));
    return () => {
      clearTimeout(timer);
      unsubscribe();
    };
  }, [active]);
}
