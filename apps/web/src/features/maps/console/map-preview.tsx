import { Modal, Skeleton, Tabs } from '@mantine/core';
import { IconDeviceDesktop, IconDeviceMobile } from '@tabler/icons-react';
import type { MapDetail, OrganizerSpace } from '@foyer/contracts';
import { Suspense, useMemo, type KeyboardEvent, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyNamed } from '@/shared/ui/lazy';
import { DesktopMap } from '../components/desktop-map';
import { previewAreaOf, type EditorArea } from './editor-areas';
import type { ImageSize } from './editor-geometry';
import classes from './map-editor.module.css';

// As on the attendee's map page: the pinch-zoom library comes only when the phone is shown.
const MobileMap = lazyNamed(() => import('../components/mobile-map'), 'MobileMap');

interface MapPreviewProps {
  opened: boolean;
  onClose: () => void;
  eventSlug: string;
  mapSlug: string;
  mapName: string;
  mapId: number;
  image: string;
  size: ImageSize;
  areas: readonly EditorArea[];
  spaces: readonly OrganizerSpace[];
}

/** Stops a click in the preview from leaving the console for the space the area opens. */
const stay = (e: SyntheticEvent) => {
  e.preventDefault();
  e.stopPropagation();
};

/**
 * The map as an attendee sees it, unsaved changes included: the attendee's own desktop and mobile map
 * components, fed the editor's areas, in a desktop frame and a phone-sized one. Hover and focus show the
 * popups; clicks stay in the preview.
 */
export function MapPreview({ opened, onClose, eventSlug, mapSlug, mapName, mapId, image, size, areas, spaces }: MapPreviewProps) {
  const { t } = useTranslation();
  const detail: MapDetail = useMemo(
    () => ({
      meta: { id: mapId, slug: mapSlug, name: mapName, image, chat_id: null, published: true, help_content: '' },
      image_width: size.width,
      image_height: size.height,
      items: areas.map((area, i) => previewAreaOf(area, i, spaces)),
    }),
    [areas, spaces, image, mapId, mapName, mapSlug, size.height, size.width],
  );
  const guard = { onClickCapture: stay, onKeyDownCapture: (e: KeyboardEvent) => (e.key === 'Enter' || e.key === ' ') && stay(e) };
  return (
    <Modal opened={opened} onClose={onClose} title={t('manage_maps.preview.title')} size="min(1200px, 96vw)" closeButtonProps={{ 'aria-label': t('common.close') }}>
      <Tabs defaultValue="desktop" keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="desktop" leftSection={<IconDeviceDesktop size={16} aria-hidden />}>
            {t('manage_maps.preview.desktop')}
          </Tabs.Tab>
          <Tabs.Tab value="phone" leftSection={<IconDeviceMobile size={16} aria-hidden />}>
            {t('manage_maps.preview.phone')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="desktop">
          <div className={classes.desktop} data-testid="preview-desktop" {...guard}>
            <DesktopMap eventSlug={eventSlug} map={detail} background={null} />
          </div>
        </Tabs.Panel>
        <Tabs.Panel value="phone">
          <div className={classes.phone} data-testid="preview-phone" {...guard}>
            <Suspense fallback={<Skeleton h="100%" />}>
              <MobileMap eventSlug={eventSlug} map={detail} chatId={null} showFeed={false} />
            </Suspense>
          </div>
        </Tabs.Panel>
      </Tabs>
    </Modal>
  );
}
