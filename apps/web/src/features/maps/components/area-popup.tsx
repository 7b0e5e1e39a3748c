import { Group, Paper, Skeleton, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { MapArea } from '@foyer/contracts';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEventTimeFormat } from '@/shared/session/use-time-format';
import { spaceProgramQuery, PreviewEntry } from '@/features/program-preview';
import { previewEntries, popupSize, POPUP_HEADER_HEIGHT, POPUP_ITEM_HEIGHT } from '../popup-size';
import classes from './map.module.css';

interface AreaPopupProps {
  id: string;
  eventSlug: string;
  area: MapArea;
  /** The area's box on screen, relative to the stage. */
  anchor: { x: number; y: number; width: number; height: number };
  stage: { width: number; height: number };
  onPointerEnter: () => void;
  onPointerLeave: () => void;
}

const GAP = 12;

/** Where a popup of this size goes: beside the area (right, else left), kept inside the stage. */
export function placePopup(anchor: AreaPopupProps['anchor'], size: { width: number; height: number }, stage: AreaPopupProps['stage']) {
  const right = anchor.x + anchor.width + GAP;
  const left = right + size.width <= stage.width - 8 ? right : Math.max(8, anchor.x - GAP - size.width);
  const top = Math.min(Math.max(8, anchor.y + anchor.height / 2 - size.height / 2), Math.max(8, stage.height - size.height - 8));
  return { left, top };
}

/** The popup of an area: its name and the space's coming program, 'space closed', or the widget's hint. */
export function AreaPopup({ id, eventSlug, area, anchor, stage, onPointerEnter, onPointerLeave }: AreaPopupProps) {
  const { t } = useTranslation();
  const wantsProgram = area.published && area.space !== null && area.has_program && !area.widget;
  const program = useQuery({ ...spaceProgramQuery(eventSlug, area.space ?? 0), enabled: wantsProgram });
  const entries = useMemo(() => previewEntries(program.data), [program.data]);
  const [now] = useState(() => Date.now());
  const timeFormat = useEventTimeFormat();

  useEffect(() => {
    if (program.isError) console.error(`Program preview of space ${area.space} could not be loaded`, program.error);
    else if (program.isSuccess && entries.length === 0) console.info('No Popup Data found', { space: area.space });
  }, [program.isError, program.isSuccess, program.error, entries.length, area.space]);

  const loading = wantsProgram && program.isPending;
  const size = popupSize(area, loading ? 1 : entries.length);
  const { left, top } = placePopup(anchor, size, stage);
  const hint = area.widget ? t(`map.widget_hint.${area.widget}`, { defaultValue: t('map.widget_hint.default') }) : null;

  return (
    <Paper
      id={id}
      role="tooltip"
      data-testid="map-popup"
      shadow="lg"
      radius="md"
      withBorder
      className={classes.popup}
      style={{ left, top, width: size.width, minHeight: size.height }}
      onMouseEnter={onPointerEnter}
      onMouseLeave={onPointerLeave}
    >
      <Group h={POPUP_HEADER_HEIGHT} px="md" gap={8} wrap="nowrap">
        <Text size="sm" fw={700} truncate>
          {area.name}
        </Text>
      </Group>
      {!area.published ? (
        <Group gap={6} px="md" pb="sm" mt={-6} wrap="nowrap" c="dimmed">
          <IconLock size={14} aria-hidden />
          <Text size="xs" fw={600}>
            {t('map.space_closed')}
          </Text>
        </Group>
      ) : null}
      {hint ? (
        <Text size="xs" c="dimmed" px="md" pb="sm" mt={-6}>
          {hint}
        </Text>
      ) : null}
      {loading ? <Skeleton h={POPUP_ITEM_HEIGHT - 16} mx="md" mb={8} radius="sm" /> : null}
      {entries.map((entry) => (
        <PreviewEntry key={`${entry.type}-${entry.id}`} entry={entry} now={now} timeFormat={timeFormat} />
      ))}
    </Paper>
  );
}
