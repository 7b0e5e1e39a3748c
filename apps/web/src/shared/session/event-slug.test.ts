import { describe, expect, it } from 'vitest';
import { eventSlugFromPath } from './event-slug';

describe('eventSlugFromPath', () => {
  it('takes the first segment as the event', () => {
    expect(eventSlugFromPath('/demo')).toBe('demo');
    expect(eventSlugFromPath('/demo/map/venue/')).toBe('demo');
  });

  it.each(['/login', '/logout', '/remove-account', '/remove-account-success/', '/reactivate-account', '/my-browser', '/dev/outbox'])(
    '%s has no event',
    (path) => {
      expect(eventSlugFromPath(path)).toBeNull();
    },
  );

  it.each(['/map/venue/', '/videocall/12', '/presentation/keynote/', '/cinema/films/'])('%s (a reserved name) has no event', (path) => {
    expect(eventSlugFromPath(path)).toBeNull();
  });

  it('has no event at the root or in a malformed address', () => {
    expect(eventSlugFromPath('/%E0%A4%A')).toBeNull();
    expect(eventSlugFromPath('/')).toBeNull();
  });
});
