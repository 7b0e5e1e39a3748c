import type { Poster, PosterSpace } from '@foyer/contracts';
import type { SpaceRow } from '../identity';
import type { PosterListRow } from './posters.repository';
import { posterSettings } from './posters.settings';

export function presentPoster({ poster, author }: PosterListRow, spaceSlug: string, chatId: number | null): Poster {
  return {
    id: poster.id,
    title: poster.title,
    author: poster.authorId,
    author_names: poster.authorNames,
    author_user: author ? { id: author.id, first_name: author.firstName, last_name: author.lastName, mugshot: author.mugshot } : null,
    pdf: poster.pdf,
    preview: poster.preview,
    video_url: poster.videoUrl,
    space_slug: spaceSlug,
    chat: chatId,
  };
}

export function presentPosterSpace(space: SpaceRow, chatId: number | null): PosterSpace {
  const settings = posterSettings(space);
  return {
    meta: {
      id: space.id,
      slug: space.slug,
      name: space.name,
      image: space.image,
      chat_id: chatId,
      help_content: settings.help_content,
      published: space.published,
      enable_messaging: settings.enable_messaging,
      enable_video: settings.enable_video,
    },
  };
}
