import type { MapAreaShape } from '@foyer/contracts';
import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toSvgShape } from '../geometry';
import type { EditorArea } from './editor-areas';
import { arrowStep, circleFrom, defaultShape, handlesOf, insertPoint, moveHandle, moveShape, nudgeHandle, rectFrom, removePoint, toImagePoint, type ImageSize, type Point } from './editor-geometry';
import classes from './map-editor.module.css';

export type EditorTool = 'select' | MapAreaShape;

export interface Selection {
  key: string;
  /** A handle (a corner, the radius, a polygon's point), or null for the whole shape. */
  handle: number | null;
}

interface MapCanvasProps {
  image: string | null;
  size: ImageSize;
  /** Screen pixels per image pixel. */
  zoom: number;
  areas: readonly EditorArea[];
  labelOf: (area: EditorArea) => string;
  selection: Selection | null;
  tool: EditorTool;
  onSelect: (selection: Selection | null) => void;
  onChange: (key: string, coords: number[]) => void;
  onCreate: (shape: MapAreaShape, coords: number[]) => void;
  onDelete: (key: string) => void;
}

type Gesture =
  | { kind: 'move'; key: string; start: Point; coords: number[] }
  | { kind: 'handle'; key: string; handle: number; coords: number[] }
  | { kind: 'draw'; shape: 'rect' | 'circle'; start: Point; now: Point };

/** Fewer screen pixels than this between press and release draw nothing (a click, not a drag). */
const MIN_DRAG = 3;

/**
 * The map image with its areas drawn over it as SVG, in image pixels (the SVG's viewBox is the image): drawn,
 * selected, moved and reshaped by pointer and by keyboard. It holds no areas itself; its parent keeps them.
 */
