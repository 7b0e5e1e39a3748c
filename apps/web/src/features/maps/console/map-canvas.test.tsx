import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MapAreaShape } from '@foyer/contracts';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '@/app/test-utils';
import { newArea, type EditorArea } from './editor-areas';
import { insertPoint, moveHandle, moveShape, removePoint, toImagePoint } from './editor-geometry';
import { MapCanvas, type EditorTool, type Selection } from './map-canvas';

const image = { width: 1000, height: 800 };

describe('the map editor\'s maths', () => {
  it('reads a pointer as the same image pixel at any zoom', () => {
    // The image drawn at half its size, then at twice, with the canvas 40 px from the left and 30 from the top.
    expect(toImagePoint(40 + 100, 30 + 50, { left: 40, top: 30, width: 500, height: 400 }, image)).toEqual({ x: 200, y: 100 });
    expect(toImagePoint(40 + 400, 30 + 200, { left: 40, top: 30, width: 2000, height: 1600 }, image)).toEqual({ x: 200, y: 100 });
    // Outside the image: its nearest edge.
    expect(toImagePoint(0, 5000, { left: 40, top: 30, width: 500, height: 400 }, image)).toEqual({ x: 0, y: 800 });
  });

  it('moves shapes and their handles within the image', () => {
    expect(moveShape('rect', [10, 10, 110, 60], 5, -3, image)).toEqual([15, 7, 115, 57]);
    expect(moveShape('rect', [10, 10, 110, 60], -50, 0, image)).toEqual([0, 10, 100, 60]);
    expect(moveShape('circle', [950, 400, 40], 100, 0, image)).toEqual([960, 400, 40]);
    // Dragging a rect's top-left corner past its bottom-right keeps the rectangle the right way round.
    expect(moveHandle('rect', [100, 100, 200, 200], 0, { x: 300, y: 250 }, image)).toEqual([200, 200, 300, 250]);
    expect(moveHandle('circle', [500, 400, 10], 0, { x: 530, y: 440 }, image)).toEqual([500, 400, 50]);
    expect(moveHandle('poly', [0, 0, 100, 0, 50, 80], 2, { x: 60, y: 90 }, image)).toEqual([0, 0, 100, 0, 60, 90]);
  });

  it('adds a polygon point halfway along an edge and keeps at least three', () => {
    expect(insertPoint([0, 0, 100, 0, 50, 80], 0)).toEqual([0, 0, 50, 0, 100, 0, 50, 80]);
    expect(insertPoint([0, 0, 100, 0, 50, 80], 2)).toEqual([0, 0, 100, 0, 50, 80, 25, 40]);
    expect(removePoint([0, 0, 50, 0, 100, 0, 50, 80], 1)).toEqual([0, 0, 100, 0, 50, 80]);
    expect(removePoint([0, 0, 100, 0, 50, 80], 1)).toEqual([0, 0, 100, 0, 50, 80]);
  });
});

/** The canvas with the areas and selection kept as the editor keeps them. */
function Harness({ zoom, tool, start, onCreate, onDelete }: { zoom: number; tool: EditorTool; start: EditorArea[]; onCreate?: (shape: MapAreaShape, coords: number[]) => void; onDelete?: (key: string) => void }) {
  const [areas, setAreas] = useState(start);
  const [selection, setSelection] = useState<Selection | null>(start[0] ? { key: start[0].key, handle: null } : null);
  return (
    <>
      <MapCanvas
        image="/map.png"
        size={image}
        zoom={zoom}
        areas={areas}
        labelOf={(a) => a.key}
        selection={selection}
        tool={tool}
        onSelect={setSelection}
        onChange={(key, coords) => setAreas((list) => list.map((a) => (a.key === key ? { ...a, coords } : a)))}
        onCreate={onCreate ?? (() => {})}
        onDelete={onDelete ?? (() => {})}
      />
      <output data-testid="coords">{areas.map((a) => a.coords.join(',')).join(' | ')}</output>
      <output data-testid="handle">{String(selection?.handle)}</output>
    </>
  );
}

