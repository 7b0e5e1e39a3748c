import { ActionIcon, Group, Paper, Text, Tooltip } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { IconHelpCircle } from '@tabler/icons-react';
import type { MapDetail } from '@foyer/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { areasFor, boundingBox, fitContain, scaleBox } from '../geometry';
import { useAreaActivate } from '../hooks/use-area-activate';
import { useAreaPopup } from '../hooks/use-area-popup';
import { AreaPopup } from './area-popup';
import { AreaShape } from './area-shape';
import { openMapHelp } from './map-help';
import classes from './map.module.css';

interface DesktopMapProps {
  eventSlug: string;
  map: MapDetail;
  background: string | null;
}

/** The desktop map: the image fitted to the window, its areas drawn over it, popups on hover and focus. */
export function DesktopMap({ eventSlug, map, background }: DesktopMapProps) {
  const { t } = useTranslation();
  const { ref, width, height } = useElementSize();
  const fit = fitContain(map.image_width, map.image_height, width, height);
  const areas = useMemo(() => areasFor(map.items, false), [map.items]);
  const popup = useAreaPopup();
  const activate = useAreaActivate(eventSlug, map.meta.slug);
  const open = areas.find((a) => a.id === popup.openId);
  const popupId = open ? `map-popup-${open.id}` : undefined;

  return (
    <div
      ref={ref}
      className={classes.stage}
      data-testid="desktop-map"
      style={background ? { backgroundImage: `url(${background})` } : undefined}
    >
      {fit.scale > 0 ? (
        <div className={classes.canvas} style={{ left: fit.left, top: fit.top, width: fit.width, height: fit.height }}>
          {map.meta.image ? <img className={classes.image} src={map.meta.image} alt="" draggable={false} /> : null}
          <svg
            className={classes.overlay}
            viewBox={`0 0 ${map.image_width} ${map.image_height}`}
            preserveAspectRatio="none"
            role="group"
            aria-label={t('map.areas_label', { name: map.meta.name })}
          >
            {areas.map((area) => (
              <AreaShape
                key={area.id}
                area={area}
                popupId={area.id === open?.id ? popupId : undefined}
                onShow={popup.show}
                onHide={popup.hide}
                onActivate={activate}
              />
            ))}
          </svg>
        </div>
      ) : null}
      <div className={classes.toolbar}>
        <Paper shadow="md" radius="xl" px="md" py={6}>
          <Group gap={6} wrap="nowrap">
            <Text component="h1" size="sm" fw={700} m={0}>
              {map.meta.name}
            </Text>
            {map.meta.help_content.trim() ? (
              <Tooltip label={t('map.help')}>
                <ActionIcon variant="subtle" radius="xl" aria-label={t('map.help')} onClick={() => openMapHelp(t, map)}>
                  <IconHelpCircle size={18} />
                </ActionIcon>
              </Tooltip>
            ) : null}
          </Group>
        </Paper>
      </div>
      {open && popupId ? (
        <AreaPopup
          id={popupId}
          eventSlug={eventSlug}
          area={open}
          anchor={scaleBox(boundingBox(open.shape, open.coords), fit)}
          stage={{ width, height }}
          onPointerEnter={popup.keep}
          onPointerLeave={() => popup.hide()}
        />
      ) : null}
    </div>
  );
}
