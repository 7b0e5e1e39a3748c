/** How the grid of remote participants is arranged (spec 1 "Video call room"). */
export type GridLayoutName = 'waiting' | 'one' | 'two' | 'three' | 'two-rows' | 'three-rows';

export interface GridLayout {
  name: GridLayoutName;
  rows: number;
  columns: number;
}

/**
 * The layout for `count` remote participants: none → the waiting text; 1, 2 and 3 each their own; 4 to 6 in
 * two rows; 7 or more in three rows. On a portrait screen two and three stack instead of standing side by
 * side (a phone is taller than wide); the rows of bigger calls stay as the spec draws them.
 */
export function gridLayout(count: number, portrait = false): GridLayout {
  if (count <= 0) return { name: 'waiting', rows: 0, columns: 0 };
  if (count === 1) return { name: 'one', rows: 1, columns: 1 };
  if (count === 2) return portrait ? { name: 'two', rows: 2, columns: 1 } : { name: 'two', rows: 1, columns: 2 };
  if (count === 3) return portrait ? { name: 'three', rows: 3, columns: 1 } : { name: 'three', rows: 1, columns: 3 };
  if (count <= 6) return { name: 'two-rows', rows: 2, columns: Math.ceil(count / 2) };
  return { name: 'three-rows', rows: 3, columns: Math.ceil(count / 3) };
}
