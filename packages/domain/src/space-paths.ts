import type { SpaceType } from '@foyer/contracts';

/** Space-to-path mapping (spec 2): the address a space of each type opens at. */
export function spacePath(eventSlug: string, space: { type: SpaceType; slug: string }, linkedSlug?: string | null): string {
  const base = `/${eventSlug}`;
  switch (space.type) {
    case 'map':
      return `${base}/map/${space.slug}/`;
    case 'presentation':
      return `${base}/presentation/${space.slug}/`;
    case 'booth':
      // A booth space opens the booth browser of the map it is linked to.
      return linkedSlug ? `${base}/map/${linkedSlug}/booth/${space.slug}` : `${base}/booths/${space.slug}`;
    case 'networking':
      return `${base}/networking/${space.slug}/`;
    case 'cinema':
      return `${base}/cinema/${space.slug}/`;
    case 'jobs':
      return `${base}/jobs/${space.slug}`;
    case 'meeting':
      return `${base}/meetings/${space.slug}`;
    case 'chat_roulette':
      return `${base}/chatroulette/${space.slug}/`;
    case 'posters':
      return `${base}/posters/${space.slug}/`;
    case 'embedded':
      return `${base}/embedded/${space.slug}/`;
    default: {
      const unknown: never = space.type;
      throw new Error(`No path for space type ${String(unknown)}`);
    }
  }
}
