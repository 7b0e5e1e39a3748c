import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp, shellServer, signInForTest, stubFetch } from '@/app/test-utils';
import { registerSpacePage } from '@/shared/plug-ins/space-pages';
import { EmbeddedPage } from './components/embedded-page';
import { embedLoadPatienceMs, hasEmbedConsent, rememberEmbedConsent, sandboxFor } from './frame';

vi.setConfig({ testTimeout: 20_000 });
beforeAll(() => registerSpacePage('embedded', EmbeddedPage));
beforeEach(() => localStorage.clear());
afterEach(() => vi.useRealTimers());

const mapUrl = 'https://maps.example.org/embed?zoom=14';

function embeddedServer(reply: { status?: number; body: unknown }) {
  const shell = shellServer();
  return stubFetch((method, path, body) => {
    if (new URL(path, 'http://x').pathname === '/api/events/demo/embedded/showcase/') return reply;
    return shell(method, path, body);
  });
}

const space = (embed_url: string | null) => ({ body: { meta: { id: 9, slug: 'showcase', name: 'Showcase', published: true, image: null }, embed_url } });

describe('the embed frame', () => {
  it('sandboxes scripts, forms and popups with the embed its own origin, and never the top page', () => {
    const sandbox = sandboxFor(mapUrl, 'https://events.example.org').split(' ');
    expect(sandbox.sort()).toEqual(['allow-forms', 'allow-popups', 'allow-popups-to-escape-sandbox', 'allow-same-origin', 'allow-scripts']);
    expect(sandbox.some((token) => token.startsWith('allow-top-navigation'))).toBe(false);
    // A page of our own origin with scripts and its origin could lift its sandbox: it keeps scripts only.
    expect(sandboxFor('https://events.example.org/files/page.html', 'https://events.example.org')).not.toContain('allow-same-origin');
  });

  it('remembers consent per embed origin in this browser', () => {
    expect(hasEmbedConsent(mapUrl)).toBe(false);
    rememberEmbedConsent(mapUrl);
    expect(hasEmbedConsent('https://maps.example.org/other/page')).toBe(true);
    expect(hasEmbedConsent('https://video.example.org/embed')).toBe(false);
    expect(hasEmbedConsent('http://maps.example.org/embed')).toBe(false);
    localStorage.setItem('foyer.embed-consent', '{not json');
    expect(hasEmbedConsent(mapUrl)).toBe(false);
  });
});

describe('embedded space page', () => {
  it('shows the consent notice with the host first, then the frame with its sandbox and referrer policy; consent is remembered', async () => {
    signInForTest();
    embeddedServer(space(mapUrl));
    const first = renderApp('/demo/embedded/showcase');
    const notice = await screen.findByTestId('embedded-consent', {}, { timeout: 8000 });
    expect(notice.textContent).toContain('Content from maps.example.org');
    expect(screen.queryByTestId('embedded-frame')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Show content' }));
    const frame = await screen.findByTestId('embedded-frame');
    expect(frame.getAttribute('src')).toBe(mapUrl);
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox');
    expect(frame.getAttribute('referrerpolicy')).toBe('strict-origin');
    expect(frame.getAttribute('title')).toBe('Showcase (content of another website)');
    expect(screen.getByRole('heading', { level: 1, name: 'Showcase' })).toBeTruthy();
    first.unmount();

    // The next visit in this browser goes straight to the frame.
    renderApp('/demo/embedded/showcase');
    expect(await screen.findByTestId('embedded-frame', {}, { timeout: 8000 })).toBeTruthy();
    expect(screen.queryByTestId('embedded-consent')).toBeNull();
  });

  it('shows a loader until the frame loads, and a could-not-load hint with retry when it does not', async () => {
    signInForTest();
    rememberEmbedConsent(mapUrl);
    embeddedServer(space(mapUrl));
    const first = renderApp('/demo/embedded/showcase');
    const frame = await screen.findByTestId('embedded-frame', {}, { timeout: 8000 });
    expect(screen.getByTestId('embedded-loading').textContent).toContain('Loading content from maps.example.org');
    fireEvent.load(frame);
    await waitFor(() => expect(screen.queryByTestId('embedded-loading')).toBeNull());

    first.unmount();

    // A frame that never loads: after a while the page says so and offers to try again.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    renderApp('/demo/embedded/showcase');
    await vi.waitFor(() => expect(screen.getByTestId('embedded-frame')).toBeTruthy(), { timeout: 8000 });
    act(() => vi.advanceTimersByTime(embedLoadPatienceMs + 10));
    const hint = screen.getByTestId('embedded-unreachable');
    expect(hint.textContent).toContain('maps.example.org could not be loaded');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.queryByTestId('embedded-unreachable')).toBeNull();
    expect(screen.getByTestId('embedded-loading')).toBeTruthy();
  });

  it('says so when no page is set, when the space is closed and when it does not exist', async () => {
    signInForTest();
    embeddedServer(space(null));
    const empty = renderApp('/demo/embedded/showcase');
    expect((await screen.findByTestId('embedded-empty', {}, { timeout: 8000 })).textContent).toContain('Nothing to show yet');
    empty.unmount();

    embeddedServer({ status: 403, body: { detail: 'This space is closed.', code: 'space_closed' } });
    const closed = renderApp('/demo/embedded/showcase');
    expect(await screen.findByTestId('space-closed', {}, { timeout: 8000 })).toBeTruthy();
    closed.unmount();

    embeddedServer({ status: 404, body: { detail: 'Not found.' } });
    renderApp('/demo/embedded/showcase');
    expect((await screen.findByTestId('embedded-not-found', {}, { timeout: 8000 })).textContent).toContain('This space does not exist');
  });
});
