import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BoothListItem } from '@foyer/contracts';
import { renderUi, signInForTest, stubFetch } from '@/app/test-utils';
import { BOOTH_SEARCH_DEBOUNCE_MS, BoothSidebar } from './components/booth-sidebar';

const item = (i: number): BoothListItem => ({
  id: i, name: `Booth ${i}`, subtitle: '', logo: null, slug: `b${i}`, staff_ids: [], map_slug: 'venue',
  physical_location: '', description: '', category: null,
});
const paged = (results: unknown[], count = results.length) => ({ count, next: null, previous: null, results });
const categories = [{ id: 1, name: 'Optics', num_of_booths: 15 }, { id: 2, name: 'Food', num_of_booths: 10 }];

/** 25 booths; the list answers `limit` of them (of a category when asked). */
function sidebarServer() {
  return stubFetch((_method, path) => {
    const url = new URL(path, 'http://x');
    if (url.pathname === '/api/events/demo/maps/venue/booths/categories/') return { body: paged(categories) };
    if (url.pathname === '/api/events/demo/maps/venue/booths/') {
      const limit = Number(url.searchParams.get('limit'));
      const all = Array.from({ length: url.searchParams.get('category_id') === '2' ? 10 : 25 }, (_, i) => item(i + 1));
      return { body: paged(all.slice(0, limit), all.length) };
    }
    return undefined;
  });
}

const listCalls = (server: ReturnType<typeof stubFetch>) => server.find('GET', '/api/events/demo/maps/venue/booths/?');

afterEach(() => vi.useRealTimers());

describe('booth sidebar', () => {
  it('asks for a search only after 400 ms without typing', async () => {
    signInForTest();
    const server = sidebarServer();
    renderUi(<BoothSidebar eventSlug="demo" mapSlug="venue" currentSlug="b1" />);
    await screen.findByText('Booth 1');
    // Fake clocks only for the typing: Testing Library's waiting runs on real ones.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const input = screen.getByTestId('booth-search');
    fireEvent.change(input, { target: { value: 'au' } });
    act(() => vi.advanceTimersByTime(BOOTH_SEARCH_DEBOUNCE_MS - 100));
    fireEvent.change(input, { target: { value: 'aurora' } });
    act(() => vi.advanceTimersByTime(BOOTH_SEARCH_DEBOUNCE_MS - 1));
    expect(listCalls(server).some((c) => c.path.includes('search='))).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    vi.useRealTimers();
    await waitFor(() => expect(listCalls(server).filter((c) => c.path.includes('search=')).map((c) => c.path)).toEqual([
      '/api/events/demo/maps/venue/booths/?limit=10&search=aurora',
    ]));
    expect(BOOTH_SEARCH_DEBOUNCE_MS).toBe(400);
  });

  it('offers all categories with the total, each category with its count, and filters by it', async () => {
    signInForTest();
    const server = sidebarServer();
    renderUi(<BoothSidebar eventSlug="demo" mapSlug="venue" currentSlug="b1" />);
    await waitFor(() => expect((screen.getByTestId('booth-category') as HTMLInputElement).value).toBe('All categories (25)'));
    fireEvent.click(screen.getByTestId('booth-category'));
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getAllByRole('option').map((o) => o.textContent)).toEqual(['All categories (25)', 'Optics (15)', 'Food (10)']);
    fireEvent.click(within(listbox).getByRole('option', { name: 'Food (10)' }));
    await waitFor(() => expect(listCalls(server).some((c) => c.path === '/api/events/demo/maps/venue/booths/?limit=10&category_id=2')).toBe(true));
    // Ten booths of ten: nothing more to show.
    await waitFor(() => expect(screen.queryByTestId('booths-load-more')).toBeNull());
  });

  it('shows ten booths, ten more on each click, and remembers the count for this map', async () => {
    signInForTest();
    sidebarServer();
    const first = renderUi(<BoothSidebar eventSlug="demo" mapSlug="venue" currentSlug="b3" />);
    await waitFor(() => expect(screen.getAllByRole('link')).toHaveLength(10));
    expect(screen.getByRole('link', { name: /Booth 3/ }).getAttribute('aria-current')).toBe('page');
    fireEvent.click(screen.getByTestId('booths-load-more'));
    await waitFor(() => expect(screen.getAllByRole('link')).toHaveLength(20));
    fireEvent.click(screen.getByTestId('booths-load-more'));
    await waitFor(() => expect(screen.getAllByRole('link')).toHaveLength(25));
    expect(screen.queryByTestId('booths-load-more')).toBeNull();
    first.unmount();
    renderUi(<BoothSidebar eventSlug="demo" mapSlug="venue" currentSlug="b3" />);
    await waitFor(() => expect(screen.getAllByRole('link')).toHaveLength(25));
  });
});
