import fs from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Metrics } from './metrics';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Metrics', () => {
  it('scrapes without walking every handle, resource or file descriptor of the process on the event loop', async () => {
    const processInternals = process as unknown as Record<string, () => unknown[]>;
    const walks = [
      vi.spyOn(processInternals, '_getActiveHandles'),
      vi.spyOn(processInternals, 'getActiveResourcesInfo'),
      vi.spyOn(fs, 'readdirSync'),
    ];
    const text = await new Metrics().registry.metrics();
    for (const walk of walks) expect(walk).not.toHaveBeenCalled();
    expect(text).not.toMatch(/^foyer_nodejs_active_handles/m);
    expect(text).not.toMatch(/^foyer_nodejs_active_resources/m);
    // Still there: open descriptors (counted off the event loop), event-loop lag, heap, CPU.
    if (process.platform === 'linux') expect(Number(/^foyer_process_open_fds (\d+)$/m.exec(text)?.[1])).toBeGreaterThan(2);
    expect(text).toMatch(/^foyer_nodejs_eventloop_lag_max_seconds /m);
    expect(text).toMatch(/^foyer_nodejs_heap_size_used_bytes /m);
    expect(text).toMatch(/^foyer_process_cpu_seconds_total /m);
  });
});