export function MapCanvas({ image, size, zoom, areas, labelOf, selection, tool, onSelect, onChange, onCreate, onDelete }: MapCanvasProps) {
  const { t } = useTranslation();
  const svg = useRef<SVGSVGElement>(null);
  const [gesture, setGesture] = useState<Gesture | null>(null);
  const [polygon, setPolygon] = useState<Point[]>([]);
  const [hover, setHover] = useState<Point | null>(null);
  const selected = areas.find((a) => a.key === selection?.key) ?? null;

  const pointOf = (e: { clientX: number; clientY: number }): Point => {
    const box = svg.current!.getBoundingClientRect();
    return toImagePoint(e.clientX, e.clientY, box, size);
  };
  const finishPolygon = (points: Point[]) => {
    if (points.length >= 3) onCreate('poly', points.flatMap((p) => [p.x, p.y]));
    setPolygon([]);
  };

  const down = (e: PointerEvent<SVGSVGElement>) => {
    if (e.button !== 0) return;
    const target = e.target as Element;
    const p = pointOf(e);
    const handleEl = target.closest('[data-handle]');
    const areaEl = target.closest('[data-area-key]');
    svg.current?.setPointerCapture?.(e.pointerId);
    if (tool === 'select') {
      if (handleEl && selected) {
        const handle = Number(handleEl.getAttribute('data-handle'));
        onSelect({ key: selected.key, handle });
        setGesture({ kind: 'handle', key: selected.key, handle, coords: selected.coords });
      } else if (areaEl) {
        const key = areaEl.getAttribute('data-area-key')!;
        const area = areas.find((a) => a.key === key)!;
        onSelect({ key, handle: null });
        setGesture({ kind: 'move', key, start: p, coords: area.coords });
      } else onSelect(null);
      return;
    }
    if (tool === 'poly') {
      const first = polygon[0];
      // A click on the first point (within a few screen pixels) closes the polygon.
      if (first && polygon.length >= 3 && Math.hypot(first.x - p.x, first.y - p.y) * zoom <= 8) finishPolygon(polygon);
      else setPolygon((points) => [...points, p]);
      return;
    }
    setGesture({ kind: 'draw', shape: tool, start: p, now: p });
  };
  const move = (e: PointerEvent<SVGSVGElement>) => {
    const p = pointOf(e);
    if (tool === 'poly') setHover(p);
    if (!gesture) return;
    if (gesture.kind === 'draw') setGesture({ ...gesture, now: p });
    else if (gesture.kind === 'move') {
      const area = areas.find((a) => a.key === gesture.key);
      if (area) onChange(gesture.key, moveShape(area.shape, gesture.coords, p.x - gesture.start.x, p.y - gesture.start.y, size));
    } else {
      const area = areas.find((a) => a.key === gesture.key);
      if (area) onChange(gesture.key, moveHandle(area.shape, gesture.coords, gesture.handle, p, size));
    }
  };
  const up = () => {
    if (gesture?.kind === 'draw') {
      const { start, now, shape } = gesture;
      if (Math.hypot(now.x - start.x, now.y - start.y) * zoom >= MIN_DRAG) onCreate(shape, shape === 'rect' ? rectFrom(start, now) : circleFrom(start, now, size));
    }
    setGesture(null);
  };

  const keyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const step = arrowStep(e.key, e.shiftKey);
    if (step && selected) {
      e.preventDefault();
      const coords =
        selection?.handle !== null && selection?.handle !== undefined
          ? nudgeHandle(selected.shape, selected.coords, selection.handle, step.x, step.y, size)
          : moveShape(selected.shape, selected.coords, step.x, step.y, size);
      onChange(selected.key, coords);
      return;
    }
    if ((e.key === 'Delete' || e.key === 'Backspace') && selected) {
      e.preventDefault();
      onDelete(selected.key);
      return;
    }
    if ((e.key === '+' || e.key === 'Insert') && selected?.shape === 'poly') {
      e.preventDefault();
      const after = selection?.handle ?? selected.coords.length / 2 - 1;
      onChange(selected.key, insertPoint(selected.coords, after));
      onSelect({ key: selected.key, handle: after + 1 });
      return;
    }
    if (e.key === '-' && selected?.shape === 'poly' && selection?.handle !== null && selection?.handle !== undefined) {
      e.preventDefault();
      onChange(selected.key, removePoint(selected.coords, selection.handle));
      onSelect({ key: selected.key, handle: null });
      return;
    }
    if ((e.key === '[' || e.key === ']') && selected) {
      // The shape's points in turn, then the whole shape again.
      e.preventDefault();
      const count = handlesOf(selected.shape, selected.coords).length;
      const order = [null, ...Array.from({ length: count }, (_, i) => i)];
      const at = order.indexOf(selection?.handle ?? null);
      onSelect({ key: selected.key, handle: order[(at + (e.key === ']' ? 1 : order.length - 1)) % order.length] ?? null });
      return;
    }
    if (e.key === 'Enter' && e.target === e.currentTarget && tool !== 'select') {
      e.preventDefault();
      if (tool === 'poly' && polygon.length > 0) finishPolygon(polygon);
      else onCreate(tool, defaultShape(tool, size));
      return;
    }
    if (e.key === 'Escape') {
      if (polygon.length > 0) setPolygon([]);
      else onSelect(null);
    }
  };

  const drawing = gesture?.kind === 'draw' ? (gesture.shape === 'rect' ? toSvgShape('rect', rectFrom(gesture.start, gesture.now)) : toSvgShape('circle', circleFrom(gesture.start, gesture.now, size))) : null;
  const handleRadius = 6 / zoom;

  return (
    <div
      className={classes.canvasFrame}
      tabIndex={0}
      role="application"
      aria-label={t('manage_maps.canvas_label')}
      aria-describedby="map-canvas-keys"
      onKeyDown={keyDown}
      data-tool={tool}
      data-testid="map-canvas"
    >
      <svg
        ref={svg}
        className={classes.canvas}
        width={size.width * zoom}
        height={size.height * zoom}
        viewBox={`0 0 ${size.width} ${size.height}`}
        onPointerDown={down}
        onPointerMove={move}
        onPointerUp={up}
        onPointerCancel={() => setGesture(null)}
        onDoubleClick={() => tool === 'poly' && finishPolygon(polygon.slice(0, -1).length >= 3 ? polygon.slice(0, -1) : polygon)}
        data-testid="map-svg"
      >
        {image ? <image href={image} x={0} y={0} width={size.width} height={size.height} preserveAspectRatio="none" /> : <rect width={size.width} height={size.height} className={classes.noImage} />}
        {areas.map((area) => {
          const shape = toSvgShape(area.shape, area.coords);
          if (!shape) return null;
          const isSelected = area.key === selection?.key;
          const common = { className: classes.shape, vectorEffect: 'non-scaling-stroke' as const };
          return (
            <g
              key={area.key}
              data-area-key={area.key}
              data-selected={isSelected || undefined}
              tabIndex={-1}
              role="img"
              aria-label={labelOf(area)}
              className={classes.area}
            >
              {shape.kind === 'rect' ? <rect x={shape.x} y={shape.y} width={shape.width} height={shape.height} {...common} /> : null}
              {shape.kind === 'circle' ? <circle cx={shape.cx} cy={shape.cy} r={shape.r} {...common} /> : null}
              {shape.kind === 'polygon' ? <polygon points={shape.points} {...common} /> : null}
            </g>
          );
        })}
        {selected && selected.for_mobile && selected.x !== null && selected.y !== null ? (
          <circle cx={selected.x} cy={selected.y} r={handleRadius * 0.8} className={classes.mobilePoint} aria-hidden />
        ) : null}
        {selected
          ? handlesOf(selected.shape, selected.coords).map((p, i) => (
              <circle
                key={i}
                data-handle={i}
                data-active={selection?.handle === i || undefined}
                cx={p.x}
                cy={p.y}
                r={handleRadius}
                className={classes.handle}
                vectorEffect="non-scaling-stroke"
              />
            ))
          : null}
        {drawing?.kind === 'rect' ? <rect x={drawing.x} y={drawing.y} width={drawing.width} height={drawing.height} className={classes.drawing} vectorEffect="non-scaling-stroke" /> : null}
        {drawing?.kind === 'circle' ? <circle cx={drawing.cx} cy={drawing.cy} r={drawing.r} className={classes.drawing} vectorEffect="non-scaling-stroke" /> : null}
        {polygon.length > 0 ? (
          <>
            <polyline points={[...polygon, ...(hover ? [hover] : [])].map((p) => `${p.x},${p.y}`).join(' ')} className={classes.drawing} vectorEffect="non-scaling-stroke" />
            {polygon.map((p, i) => (
              <circle key={i} cx={p.x} cy={p.y} r={handleRadius * 0.7} className={classes.handle} vectorEffect="non-scaling-stroke" />
            ))}
          </>
        ) : null}
      </svg>
    </div>
  );
}
