import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Poster } from '@foyer/contracts';
import { renderApp, shellServer, signInForTest, stubFetch } from '@/app/test-utils';
import { registerSpacePage } from '@/shared/plug-ins/space-pages';
import { PostersPage } from './components/posters-page';

vi.setConfig({ testTimeout: 20_000 });
beforeAll(() => registerSpacePage('posters', PostersPage));

const posters: Poster[] = Array.from({ length: 23 }, (_, i) => ({
  id: 100 + i, title: `Poster ${i + 1}`, author: null, author_names: `Author ${i + 1}`, author_user: null,
  pdf: null, preview: null, video_url: null, space_slug: 'hall', chat: null,
}));

function postersServer() {
  const shell = shellServer();
  return stubFetch((method, path, body) => {
    const url = new URL(path, 'http://x');
    if (url.pathname === '/api/events/demo/posters/hall/') {
      return { body: { meta: { id: 5, slug: 'hall', name: 'Poster hall', image: null, chat_id: null, help_content: '', published: true, enable_messaging: false, enable_video: false } } };
    }
    if (url.pathname === '/api/events/demo/posters/hall/list/') {
      const limit = Number(url.searchParams.get('limit'));
      return { body: { count: posters.length, next: limit < posters.length ? 'more' : null, previous: null, results: posters.slice(0, limit) } };
    }
    return shell(method, path, body);
  });
}

const listLimits = (server: ReturnType<typeof postersServer>) =>
  server.find('GET', '/api/events/demo/posters/hall/list/?').map((c) => new URL(c.path, 'http://x').searchParams.get('limit'));

describe('poster hall deep links', () => {
  it('opens a poster beyond the first ten by loading the pages up to it', async () => {
    signInForTest();
    const server = postersServer();
    const app = renderApp('/demo/posters/hall?poster=121');
    await waitFor(() => expect(screen.getByTestId('poster-current').textContent).toContain('Poster 22'), { timeout: 8000 });
    expect(screen.getByTestId('poster-current').getAttribute('data-poster-id')).toBe('121');
    expect(screen.getByTestId('posters-position').textContent).toBe('22 of 23');
    expect(app.router.state.location.search).toBe('?poster=121');
    expect(new Set(listLimits(server))).toEqual(new Set(['10', '20', '30']));
  });

  it('falls back to the first poster when the one named is in no page', async () => {
    signInForTest();
    postersServer();
    const app = renderApp('/demo/posters/hall?poster=999');
    await waitFor(() => expect(screen.getByTestId('poster-current').textContent).toContain('Poster 1'), { timeout: 8000 });
    expect(screen.getByTestId('posters-position').textContent).toBe('1 of 23');
    await waitFor(() => expect(app.router.state.location.search).toBe('?poster=100'));
  });
});
