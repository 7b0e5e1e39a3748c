import { notify } from '@/shared/notify/notify';
import { i18n } from '@/i18n';

/** The call this tab is in (the call room sets it while open), so another call is not started alongside. */
let active: { eventSlug: string; videocallId: number } | null = null;

export const activeCall = {
  get: () => active,
  set(eventSlug: string, videocallId: number): void {
    active = { eventSlug, videocallId };
  },
  clear(videocallId: number): void {
    if (active?.videocallId === videocallId) active = null;
  },
};

/**
 * Whether a new call may start now (a click on the networking map, calling an attendee, an invite): not
 * while this tab is in another call — then the notification 'cant start new call during call' (spec 1 §8).
 */
export function canStartNewCall(videocallId?: number): boolean {
  if (!active || active.videocallId === videocallId) return true;
  notify.warning(i18n.t('videocall.cant_start_new_call'), { id: 'cant-start-new-call' });
  return false;
}
