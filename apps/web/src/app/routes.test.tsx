import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { tokenStore } from '@/shared/api/tokens';
import { renderApp, shellServer, signInForTest, stubFetch } from './test-utils';

// The realtime connection is the client's own tests' business; here it must not dial out.
vi.mock('socket.io-client', () => ({
  io: () => ({ connected: false, connect: () => undefined, disconnect: () => undefined, emit: () => undefined, on: () => undefined, off: () => undefined }),
}));

describe('routing', () => {
  it('sends a signed-out visitor of an event page to its entry page', async () => {
    stubFetch(shellServer());
    const app = renderApp('/demo/map/venue');
    await waitFor(() => expect(app.location()).toBe('/demo/enterevent'));
    expect(await screen.findByRole('heading', { name: 'Entry page' })).toBeTruthy();
  });

  it('shows the event home (lobby) with the title "{event} | {app title}"', async () => {
    signInForTest();
    stubFetch(shellServer());
    renderApp('/demo');
    expect(await screen.findByRole('heading', { level: 1, name: 'Lumen Summit' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Lumen Summit | Foyer Test'));
  });

  it('leads an unknown path under an event to the event home', async () => {
    signInForTest();
    stubFetch(shellServer());
    const app = renderApp('/demo/no/such/page');
    await waitFor(() => expect(app.location()).toBe('/demo'));
    // Two page chunks and three requests after the redirect: on a busy machine this takes over a second.
    expect(await screen.findByRole('heading', { level: 1, name: 'Lumen Summit' }, { timeout: 5000 })).toBeTruthy();
  });

  it.each(['/dev/nothing', '/remove-account/extra', '/login/extra'])('shows only 404 for %s, never an event', async (path) => {
    stubFetch(shellServer());
    renderApp(path);
    const page = await screen.findByTestId('not-found');
    expect(within(page).getByRole('heading', { level: 1 }).textContent).toBe('404');
    expect(within(page).queryAllByRole('link')).toHaveLength(0);
    await waitFor(() => expect(document.title).toBe('Page not found | Foyer Test'));
  });

  it('shows the debug form at / in debug mode and a fallback page otherwise', async () => {
    stubFetch(shellServer({ debug: true }));
    const first = renderApp('/');
    expect(await screen.findByTestId('debug-slug-form')).toBeTruthy();
    first.unmount();
    stubFetch(shellServer({ debug: false }));
    renderApp('/');
    expect(await screen.findByText(/Your event has its own address/)).toBeTruthy();
    expect(screen.queryByTestId('debug-slug-form')).toBeNull();
  });

  it('resolves /map/{mapSlug}/ to its event, or shows 404', async () => {
    signInForTest();
    const server = shellServer();
    stubFetch((method, path, body) =>
      path === '/api/maps/venue/' ? { body: { event_slug: 'demo', map_slug: 'venue' } } : server(method, path, body),
    );
    const app = renderApp('/map/venue/');
    await waitFor(() => expect(app.location()).toBe('/demo/map/venue/'));
    app.unmount();
    renderApp('/map/nowhere/');
    expect(await screen.findByTestId('not-found')).toBeTruthy();
  });

  it('answers /login with 404 outside debug mode', async () => {
    stubFetch(shellServer({ debug: false }));
    renderApp('/login');
    const page = await screen.findByTestId('not-found');
    expect(within(page).getByRole('heading', { level: 1 }).textContent).toBe('404');
  });

  it('shows "website loading" while the current user loads', async () => {
    signInForTest();
    // A current-user reply that never comes.
    vi.stubGlobal(
      'fetch',
      vi.fn((input: RequestInfo | URL) =>
        String(input).startsWith('/api/auth/current_user/') ? new Promise(() => undefined) : Promise.resolve(new Response('{}', { status: 404 })),
      ),
    );
    renderApp('/demo');
    expect(await screen.findByText('Website loading')).toBeTruthy();
  });

  it('logs out, goes to the entry page and explains when the event refuses the person', async () => {
    signInForTest();
    const server = stubFetch(shellServer({ event: { status: 403, body: { detail: 'Invite only.', code: 'inviteonly' } } }));
    const app = renderApp('/demo');
    await waitFor(() => expect(app.location()).toBe('/demo/enterevent'));
    expect(tokenStore.get()).toBeNull();
    expect(server.find('POST', '/api/auth/logout/')).toHaveLength(1);
    expect(await screen.findByText("You don't have access to this event")).toBeTruthy();
  });

  it('takes a person banned while away out of the event on their next visit, instead of loading for ever', async () => {
    // Their tokens are still stored: the app asks who they are and the event refuses both questions.
    signInForTest();
    const banned = { status: 403, body: { detail: 'You are banned from this event. Reason: Spam links', code: 'banned' } };
    const server = stubFetch(shellServer({ event: banned, user: banned }));
    const app = renderApp('/demo/map/venue');
    await waitFor(() => expect(app.location()).toBe('/demo/enterevent'));
    expect(tokenStore.get()).toBeNull();
    expect(await screen.findByText('You are banned from this event. Reason: Spam links')).toBeTruthy();
    // A refusal is asked once: a page mounting after it does not ask again (that loop kept the loading screen up).
    expect(server.find('GET', '/api/auth/current_user/?event_slug=demo')).toHaveLength(1);
  });

  it('records a page view for each path within an event', async () => {
    signInForTest();
    const server = stubFetch(shellServer());
    const app = renderApp('/demo');
    await screen.findByRole('heading', { level: 1, name: 'Lumen Summit' });
    await waitFor(() => expect(server.find('POST', '/api/events/demo/analytics/page-views/')).toHaveLength(1));
    await app.router.navigate('/demo/map/venue');
    await waitFor(() => expect(server.find('POST', '/api/events/demo/analytics/page-views/')).toHaveLength(2));
    expect(server.find('POST', '/api/events/demo/analytics/page-views/')[1]?.body).toEqual({ path: '/demo/map/venue' });
  });
});
