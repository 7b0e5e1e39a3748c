import { isEmbeddableUrl, type EmbeddedSpace } from '@foyer/contracts';
import type { SpacesFace } from '../spaces';

/** Embedded spaces: a third-party page in a frame; its address lives in the space's settings. */
export class EmbeddedService {
  constructor(private readonly spaces: SpacesFace) {}

  /** The space and its embed URL: 404 unknown, 403 `space_closed` for everyone but organisers while unpublished. */
  async space(eventSlug: string, userId: number, embeddedSlug: string): Promise<EmbeddedSpace> {
    const { space } = await this.spaces.requireEnterable(eventSlug, userId, 'embedded', embeddedSlug);
    const url = space.settings.embed_url;
    return {
      meta: { id: space.id, slug: space.slug, name: space.name, published: space.published, image: space.image },
      // Stored only through the contracts' schema; checked again so nothing else ever reaches a frame.
      embed_url: typeof url === 'string' && isEmbeddableUrl(url) ? url : null,
    };
  }
}
