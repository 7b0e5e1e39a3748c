import { Center, Loader } from '@mantine/core';
import type { TFunction } from 'i18next';
import { Suspense } from 'react';
import { closeAppModal, openAppModal } from '@/shared/ui/modals';
import { lazyNamed } from '@/shared/ui/lazy';

// The device check is a chunk of its own, fetched when the modal first opens.
const DeviceCheck = lazyNamed(() => import('@/features/device-check'), 'DeviceCheck');

const modalId = 'browser-settings';

/**
 * 'Check browser settings' (spec 3, profile dropdown): the device compatibility check, with the browser's
 * name and a link to its status page.
 */
export function openBrowserSettingsModal(t: TFunction): void {
  openAppModal({
    id: modalId,
    title: t('profile.browser_settings'),
    size: 'lg',
    children: (
      <Suspense
        fallback={
          <Center py="xl">
            <Loader aria-label={t('common.loading')} />
          </Center>
        }
      >
        <DeviceCheck onClose={() => closeAppModal(modalId)} />
      </Suspense>
    ),
  });
}
