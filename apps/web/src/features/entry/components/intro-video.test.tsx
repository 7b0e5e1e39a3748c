import { act, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tokenStore } from '@/shared/api/tokens';
import { useIntroVideo } from '../hooks/use-intro-video';
import { entryRoutes } from '../routes';
import { previewFixture, renderAt, stubFetch } from '../test-utils';

const withVideo = { intro_video: '/files/intro.mp4', intro_thumbnail_url: '/files/intro.jpg' };

beforeEach(() => {
  localStorage.clear();
  tokenStore.clear();
});
afterEach(() => vi.useRealTimers());

describe('intro video state', () => {
  it('autostarts on a first visit and marks the event entered after five seconds', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useIntroVideo({ slug: 'demo', intro_video: '/v.mp4', autostart_intro_video: true }));
    expect(result.current.open).toBe(true);
    act(() => vi.advanceTimersByTime(4999));
    expect(localStorage.getItem('demo')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(localStorage.getItem('demo')).toBe('entered');
  });

  it('does not autostart once the event was entered, nor without autostart, nor without a video', () => {
    localStorage.setItem('demo', 'entered');
    expect(renderHook(() => useIntroVideo({ slug: 'demo', intro_video: '/v.mp4', autostart_intro_video: true })).result.current.open).toBe(false);
    expect(renderHook(() => useIntroVideo({ slug: 'other', intro_video: '/v.mp4', autostart_intro_video: false })).result.current.open).toBe(false);
    const none = renderHook(() => useIntroVideo({ slug: 'third', intro_video: null, autostart_intro_video: true })).result.current;
    expect(none.open).toBe(false);
    expect(none.available).toBe(false);
  });
});

describe('intro video on the entry page', () => {
  it('plays by itself, closes with the close button and Escape, and replays from the page', async () => {
    const user = userEvent.setup();
    stubFetch((method, path) => (path.startsWith('/api/events/demo/preview/') ? { body: previewFixture({ ...withVideo, autostart_intro_video: true }) } : undefined));
    renderAt('/demo/enterevent/', entryRoutes);
    const dialog = await screen.findByRole('dialog', { name: 'Intro video' });
    const video = dialog.querySelector('video');
    expect(video?.getAttribute('src')).toBe('/files/intro.mp4');
    expect(video?.hasAttribute('controls')).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Close video' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Intro video' })).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Watch intro video' }));
    expect(await screen.findByRole('dialog', { name: 'Intro video' })).toBeTruthy();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Intro video' })).toBeNull());
  });

  it('offers no replay control when the event has no intro video', async () => {
    stubFetch((method, path) => (path.startsWith('/api/events/demo/preview/') ? { body: previewFixture() } : undefined));
    renderAt('/demo/enterevent/', entryRoutes);
    await screen.findByRole('tab', { name: 'Request code' });
    expect(screen.queryByRole('button', { name: 'Watch intro video' })).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
