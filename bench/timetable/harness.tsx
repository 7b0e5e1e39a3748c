/**
 * bench/timetable's page: the web app's timetable grid alone, with one day of 2,000 items in 60 spaces,
 * built by Vite like the app (production React, the same CSS). It exposes what the bench drives on `window`.
 */
import '@mantine/core/styles.css';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useLayoutEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { MemoryRouter } from 'react-router';
import type { TimetableItem, TimetableSpace } from '@foyer/contracts';
import { defaultPreviewConfig } from '@foyer/contracts';
import { zoomIn, zoomLevel, zoomOut, initialZoomIndex } from '@foyer/domain';
import { initI18n } from '@/i18n';
import { goodiebagKeys } from '@/features/goodiebag/api';
import { TimetableGrid } from '@/features/program/components/timetable-grid';
import { programClock } from '@/features/program/clock';

const date = '2026-05-12';
const spacesCount = 60;
const itemsCount = 2000;

/** 60 spaces, 2,000 items from 07:00 to 23:00 UTC of lengths 15–90 minutes, a few containers. */
function day(): TimetableSpace[] {
  const spaces: TimetableSpace[] = [];
  let id = 1;
  for (let s = 0; s < spacesCount; s++) {
    const items: TimetableItem[] = [];
    const perSpace = Math.floor(itemsCount / spacesCount) + (s < itemsCount % spacesCount ? 1 : 0);
    let minute = 7 * 60 + (s % 4) * 5;
    for (let i = 0; i < perSpace; i++) {
      const length = 15 + ((s * 7 + i * 13) % 6) * 15;
      const start = new Date(Date.UTC(2026, 4, 12, 0, minute));
      const end = new Date(Date.UTC(2026, 4, 12, 0, minute + length));
      items.push({ id: id++, name: `Session ${s + 1}.${i + 1}: a title of some length`, start_date: start.toISOString(), end_date: end.toISOString(), color: ['#5b3cc4', '#c4563c', '#3c8fc4', null][i % 4] ?? null, sponsor: null, tags: [], isContainer: false, parent_id: null, space_id: s + 1, performer_ids: [] });
      minute += Math.max(1, Math.floor((16 * 60) / perSpace));
    }
    const containers: TimetableItem[] = [{ id: 100_000 + s, name: `Track ${s + 1}`, start_date: `${date}T08:00:00.000Z`, end_date: `${date}T12:00:00.000Z`, color: null, sponsor: null, tags: [], isContainer: true, parent_id: null, space_id: s + 1, performer_ids: [] }];
    spaces.push({ id: s + 1, name: `Room ${s + 1}`, slug: `room-${s + 1}`, type: 'presentation', location_type: (['virtual', 'hybrid', 'in_person'] as const)[s % 3], published: s % 10 !== 9, items, containers });
  }
  return spaces;
}

declare global {
  interface Window {
    bench: { ready: Promise<number>; zoom(direction: 'in' | 'out'): number; scroller(): HTMLElement; items: number };
  }
}

const spaces = day();
const clock = programClock({ timezone: 'UTC', preview_config: { ...defaultPreviewConfig } }, 'en-US', 'UTC');
const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
queryClient.setQueryData(goodiebagKeys.entries('bench'), []);

let resolveReady: (ms: number) => void = () => undefined;
const ready = new Promise<number>((resolve) => (resolveReady = resolve));
let setZoomRef: ((z: ReturnType<typeof zoomLevel>) => void) | null = null;
let current = zoomLevel(initialZoomIndex);

function Bench({ started }: { started: number }) {
  const [zoom, setZoom] = useState(current);
  setZoomRef = (z) => {
    current = z;
    setZoom(z);
  };
  // First render: from mounting to the first frame painted with the grid.
  useLayoutEffect(() => {
    requestAnimationFrame(() => setTimeout(() => resolveReady(performance.now() - started), 0));
  }, [started]);
  return (
    <div style={{ position: 'fixed', left: 0, right: 0, bottom: 0 }}>
      <TimetableGrid eventSlug="bench" date={date} spaces={spaces} zoom={zoom} clock={clock} onOpen={() => undefined} />
    </div>
  );
}

window.bench = {
  ready,
  items: spaces.reduce((n, s) => n + s.items.length, 0),
  scroller: () => document.querySelector('[data-testid="timetable-grid"]') as HTMLElement,
  /** Zooms and returns the milliseconds of the synchronous re-render and layout. */
  zoom(direction) {
    const t0 = performance.now();
    flushSync(() => setZoomRef?.(direction === 'in' ? zoomIn(current) : zoomOut(current)));
    void document.body.offsetHeight;
    return performance.now() - t0;
  },
};

void initI18n('en-US').then(() => {
  const started = performance.now();
  createRoot(document.getElementById('root') as HTMLElement).render(
    <MantineProvider>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter>
          <Bench started={started} />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
});
