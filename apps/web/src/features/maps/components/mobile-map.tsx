import { Modal } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import type { MapArea, MapDetail } from '@foyer/contracts';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { KeepScale, TransformComponent, TransformWrapper, type ReactZoomPanPinchRef } from 'react-zoom-pan-pinch';
import { PublicChat } from '@/features/public-chat';
import { SocialFeed } from '@/features/social-feed';
import { areasFor, pointPercent } from '../geometry';
import { useAreaActivate } from '../hooks/use-area-activate';
import { mobileHint } from '../mobile-hint';
import { openMapHelp } from './map-help';
import { MobileFooter, type MobilePanel } from './mobile-footer';
import { MobileHint } from './mobile-hint-overlay';
import classes from './mobile-map.module.css';

/** Zoom of a tapped point (spec 1 §9 "map zoom scale 2") and how long the move takes. */
export const POINT_ZOOM_SCALE = 2;
const ZOOM_MS = 350;

interface MobileMapProps {
  eventSlug: string;
  map: MapDetail;
  chatId: number | null;
  showFeed: boolean;
}

/** The mobile map: swipe and pinch the image; its points open spaces (first tap zooms, second opens). */
export function MobileMap({ eventSlug, map, chatId, showFeed }: MobileMapProps) {
  const { t } = useTranslation();
  const { ref, width, height } = useElementSize();
  const zoom = useRef<ReactZoomPanPinchRef>(null);
  const panned = useRef(false);
  const [hintShown, setHintShown] = useState(() => !mobileHint.seen(eventSlug));
  const [titles, setTitles] = useState(false);
  const [active, setActive] = useState<number | null>(null);
  const [panel, setPanel] = useState<MobilePanel | null>(null);
  const areas = useMemo(() => areasFor(map.items, true), [map.items]);
  const activate = useAreaActivate(eventSlug, map.meta.slug);

  // The image fills the height; wider than the phone, it is swiped sideways.
  const fitScale = height > 0 ? Math.max(height / map.image_height, width / map.image_width) : 0;
  const contentW = map.image_width * fitScale;
  const contentH = map.image_height * fitScale;

  const dismissHint = () => {
    mobileHint.dismiss(eventSlug);
    setHintShown(false);
  };

  const tapPoint = (area: MapArea, el: HTMLElement) => {
    if (active === area.id) {
      activate(area);
      return;
    }
    setActive(area.id);
    zoom.current?.zoomToElement(el, POINT_ZOOM_SCALE, ZOOM_MS, 'easeOut');
  };

  return (
    <div className={classes.root} data-testid="mobile-map">
      <div ref={ref} className={classes.viewport}>
        {fitScale > 0 ? (
          <TransformWrapper
            ref={zoom}
            minScale={1}
            maxScale={4}
            initialScale={1}
            centerOnInit
            limitToBounds
            doubleClick={{ disabled: true }}
            onPanningStart={() => {
              panned.current = false;
            }}
            onPanning={() => {
              panned.current = true;
            }}
          >
            <TransformComponent wrapperStyle={{ width: '100%', height: '100%' }}>
              <div
                className={classes.content}
                style={{ width: contentW, height: contentH }}
                data-testid="mobile-map-content"
                onClick={(e) => {
                  if (e.target !== e.currentTarget && !(e.target instanceof HTMLImageElement)) return;
                  if (panned.current) {
                    panned.current = false;
                    return;
                  }
                  setActive(null);
                  setTitles((v) => !v);
                }}
              >
                {map.meta.image ? <img src={map.meta.image} alt="" className={classes.image} draggable={false} /> : null}
                {!hintShown
                  ? areas.map((area) => {
                      const { left, top } = pointPercent(area, map.image_width, map.image_height);
                      const isActive = active === area.id;
                      return (
                        <div key={area.id} className={classes.pointWrap} style={{ left: `${left}%`, top: `${top}%` }}>
                          <KeepScale>
                            <button
                              type="button"
                              className={classes.point}
                              data-active={isActive || undefined}
                              data-closed={!area.published || undefined}
                              aria-label={area.published ? area.name : t('map.area_closed_label', { name: area.name })}
                              data-testid="map-point"
                              onClick={(e) => {
                                e.stopPropagation();
                                tapPoint(area, e.currentTarget);
                              }}
                            >
                              <span className={classes.dot} aria-hidden />
                              {titles || isActive ? (
                                <span className={classes.title} data-testid="map-point-title">
                                  {area.name}
                                  {isActive ? <span className={classes.tapAgain}>{t('map.tap_again')}</span> : null}
                                </span>
                              ) : null}
                            </button>
                          </KeepScale>
                        </div>
                      );
                    })
                  : null}
              </div>
            </TransformComponent>
          </TransformWrapper>
        ) : null}
        {hintShown ? <MobileHint onDismiss={dismissHint} /> : null}
      </div>
      <MobileFooter
        chat={chatId !== null}
        feed={showFeed}
        help={!!map.meta.help_content.trim()}
        onOpen={(p) => (p === 'help' ? openMapHelp(t, map) : setPanel(p))}
      />
      <Modal
        opened={panel !== null}
        onClose={() => setPanel(null)}
        fullScreen
        title={panel === 'feed' ? t('feed.title') : t('chat.public_title')}
        closeButtonProps={{ 'aria-label': t('common.close') }}
        styles={{ body: { padding: 0, height: 'calc(100dvh - 60px)', display: 'flex', flexDirection: 'column' } }}
      >
        {panel === 'chat' && chatId !== null ? <PublicChat eventSlug={eventSlug} chatId={chatId} /> : null}
        {panel === 'feed' ? <SocialFeed eventSlug={eventSlug} /> : null}
      </Modal>
    </div>
  );
}
