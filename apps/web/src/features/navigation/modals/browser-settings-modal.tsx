import { modals } from '@mantine/modals';
import type { TFunction } from 'i18next';
import { BrowserStatus } from '@/features/browser-check/browser-status';

/** 'Check browser settings': name, version and what works here (video calling, screen sharing). */
export function openBrowserSettingsModal(t: TFunction): void {
  modals.open({ modalId: 'browser-settings', title: t('profile.browser_settings'), size: 'md', children: <BrowserStatus /> });
}
