/**
 * The networking map's units are pixels of its background image (decision 0027). The picture is drawn
 * whole inside the map's box (object-fit: contain), so these convert between a point in the box and a
 * point of the picture, and keep a point on the picture.
 */
export interface Size {
  width: number;
  height: number;
}

export interface Fit {
  /** Screen pixels per map pixel. */
  scale: number;
  /** Where the picture starts inside the box (screen pixels). */
  left: number;
  top: number;
}

/** How a picture of `map` size sits, whole and centred, in a box of `box` size. */
export function fitContain(map: Size, box: Size): Fit {
  if (map.width <= 0 || map.height <= 0 || box.width <= 0 || box.height <= 0) return { scale: 1, left: 0, top: 0 };
  const scale = Math.min(box.width / map.width, box.height / map.height);
  return { scale, left: (box.width - map.width * scale) / 2, top: (box.height - map.height * scale) / 2 };
}

/** Keeps a map point on the picture. */
export function clampToMap(point: { x: number; y: number }, map: Size): { x: number; y: number } {
  return { x: Math.min(Math.max(point.x, 0), map.width), y: Math.min(Math.max(point.y, 0), map.height) };
}

/** A point in the box (e.g. a pointer relative to the box's corner) as a point of the map, on the picture. */
export function boxToMap(point: { x: number; y: number }, fit: Fit, map: Size): { x: number; y: number } {
  return clampToMap({ x: Math.round((point.x - fit.left) / fit.scale), y: Math.round((point.y - fit.top) / fit.scale) }, map);
}

/** A map point as a point in the box. */
export function mapToBox(point: { x: number; y: number }, fit: Fit): { x: number; y: number } {
  return { x: fit.left + point.x * fit.scale, y: fit.top + point.y * fit.scale };
}

/** A map point as percentages of the picture (for absolutely placed markers that follow resizes). */
export function mapToPercent(point: { x: number; y: number }, map: Size): { left: string; top: string } {
  return { left: `${(point.x / map.width) * 100}%`, top: `${(point.y / map.height) * 100}%` };
}

/**
 * Where a newcomer's avatar first stands: near the bottom edge (the way in), spread by the person's id
 * so people arriving together do not stack.
 */
export function entrancePoint(userId: number, map: Size): { x: number; y: number } {
  const lanes = 9;
  const lane = ((userId % lanes) + lanes) % lanes;
  return { x: Math.round(map.width * (0.3 + (0.4 * lane) / (lanes - 1))), y: Math.round(map.height * 0.9) };
}
