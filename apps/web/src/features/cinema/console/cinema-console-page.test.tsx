import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OrganizerCinemaVideo, OrganizerSpace } from '@foyer/contracts';
import { describe, expect, it } from 'vitest';
import { renderUi, signInForTest, stubFetch } from '@/app/test-utils';
import { CinemaConsolePage } from './cinema-console-page';

const spaces = [{ id: 21, type: 'cinema', name: 'Film hall', slug: 'films', published: true, location_type: 'virtual', image: null }] as OrganizerSpace[];
const trailer: OrganizerCinemaVideo = {
  id: 5, title: 'Trailer', description: 'The first look', tags: ['Keynote'], kind: 'embed', url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', thumbnail: null, duration: null, order: 0,
};
const page = <T,>(results: T[]) => ({ count: results.length, next: null, previous: null, results });
const films = '/api/events/demo/organizer/cinema/films/videos/';

function server() {
  return stubFetch((method, path, body) => {
    if (path === films && method === 'POST') return { status: 201, body: { ...trailer, ...(body as object), id: 6, thumbnail: null, duration: null, order: 1 } };
    if (path === films) return { body: page([trailer]) };
    if (path.startsWith('/api/events/demo/organizer/spaces/')) return { body: page(spaces) };
    return undefined;
  });
}

describe('the cinema section', () => {
  it('lists a cinema\'s films with their kind and tags, under the cinema\'s name', async () => {
    signInForTest();
    server();
    renderUi(<CinemaConsolePage eventSlug="demo" roles={['owner']} />, '/manage/demo/cinema/films', '/manage/*');
    const card = await screen.findByTestId('console-film');
    expect(within(card).getByText('Trailer')).toBeTruthy();
    expect(within(card).getByText('YouTube or Vimeo')).toBeTruthy();
    expect(within(card).getByText('Keynote')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Films of Film hall' })).toBeTruthy();
  });

  it('refuses a video address of another site beside its field and sends nothing; adds a stream with its tags', { timeout: 60_000 }, async () => {
    signInForTest();
    const calls = server();
    renderUi(<CinemaConsolePage eventSlug="demo" roles={['owner']} />, '/manage/demo/cinema/films', '/manage/*');
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('film-add'));
    const form = await screen.findByTestId('film-form');
    await user.click(within(form).getByRole('radio', { name: 'YouTube or Vimeo' }));
    await user.type(within(form).getByTestId('film-url'), 'https://example.org/watch?v=dQw4w9WgXcQ');
    await user.type(within(form).getByTestId('film-title'), 'Elsewhere');
    await user.click(within(form).getByTestId('film-save'));
    expect(await within(form).findByText('Enter the address of a YouTube or Vimeo video.')).toBeTruthy();
    expect(calls.find('POST', films)).toHaveLength(0);

    await user.click(within(form).getByRole('radio', { name: 'Live stream' }));
    const url = within(form).getByTestId('film-url');
    await user.clear(url);
    await user.type(url, 'https://streams.example.org/live/main.m3u8');
    await user.type(within(form).getByTestId('film-tags'), 'Live{Enter}');
    await user.click(within(form).getByTestId('film-save'));
    await waitFor(() => expect(calls.find('POST', films)).toHaveLength(1));
    expect(calls.find('POST', films)[0]!.body).toEqual({ kind: 'hls', url: 'https://streams.example.org/live/main.m3u8', title: 'Elsewhere', description: '', tags: ['Live'] });
  });
});
