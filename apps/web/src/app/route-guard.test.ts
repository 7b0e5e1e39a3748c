import { describe, expect, it } from 'vitest';
import { deepestHandle, guardRedirect, isPublicRoute } from './route-guard';
import { formatTitle } from './document-title';

describe('guardRedirect', () => {
  it('lets anyone see a public route', () => {
    expect(guardRedirect({ isPublic: true, session: 'signed-out', eventSlug: 'demo' })).toBeNull();
  });

  it('sends a signed-out person on a private event route to the entry page', () => {
    expect(guardRedirect({ isPublic: false, session: 'signed-out', eventSlug: 'demo' })).toBe('/demo/enterevent');
  });

  it('sends a signed-out person on a private route outside an event to /', () => {
    expect(guardRedirect({ isPublic: false, session: 'signed-out', eventSlug: null })).toBe('/');
  });

  it.each(['loading', 'signed-in', 'failed'] as const)('does not redirect while the session is %s', (session) => {
    expect(guardRedirect({ isPublic: false, session, eventSlug: 'demo' })).toBeNull();
  });
});

describe('route handles', () => {
  it('uses the deepest handle and treats routes as private unless they say public', () => {
    const matches = [{ handle: { titleKey: 'a', isPublic: true } }, { handle: undefined }, { handle: { titleKey: 'b' } }];
    expect(deepestHandle(matches)?.titleKey).toBe('b');
    expect(isPublicRoute(deepestHandle(matches))).toBe(false);
    expect(isPublicRoute({ titleKey: 'x', isPublic: true })).toBe(true);
    expect(isPublicRoute(undefined)).toBe(true);
  });
});

describe('formatTitle', () => {
  it("writes '{route title} | {app title}'", () => {
    expect(formatTitle('Lobby', 'Foyer')).toBe('Lobby | Foyer');
  });

  it('falls back to the app title alone', () => {
    expect(formatTitle(null, 'Foyer')).toBe('Foyer');
  });
});
