import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { BoothDetail, BoothListItem } from '@foyer/contracts';
import { boothDetailFixture, eventFixture, renderApp, shellServer, signInForTest, stubFetch } from '@/app/test-utils';
import { registerSpacePage } from '@/shared/plug-ins/space-pages';
import { BoothSpacePage } from './components/booth-space-page';

vi.setConfig({ testTimeout: 20_000 });

beforeAll(() => registerSpacePage('booth', BoothSpacePage));

const slugs = ['b1', 'b2', 'b3', 'b4', 'b5'];
const item = (slug: string, i: number): BoothListItem => ({
  id: 100 + i, name: `Booth ${slug}`, subtitle: '', logo: null, slug, staff_ids: [3], map_slug: 'venue',
  physical_location: `Stand ${i}`, description: '<p>Hello</p>', category: null,
});
const detail = (slug: string, i: number): BoothDetail => boothDetailFixture({ ...item(slug, i), left_business_card: true });
const paged = (results: unknown[]) => ({ count: results.length, next: null, previous: null, results });

function boothServer(over: { showSidebar?: boolean } = {}) {
  const shell = shellServer({ event: { body: eventFixture({ preview_config: { ...eventFixture().preview_config, show_booth_sidebar: over.showSidebar ?? true } }) } });
  return stubFetch((method, path, body) => {
    if (path === '/api/events/demo/spaces/') return { body: paged([{ id: 11, type: 'map', slug: 'venue', name: 'Venue', published: true }]) };
    if (path.startsWith('/api/events/demo/maps/venue/booths/categories/')) return { body: paged([{ id: 1, name: 'Optics', num_of_booths: 5 }]) };
    if (path.startsWith('/api/events/demo/maps/venue/booths/')) {
      const limit = Number(new URL(path, 'http://x').searchParams.get('limit'));
      return { body: { ...paged(slugs.slice(0, limit).map(item)), count: slugs.length } };
    }
    const m = /^\/api\/events\/demo\/booths\/([^/]+)\/$/.exec(path);
    if (m) {
      const i = slugs.indexOf(m[1]!);
      return i < 0 ? { status: 404, body: { detail: 'Not found.' } } : { body: detail(m[1]!, i) };
    }
    return shell(method, path, body);
  });
}

describe('booth browser', () => {
  it('goes to the next and previous booth, wrapping, and the address follows', async () => {
    signInForTest();
    boothServer();
    const app = renderApp('/demo/map/venue/booth/b1');
    await screen.findByTestId('booth-browser', {}, { timeout: 8000 });
    fireEvent.click(screen.getByTestId('booth-prev'));
    await waitFor(() => expect(app.location()).toBe('/demo/map/venue/booth/b5'), { timeout: 8000 });
    fireEvent.click(screen.getByTestId('booth-next'));
    await waitFor(() => expect(app.location()).toBe('/demo/map/venue/booth/b1'), { timeout: 8000 });
    fireEvent.click(screen.getByTestId('booth-next'));
    await waitFor(() => expect(app.location()).toBe('/demo/map/venue/booth/b2'), { timeout: 8000 });
    // Replaced, not pushed: Back leaves the booths instead of walking through them.
    expect(app.router.state.historyAction).toBe('REPLACE');
  });

  it('renders only the current booth and its neighbours when there are more than three', async () => {
    signInForTest();
    boothServer();
    renderApp('/demo/map/venue/booth/b3');
    await screen.findByTestId('booth-browser', {}, { timeout: 8000 });
    expect(screen.getAllByTestId('booth-slide-loaded')).toHaveLength(3);
    expect(screen.getAllByTestId('booth-slide')).toHaveLength(2);
  });

  it('replaces a placeholder map slug by the booth’s map', async () => {
    signInForTest();
    boothServer();
    const app = renderApp('/demo/map/-/booth/b2');
    await waitFor(() => expect(app.location()).toBe('/demo/map/venue/booth/b2'), { timeout: 8000 });
    await screen.findByTestId('booth-browser', {}, { timeout: 8000 });
  });

  it('hides the sidebar and arrows without a map in the address', async () => {
    signInForTest();
    boothServer();
    renderApp('/demo/booths/b2');
    await screen.findByTestId('booth-view', {}, { timeout: 8000 });
    expect(screen.queryByTestId('booth-sidebar')).toBeNull();
    expect(screen.queryByTestId('booth-next')).toBeNull();
  });

  it('hides the sidebar and arrows when the event switches the booth sidebar off', async () => {
    signInForTest();
    boothServer({ showSidebar: false });
    renderApp('/demo/map/venue/booth/b2');
    await screen.findByTestId('booth-view', {}, { timeout: 8000 });
    expect(screen.queryByTestId('booth-sidebar')).toBeNull();
    expect(screen.queryByTestId('booth-prev')).toBeNull();
  });

  it('shows the stored count in the sidebar and grows it by ten', async () => {
    signInForTest();
    const server = boothServer();
    renderApp('/demo/map/venue/booth/b1');
    await screen.findByTestId('booth-sidebar', {}, { timeout: 8000 });
    await waitFor(() => expect(server.find('GET', '/api/events/demo/maps/venue/booths/?limit=10').length).toBeGreaterThan(0), { timeout: 8000 });
  });
});
