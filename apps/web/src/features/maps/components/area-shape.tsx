import type { MapArea } from '@foyer/contracts';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toSvgShape } from '../geometry';
import classes from './map.module.css';

interface AreaShapeProps {
  area: MapArea;
  popupId: string | undefined;
  onShow: (id: number) => void;
  onHide: (immediately?: boolean) => void;
  onActivate: (area: MapArea) => void;
}

/** One clickable area drawn over the map image; a button for the keyboard and screen readers. */
export function AreaShape({ area, popupId, onShow, onHide, onActivate }: AreaShapeProps) {
  const { t } = useTranslation();
  const shape = toSvgShape(area.shape, area.coords);
  if (!shape) return null;
  const closed = !area.published;
  const label = closed ? t('map.area_closed_label', { name: area.name }) : area.name;
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      onActivate(area);
    } else if (e.key === 'Escape') onHide(true);
  };
  const common = {
    className: classes.areaShape,
    vectorEffect: 'non-scaling-stroke' as const,
  };
  return (
    <g
      role="button"
      tabIndex={0}
      aria-label={label}
      aria-describedby={popupId}
      data-area-id={area.id}
      data-closed={closed || undefined}
      className={classes.area}
      onMouseEnter={() => onShow(area.id)}
      onMouseLeave={() => onHide()}
      onFocus={() => onShow(area.id)}
      onBlur={() => onHide(true)}
      onClick={() => onActivate(area)}
      onKeyDown={onKeyDown}
    >
      {shape.kind === 'circle' ? <circle cx={shape.cx} cy={shape.cy} r={shape.r} {...common} /> : null}
      {shape.kind === 'rect' ? <rect x={shape.x} y={shape.y} width={shape.width} height={shape.height} rx={6} {...common} /> : null}
      {shape.kind === 'polygon' ? <polygon points={shape.points} {...common} /> : null}
    </g>
  );
}