/** Puts the SVG at (left, top) on the screen, drawn at the zoom's size. */
function placeSvg(zoom: number, left = 40, top = 30) {
  const svg = screen.getByTestId('map-svg');
  svg.getBoundingClientRect = () => ({ left, top, width: image.width * zoom, height: image.height * zoom, x: left, y: top, right: left + image.width * zoom, bottom: top + image.height * zoom, toJSON: () => ({}) });
  return svg;
}

describe('the map canvas', () => {
  it.each([0.5, 2])('draws a rectangle in image pixels at zoom %s', (zoom) => {
    const onCreate = vi.fn();
    renderUi(<Harness zoom={zoom} tool="rect" start={[]} onCreate={onCreate} />);
    const svg = placeSvg(zoom);
    fireEvent.pointerDown(svg, { button: 0, clientX: 40 + 100 * zoom, clientY: 30 + 200 * zoom, pointerId: 1 });
    fireEvent.pointerMove(svg, { clientX: 40 + 300 * zoom, clientY: 30 + 260 * zoom, pointerId: 1 });
    fireEvent.pointerUp(svg, { clientX: 40 + 300 * zoom, clientY: 30 + 260 * zoom, pointerId: 1 });
    expect(onCreate).toHaveBeenCalledWith('rect', [100, 200, 300, 260]);
  });

  it('draws a polygon point by point and closes it on its first point', () => {
    const onCreate = vi.fn();
    renderUi(<Harness zoom={0.5} tool="poly" start={[]} onCreate={onCreate} />);
    const svg = placeSvg(0.5);
    for (const [x, y] of [[100, 100], [300, 100], [200, 300], [101, 101]] as const) {
      fireEvent.pointerDown(svg, { button: 0, clientX: 40 + x * 0.5, clientY: 30 + y * 0.5, pointerId: 1 });
      fireEvent.pointerUp(svg, { pointerId: 1 });
    }
    expect(onCreate).toHaveBeenCalledWith('poly', [100, 100, 300, 100, 200, 300]);
  });

  it('moves a dragged area by the image pixels the pointer travelled, whatever the zoom', () => {
    renderUi(<Harness zoom={2} tool="select" start={[{ ...newArea('rect', [100, 100, 200, 150]), key: 'a' }]} />);
    const svg = placeSvg(2);
    const shape = document.querySelector('[data-area-key="a"] rect')!;
    fireEvent.pointerDown(shape, { button: 0, clientX: 40 + 150 * 2, clientY: 30 + 120 * 2, pointerId: 1 });
    fireEvent.pointerMove(svg, { clientX: 40 + 170 * 2, clientY: 30 + 110 * 2, pointerId: 1 });
    fireEvent.pointerUp(svg, { pointerId: 1 });
    expect(screen.getByTestId('coords').textContent).toBe('120,90,220,140');
  });

  it('moves the selected area by 1 pixel with an arrow key and 10 with Shift, and one point after [ or ]', async () => {
    const onDelete = vi.fn();
    renderUi(<Harness zoom={0.25} tool="select" start={[{ ...newArea('poly', [100, 100, 300, 100, 200, 300]), key: 'p' }]} onDelete={onDelete} />);
    const user = userEvent.setup();
    screen.getByTestId('map-canvas').focus();
    await user.keyboard('{ArrowRight}{ArrowRight}{Shift>}{ArrowDown}{/Shift}');
    expect(screen.getByTestId('coords').textContent).toBe('102,110,302,110,202,310');
    await user.keyboard('{]}{]}');
    expect(screen.getByTestId('handle').textContent).toBe('1');
    await user.keyboard('{ArrowUp}');
    expect(screen.getByTestId('coords').textContent).toBe('102,110,302,109,202,310');
    await user.keyboard('+');
    expect(screen.getByTestId('coords').textContent).toBe('102,110,302,109,252,210,202,310');
    expect(screen.getByTestId('handle').textContent).toBe('2');
    await user.keyboard('-');
    expect(screen.getByTestId('coords').textContent).toBe('102,110,302,109,202,310');
    await user.keyboard('{Delete}');
    expect(onDelete).toHaveBeenCalledWith('p');
  });
});
