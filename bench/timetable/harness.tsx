/**
 * bench/timetable's page: the web app's timetable grid alone, with one day of 2,000 items in 60 spaces,
 * built by Vite like the app (production React, the same CSS). It exposes what the bench drives on `window`.
 */
import '@mantine/core/styles.css';
import { MantineProvider, Text } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { MemoryRouter } from 'react-router';
import type { TimetableItem, TimetableSpace } from '@foyer/contracts';
import { defaultPreviewConfig } from '@foyer/contracts';
import { initialZoomIndex, timetableLayout, zoomIn, zoomLevel, zoomOut } from '@foyer/domain';
import { initI18n } from '@/i18n';
import { goodiebagKeys } from '@/features/goodiebag/api';
import { TimetableGrid } from '@/features/program/components/timetable-grid';
import { programClock } from '@/features/program/clock';

const date = '2026-05-12';
const spacesCount = 60;
const itemsCount = 2000;

/** 60 spaces, 2,000 items from 07:00 to 23:00 in Amsterdam (UTC+2 that day) of lengths 15–90 minutes, a few containers. */
function day(): TimetableSpace[] {
  const spaces: TimetableSpace[] = [];
  let id = 1;
  for (let s = 0; s < spacesCount; s++) {
    const items: TimetableItem[] = [];
    const perSpace = Math.floor(itemsCount / spacesCount) + (s < itemsCount % spacesCount ? 1 : 0);
    let minute = 7 * 60 + (s % 4) * 5;
    for (let i = 0; i < perSpace; i++) {
      const length = 15 + ((s * 7 + i * 13) % 6) * 15;
      const start = new Date(Date.UTC(2026, 4, 12, -2, minute));
      const end = new Date(Date.UTC(2026, 4, 12, -2, minute + length));
      items.push({ id: id++, name: `Session ${s + 1}.${i + 1}: a title of some length`, start_date: start.toISOString(), end_date: end.toISOString(), color: ['#5b3cc4', '#c4563c', '#3c8fc4', null][i % 4] ?? null, sponsor: null, tags: [], isContainer: false, parent_id: null, space_id: s + 1, performer_ids: [] });
      minute += Math.max(1, Math.floor((16 * 60) / perSpace));
    }
    const containers: TimetableItem[] = [{ id: 100_000 + s, name: `Track ${s + 1}`, start_date: `${date}T06:00:00.000Z`, end_date: `${date}T10:00:00.000Z`, color: null, sponsor: null, tags: [], isContainer: true, parent_id: null, space_id: s + 1, performer_ids: [] }];
    spaces.push({ id: s + 1, name: `Room ${s + 1}`, slug: `room-${s + 1}`, type: 'presentation', location_type: (['virtual', 'hybrid', 'in_person'] as const)[s % 3], published: s % 10 !== 9, items, containers });
  }
  return spaces;
}

declare global {
  interface Window {
    bench: BenchApi;
  }
}

/** What the bench drives. Times are of frames: from the change to the end of the frame that shows it. */
interface BenchApi {
  /** Resolves once the app (providers, language) is up, before the grid is opened. */
  started: Promise<void>;
  /** Opens the grid, as a click on the footer's tab does; resolves with the ms until its first frame is painted. */
  open(): Promise<number>;
  /** Scrolls by (dx, dy) and resolves with the main thread's ms for that frame (scroll handler, React, style, layout, paint). */
  scrollStep(dx: number, dy: number): Promise<number>;
  /** Zooms in or out and resolves with that frame's ms, as `scrollStep`. */
  zoom(direction: 'in' | 'out'): Promise<number>;
  scroller(): HTMLElement;
  items: number;
}

const spaces = day();
// An event's timezone, as events have (the browser's own is UTC here): times are converted as in the app.
const clock = programClock({ timezone: 'Europe/Amsterdam', preview_config: { ...defaultPreviewConfig } }, 'en-US');
const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
queryClient.setQueryData(goodiebagKeys.entries('bench'), []);

/**
 * Runs `change` at the start of a frame and resolves when that frame's work on the main thread is done: the
 * rendering steps (style, layout, paint, commit to the compositor) run right after animation-frame callbacks,
 * and a message posted from the callback is handled only after them.
 */
function frame(change: () => void, name: string): Promise<number> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => {
      const t0 = performance.now();
      change();
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        // A user-timing measure, so a trace of the bench (BENCH_TIMETABLE_TRACE) can tell its frames apart.
        performance.measure(name, { start: t0 });
        resolve(performance.now() - t0);
      };
      channel.port2.postMessage(null);
    });
  });
}

/** Whether an item block lies inside the grid's visible box. */
function itemsShown(): boolean {
  const grid = document.querySelector('[data-testid="timetable-grid"]')?.getBoundingClientRect();
  if (!grid) return false;
  return [...document.querySelectorAll('[data-testid="timetable-item"]')].some((el) => {
    const r = el.getBoundingClientRect();
    return r.right > grid.left + timetableLayout.headerColumnWidth && r.left < grid.right && r.bottom > grid.top && r.top < grid.bottom;
  });
}

let setOpen: ((open: boolean) => void) | null = null;
let setZoomRef: ((z: ReturnType<typeof zoomLevel>) => void) | null = null;
let current = zoomLevel(initialZoomIndex);
let resolveStarted: () => void = () => undefined;

function Bench() {
  const [open, setOpenState] = useState(false);
  const [zoom, setZoom] = useState(current);
  setOpen = setOpenState;
  setZoomRef = (z) => {
    current = z;
    setZoom(z);
  };
  useEffect(() => resolveStarted(), []);
  const onOpen = useCallback(() => undefined, []);
  // The app around it is on screen before the grid opens (its fonts in use), as the footer's tab is.
  return (
    <div style={{ position: 'fixed', left: 0, right: 0, bottom: 0 }}>
      <Text size="sm" fw={600} px="md">
        Timetable <Text span size="xs">Europe/Amsterdam</Text>
      </Text>
      {open ? <TimetableGrid eventSlug="bench" date={date} spaces={spaces} zoom={zoom} clock={clock} onOpen={onOpen} /> : null}
    </div>
  );
}

window.bench = {
  started: new Promise<void>((resolve) => (resolveStarted = resolve)),
  items: spaces.reduce((n, s) => n + s.items.length, 0),
  scroller: () => document.querySelector('[data-testid="timetable-grid"]') as HTMLElement,
  // Rendered synchronously, as a click on the tab renders it; done at the end of the first frame whose
  // picture shows items inside the grid's window (a grid painted empty first does not count as rendered).
  open: () =>
    new Promise((resolve) => {
      requestAnimationFrame(() => {
        const t0 = performance.now();
        flushSync(() => setOpen?.(true));
        const afterFrame = () => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => (itemsShown() ? resolve(performance.now() - t0) : requestAnimationFrame(afterFrame));
          channel.port2.postMessage(null);
        };
        afterFrame();
      });
    }),
  scrollStep: (dx, dy) =>
    frame(() => {
      const el = window.bench.scroller();
      el.scrollLeft += dx;
      el.scrollTop += dy;
      // The browser would fire it at the next frame; fired here, its work lands in this frame.
      el.dispatchEvent(new Event('scroll'));
    }, 'scroll-frame'),
  zoom: (direction) => frame(() => flushSync(() => setZoomRef?.(direction === 'in' ? zoomIn(current) : zoomOut(current))), 'zoom-frame'),
};

void initI18n('en-US').then(() =>
  createRoot(document.getElementById('root') as HTMLElement).render(
    <MantineProvider>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter>
          <Bench />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  ),
);
