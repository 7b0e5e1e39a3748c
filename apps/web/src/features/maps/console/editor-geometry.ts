import type { MapAreaShape } from '@foyer/contracts';

/**
 * The map editor's maths. Every coordinate is an image pixel, whatever the zoom: the screen is turned into
 * image pixels once (`toImagePoint`) and everything after works on the image. Shapes are the `<area coords>`
 * the contract stores: rect `x1,y1,x2,y2`, circle `cx,cy,r`, poly `x1,y1,x2,y2,…`.
 */

export interface Point {
  x: number;
  y: number;
}
export interface ImageSize {
  width: number;
  height: number;
}
/** Where the image is drawn on the screen (an element's `getBoundingClientRect()`). */
export interface ScreenBox {
  left: number;
  top: number;
  width: number;
  height: number;
}

const clamp = (v: number, min: number, max: number) => Math.min(max, Math.max(min, v));

/** A pointer's screen position as the image pixel under it (rounded, kept on the image), at any zoom. */
export function toImagePoint(clientX: number, clientY: number, box: ScreenBox, image: ImageSize): Point {
  const x = ((clientX - box.left) / box.width) * image.width;
  const y = ((clientY - box.top) / box.height) * image.height;
  return { x: clamp(Math.round(x), 0, image.width), y: clamp(Math.round(y), 0, image.height) };
}

/** A rectangle from two corners dragged in any direction. */
export function rectFrom(a: Point, b: Point): number[] {
  return [Math.min(a.x, b.x), Math.min(a.y, b.y), Math.max(a.x, b.x), Math.max(a.y, b.y)];
}

/** A circle from its centre and a point of its edge, kept on the image. */
export function circleFrom(centre: Point, edge: Point, image: ImageSize): number[] {
  const reach = Math.min(centre.x, centre.y, image.width - centre.x, image.height - centre.y);
  return [centre.x, centre.y, clamp(Math.round(Math.hypot(edge.x - centre.x, edge.y - centre.y)), 0, reach)];
}

/** The points a shape is reshaped by: a rect's four corners, a circle's right edge, a polygon's points. */
export function handlesOf(shape: MapAreaShape, coords: readonly number[]): Point[] {
  if (shape === 'rect') {
    const [x1 = 0, y1 = 0, x2 = 0, y2 = 0] = coords;
    return [{ x: x1, y: y1 }, { x: x2, y: y1 }, { x: x2, y: y2 }, { x: x1, y: y2 }];
  }
  if (shape === 'circle') {
    const [cx = 0, cy = 0, r = 0] = coords;
    return [{ x: cx + r, y: cy }];
  }
  const points: Point[] = [];
  for (let i = 0; i + 1 < coords.length; i += 2) points.push({ x: coords[i]!, y: coords[i + 1]! });
  return points;
}

/** The shape's extent: what must stay on the image when it moves. */
function extent(shape: MapAreaShape, coords: readonly number[]) {
  if (shape === 'circle') {
    const [cx = 0, cy = 0, r = 0] = coords;
    return { minX: cx - r, minY: cy - r, maxX: cx + r, maxY: cy + r };
  }
  const points = handlesOf(shape, coords);
  return {
    minX: Math.min(...points.map((p) => p.x)),
    minY: Math.min(...points.map((p) => p.y)),
    maxX: Math.max(...points.map((p) => p.x)),
    maxY: Math.max(...points.map((p) => p.y)),
  };
}

/** The whole shape moved by (dx, dy) pixels, stopped at the image's edges. */
export function moveShape(shape: MapAreaShape, coords: readonly number[], dx: number, dy: number, image: ImageSize): number[] {
  const e = extent(shape, coords);
  const mx = clamp(dx, -e.minX, image.width - e.maxX);
  const my = clamp(dy, -e.minY, image.height - e.maxY);
  if (shape === 'circle') return [coords[0]! + mx, coords[1]! + my, coords[2]!];
  return coords.map((c, i) => c + (i % 2 === 0 ? mx : my));
}

/**
 * The shape with one handle put at `to` (kept on the image): a rect's corner (the rectangle stays the right
 * way round), the circle's radius, a polygon's point.
 */
export function moveHandle(shape: MapAreaShape, coords: readonly number[], handle: number, to: Point, image: ImageSize): number[] {
  const p = { x: clamp(to.x, 0, image.width), y: clamp(to.y, 0, image.height) };
  if (shape === 'rect') {
    const corners = handlesOf(shape, coords);
    const opposite = corners[(handle + 2) % 4]!;
    return rectFrom(opposite, p);
  }
  if (shape === 'circle') return circleFrom({ x: coords[0]!, y: coords[1]! }, p, image);
  const next = [...coords];
  next[handle * 2] = p.x;
  next[handle * 2 + 1] = p.y;
  return next;
}

/** A handle moved by (dx, dy) pixels: the arrow keys on a selected point. */
export function nudgeHandle(shape: MapAreaShape, coords: readonly number[], handle: number, dx: number, dy: number, image: ImageSize): number[] {
  const at = handlesOf(shape, coords)[handle];
  return at ? moveHandle(shape, coords, handle, { x: at.x + dx, y: at.y + dy }, image) : [...coords];
}

/** A polygon with a new point halfway between point `after` and the next one. */
export function insertPoint(coords: readonly number[], after: number): number[] {
  const n = coords.length / 2;
  const a = { x: coords[after * 2]!, y: coords[after * 2 + 1]! };
  const b = { x: coords[((after + 1) % n) * 2]!, y: coords[((after + 1) % n) * 2 + 1]! };
  const next = [...coords];
  next.splice((after + 1) * 2, 0, Math.round((a.x + b.x) / 2), Math.round((a.y + b.y) / 2));
  return next;
}

/** A polygon without point `index`; a triangle keeps its three points. */
export function removePoint(coords: readonly number[], index: number): number[] {
  if (coords.length <= 6) return [...coords];
  const next = [...coords];
  next.splice(index * 2, 2);
  return next;
}

/** A shape of each kind in the middle of the image, a fifth of its size: what the keyboard draws. */
export function defaultShape(shape: MapAreaShape, image: ImageSize): number[] {
  const cx = Math.round(image.width / 2);
  const cy = Math.round(image.height / 2);
  const w = Math.max(2, Math.round(image.width / 10));
  const h = Math.max(2, Math.round(image.height / 10));
  if (shape === 'rect') return [cx - w, cy - h, cx + w, cy + h];
  if (shape === 'circle') return [cx, cy, Math.min(w, h)];
  return [cx, cy - h, cx + w, cy + h, cx - w, cy + h];
}

/** Arrow keys as a move: 1 pixel, 10 with Shift; null for any other key. */
export function arrowStep(key: string, shift: boolean): Point | null {
  const step = shift ? 10 : 1;
  switch (key) {
    case 'ArrowLeft':
      return { x: -step, y: 0 };
    case 'ArrowRight':
      return { x: step, y: 0 };
    case 'ArrowUp':
      return { x: 0, y: -step };
    case 'ArrowDown':
      return { x: 0, y: step };
    default:
      return null;
  }
}
