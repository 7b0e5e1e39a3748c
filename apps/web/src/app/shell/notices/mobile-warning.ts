import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '@/shared/notify/notify';
import { sessionFlags } from '@/shared/storage';

/** A phone or tablet: by its user agent, or a narrow touch screen. */
export function isMobileDevice(userAgent: string, narrowTouch: boolean): boolean {
  return /Android|iPhone|iPad|iPod|Mobile|Silk|Kindle/i.test(userAgent) || narrowTouch;
}

/** The mobile warning, when the event's flag is on and the device is mobile; once per visit. */
export function useMobileWarning(eventSlug: string, enabled: boolean): void {
  const { t } = useTranslation();
  useEffect(() => {
    if (!enabled) return;
    const narrowTouch = window.matchMedia('(pointer: coarse) and (max-width: 932px)').matches;
    if (!isMobileDevice(navigator.userAgent, narrowTouch)) return;
    const flag = `foyer.mobileWarning.${eventSlug}`;
    if (sessionFlags.has(flag)) return;
    sessionFlags.set(flag);
    notify.warning(t('shell.mobile_warning.body'), { id: 'mobile-warning', title: t('shell.mobile_warning.title') });
  }, [eventSlug, enabled, t]);
}
