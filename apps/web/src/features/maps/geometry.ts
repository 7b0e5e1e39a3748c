import type { MapArea, MapAreaShape } from '@foyer/contracts';

/** How the map image sits in its box: scaled to fit (aspect kept), centred, letterboxed. */
export interface Fit {
  scale: number;
  width: number;
  height: number;
  left: number;
  top: number;
}

/** Scales an image of `imageW`×`imageH` into a box, keeping its aspect ratio (CSS `object-fit: contain`). */
export function fitContain(imageW: number, imageH: number, boxW: number, boxH: number): Fit {
  if (imageW <= 0 || imageH <= 0 || boxW <= 0 || boxH <= 0) return { scale: 0, width: 0, height: 0, left: 0, top: 0 };
  const scale = Math.min(boxW / imageW, boxH / imageH);
  const width = imageW * scale;
  const height = imageH * scale;
  return { scale, width, height, left: (boxW - width) / 2, top: (boxH - height) / 2 };
}

/** An area as SVG draws it, in image pixels (the SVG's viewBox is the image, so it scales with it). */
export type SvgShape =
  | { kind: 'circle'; cx: number; cy: number; r: number }
  | { kind: 'rect'; x: number; y: number; width: number; height: number }
  | { kind: 'polygon'; points: string };

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * Reads `<area coords>` of a shape (rect `x1,y1,x2,y2`; circle `cx,cy,r`; poly `x1,y1,…`) as an SVG
 * shape. Corners of a rect may come in any order. Null for coordinates that draw nothing.
 */
export function toSvgShape(shape: MapAreaShape, coords: readonly number[]): SvgShape | null {
  if (coords.some((c) => !Number.isFinite(c))) return null;
  switch (shape) {
    case 'circle': {
      const [cx, cy, r] = coords;
      if (coords.length < 3 || r! <= 0) return null;
      return { kind: 'circle', cx: cx!, cy: cy!, r: r! };
    }
    case 'rect': {
      const [x1, y1, x2, y2] = coords;
      if (coords.length < 4) return null;
      const x = Math.min(x1!, x2!);
      const y = Math.min(y1!, y2!);
      return { kind: 'rect', x, y, width: Math.abs(x2! - x1!), height: Math.abs(y2! - y1!) };
    }
    case 'poly': {
      if (coords.length < 6) return null;
      const pairs: string[] = [];
      for (let i = 0; i + 1 < coords.length; i += 2) pairs.push(`${coords[i]},${coords[i + 1]}`);
      return { kind: 'polygon', points: pairs.join(' ') };
    }
    default: {
      const never: never = shape;
      throw new Error(`Unknown area shape ${String(never)}`);
    }
  }
}

/** The bounding box of an area in image pixels. */
export function boundingBox(shape: MapAreaShape, coords: readonly number[]): Box {
  if (shape === 'circle') {
    const [cx = 0, cy = 0, r = 0] = coords;
    return { x: cx - r, y: cy - r, width: 2 * r, height: 2 * r };
  }
  const xs = coords.filter((_, i) => i % 2 === 0);
  const ys = coords.filter((_, i) => i % 2 === 1);
  if (xs.length === 0 || ys.length === 0) return { x: 0, y: 0, width: 0, height: 0 };
  const x = Math.min(...xs);
  const y = Math.min(...ys);
  return { x, y, width: Math.max(...xs) - x, height: Math.max(...ys) - y };
}

/** A box in image pixels placed on the screen through a fit. */
export function scaleBox(box: Box, fit: Fit): Box {
  return { x: fit.left + box.x * fit.scale, y: fit.top + box.y * fit.scale, width: box.width * fit.scale, height: box.height * fit.scale };
}

/** The areas a layout shows: the mobile map keeps `for_mobile` areas, the desktop map draws all. */
export function areasFor(items: readonly MapArea[], mobile: boolean): MapArea[] {
  return mobile ? items.filter((a) => a.for_mobile) : [...items];
}

/** A point of the mobile map as a share of the image (0–1), so it stays put at any zoom. */
export function pointPercent(area: Pick<MapArea, 'x' | 'y'>, imageW: number, imageH: number): { left: number; top: number } {
  const clamp = (v: number) => Math.min(100, Math.max(0, v));
  return { left: clamp((area.x / imageW) * 100), top: clamp((area.y / imageH) * 100) };
}
