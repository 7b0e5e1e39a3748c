import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as contracts from './index';
import type { RouteDef } from './http';
import { clientEventLimits, describeRateLimit, describeRouteRateLimit, routeLimits } from './rate-limits';
import { clientToServer } from './realtime';

/** Every route of every route table the contracts export (`authRoutes`, `boothRoutes`, …). */
function allRoutes(): [string, RouteDef][] {
  const routes: [string, RouteDef][] = [];
  for (const [table, value] of Object.entries(contracts)) {
    if (!table.endsWith('Routes') || typeof value !== 'object' || value === null) continue;
    for (const [name, route] of Object.entries(value)) {
      if (route && typeof route === 'object' && 'method' in route && 'path' in route) routes.push([`${table}.${name}`, route as RouteDef]);
    }
  }
  return routes;
}

const docPath = (path: string) => path.replace(/:([A-Za-z_]+)/g, '{$1}');

describe('rate limits (decision 0015)', () => {
  it('finds the route tables', () => {
    expect(allRoutes().length).toBeGreaterThan(30);
  });

  it('every route that writes declares a limit', () => {
    const missing = allRoutes()
      .filter(([, route]) => route.method !== 'GET' && !route.rateLimit)
      .map(([name, route]) => `${name}: ${route.method} ${route.path}`);
    expect(missing, 'add `rateLimit` to these routes in packages/contracts').toEqual([]);
  });

  it('every client event declares a limit, and only those', () => {
    expect(Object.keys(clientEventLimits).sort()).toEqual(Object.keys(clientToServer).sort());
  });

  it('limits are sane: at least one hit, a window, and a body field the body has', () => {
    const all = [...allRoutes().flatMap(([, route]) => routeLimits(route.rateLimit)), ...Object.values(clientEventLimits)];
    for (const limit of all) {
      expect(Number.isInteger(limit.max) && limit.max >= 1).toBe(true);
      expect(limit.windowSeconds).toBeGreaterThan(0);
    }
    for (const [name, route] of allRoutes()) {
      for (const limit of routeLimits(route.rateLimit)) {
        if (!limit.by) continue;
        const shape = (route.body as { shape?: Record<string, unknown> } | undefined)?.shape;
        expect(shape && limit.by in shape, `${name} counts by a body field it has`).toBe(true);
      }
    }
  });

  it('docs/realtime.md lists every limit as declared', () => {
    const doc = fs.readFileSync(new URL('../../../docs/realtime.md', import.meta.url), 'utf8');
    const lines = [
      ...allRoutes()
        .filter(([, route]) => route.rateLimit)
        .map(([, route]) => `| \`${route.method} ${docPath(route.path)}\` | ${describeRouteRateLimit(route)} |`),
      ...Object.entries(clientEventLimits).map(([event, limit]) => `| \`${event}\` | ${describeRateLimit(limit, 'person')} |`),
    ];
    const missing = lines.filter((line) => !doc.includes(line));
    expect(missing, 'docs/realtime.md, "Rate limits": these rows are missing or differ').toEqual([]);
  });

  it('says limits in words', () => {
    expect(describeRateLimit({ max: 30, windowSeconds: 60 }, 'person')).toBe('30 per minute per person');
    expect(describeRateLimit({ max: 2, windowSeconds: 30, by: 'tab' }, 'person')).toBe('2 per 30 s per person and tab');
    expect(describeRateLimit({ max: 60, windowSeconds: 60, store: 'local' }, 'person')).toBe('60 per minute per person, counted per server process');
    expect(describeRateLimit({ max: 3, windowSeconds: 120, per: 'socket' }, 'person')).toBe('3 per 2 min per socket');
    expect(describeRateLimit({ max: 5, windowSeconds: 600 }, 'IP address')).toBe('5 per 10 min per IP address');
  });
});
