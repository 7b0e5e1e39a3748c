import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { MapArea, MapDetail } from '@foyer/contracts';
import { applyPublishedSpaceToMaps, mapKeys } from './api';

const area = (id: number, space: number, published = true): MapArea => ({
  id, shape: 'rect', coords: [0, 0, 10, 10], space, space_type: 'posters', space_name: 'Poster hall', space_slug: 'poster-hall',
  has_program: false, published, for_mobile: true, widget: null, widget_link: null, embedded_url: null, name: `Area ${id}`, x: 5, y: 5,
});
const map = (id: number, slug: string, items: MapArea[]): MapDetail => ({
  meta: { id, slug, name: slug, image: null, chat_id: null, published: true, help_content: '' },
  image_width: 100, image_height: 100, items,
});

describe('updated_published_space on maps', () => {
  it('closes and reopens the areas of that space on every cached map of the event', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(mapKeys.detail('demo', 'venue'), map(1, 'venue', [area(1, 7), area(2, 8)]));
    queryClient.setQueryData(mapKeys.detail('demo', 'terrace'), map(28, 'terrace', [area(3, 7)]));
    applyPublishedSpaceToMaps(queryClient, 'demo', { id: 7, type: 'posters', slug: 'poster-hall', published: false });
    const venue = queryClient.getQueryData<MapDetail>(mapKeys.detail('demo', 'venue'))!;
    expect(venue.items.map((a) => a.published)).toEqual([false, true]);
    expect(queryClient.getQueryData<MapDetail>(mapKeys.detail('demo', 'terrace'))!.items[0]!.published).toBe(false);
    applyPublishedSpaceToMaps(queryClient, 'demo', { id: 7, type: 'posters', slug: 'poster-hall', published: true });
    expect(queryClient.getQueryData<MapDetail>(mapKeys.detail('demo', 'venue'))!.items[0]!.published).toBe(true);
    // Other spaces are no map's own: nobody has to ask the server again.
    expect(queryClient.getQueryState(mapKeys.detail('demo', 'venue'))!.isInvalidated).toBe(false);
  });

  it('makes the page of a map that opened or closed ask the server again, and only that one', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(mapKeys.detail('demo', 'venue'), map(1, 'venue', [area(1, 28)]));
    queryClient.setQueryData(mapKeys.detail('demo', 'terrace'), map(28, 'terrace', []));
    applyPublishedSpaceToMaps(queryClient, 'demo', { id: 28, type: 'map', slug: 'terrace', published: false });
    expect(queryClient.getQueryState(mapKeys.detail('demo', 'terrace'))!.isInvalidated).toBe(true);
    expect(queryClient.getQueryData<MapDetail>(mapKeys.detail('demo', 'terrace'))!.meta.published).toBe(false);
    expect(queryClient.getQueryState(mapKeys.detail('demo', 'venue'))!.isInvalidated).toBe(false);
    expect(queryClient.getQueryData<MapDetail>(mapKeys.detail('demo', 'venue'))!.items[0]!.published).toBe(false);
  });

  it('leaves other events alone', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(mapKeys.detail('other', 'venue'), map(1, 'venue', [area(1, 7)]));
    applyPublishedSpaceToMaps(queryClient, 'demo', { id: 7, type: 'posters', slug: 'poster-hall', published: false });
    expect(queryClient.getQueryData<MapDetail>(mapKeys.detail('other', 'venue'))!.items[0]!.published).toBe(true);
  });
});
