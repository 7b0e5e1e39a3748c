import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Performer, ProgramItem, TimetableItem, TimetableSpace } from '@foyer/contracts';
import { eventFixture, renderApp, shellServer, signInForTest, stubFetch, type FetchHandler } from '@/app/test-utils';
import { registerSidebarPanel } from '@/shared/plug-ins/sidebar-panels';
import { sidebars } from '@/shared/plug-ins/sidebars';
import { registerEventFooter } from '@/shared/plug-ins/event-footers';
import { registerFavouriteView } from '@/shared/plug-ins/favourite-views';
import { programItemFavouriteView } from './favourite-views';
import { CalendarPanel } from './components/calendar-panel';
import { PerformerSidebar } from './components/performer-sidebar';
import { TimetableFooter } from './components/timetable-footer';
import { timetableFooter } from './footer-store';

vi.setConfig({ testTimeout: 20_000 });

beforeAll(() => {
  // jsdom lays nothing out: the timetable's scroller measures as a 1200 × 400 box, as in a window.
  const size = (axis: 'clientWidth' | 'clientHeight', value: number) => {
    const original = Object.getOwnPropertyDescriptor(Element.prototype, axis);
    Object.defineProperty(HTMLElement.prototype, axis, {
      configurable: true,
      get(this: HTMLElement) {
        return this.dataset.testid === 'timetable-grid' ? value : (original?.get?.call(this) ?? 0);
      },
    });
  };
  size('clientWidth', 1200);
  size('clientHeight', 400);
  registerEventFooter({ component: TimetableFooter });
  registerSidebarPanel('calendar', { component: CalendarPanel, expandable: true });
  registerSidebarPanel('performers', { component: PerformerSidebar, width: 606 });
  registerFavouriteView('show', async () => programItemFavouriteView);
});

// The event runs 12–14 May 2026 in Europe/Amsterdam (UTC+2); the program starts on the 12th.
const event = eventFixture({
  first_day_of_program: '2026-05-12',
  program_tags: [
    { id: 1, text: 'AI', color: '#aa0000', category: { text: 'Track', order: 1 } },
    { id: 2, text: 'Design', color: '#00aa00', category: { text: 'Track', order: 1 } },
    { id: 3, text: 'Beginner', color: '#0000aa', category: { text: 'Level', order: 2 } },
  ],
});

const item = (id: number, name: string, start: string, end: string, over: Partial<TimetableItem> = {}): TimetableItem => ({
  id, name, start_date: start, end_date: end, color: null, sponsor: null, tags: [], isContainer: false, parent_id: null, space_id: 1, performer_ids: [], ...over,
});
const space = (id: number, name: string, items: TimetableItem[], over: Partial<TimetableSpace> = {}): TimetableSpace => ({
  id, name, slug: `space-${id}`, type: 'presentation', location_type: 'virtual', published: true, items, containers: [], ...over,
});
const performer = (id: number, name: string, over: Partial<Performer> = {}): Performer => ({ id, name, mugshot: null, location_type: 'virtual', descriptive_line: `About ${name}`, ...over });
const detail = (t: TimetableItem, over: Partial<ProgramItem> = {}): ProgramItem => ({
  ...t,
  subtitle: '',
  description: '<p>All about it</p>',
  space: { id: t.space_id, name: t.space_id === 1 ? 'Main stage' : 'Back room', slug: `space-${t.space_id}`, type: 'presentation', location_type: 'virtual', published: t.space_id === 1 },
  location_type: 'virtual',
  performers: [performer(5, 'Ada Lovelace')],
  tag_list: [],
  links: [],
  ...over,
});

const keynote = item(10, 'Keynote', '2026-05-12T08:00:00Z', '2026-05-12T09:00:00Z', { tags: [1, 3] });
const workshop = item(11, 'Workshop', '2026-05-12T12:30:00Z', '2026-05-12T14:00:00Z', { tags: [2], space_id: 2 });
const closing = item(12, 'Closing', '2026-05-14T15:00:00Z', '2026-05-14T16:00:00Z');
const day12 = [space(1, 'Main stage', [keynote]), space(2, 'Back room', [workshop], { published: false, location_type: 'in_person' })];

interface Calls { paths: string[] }
function programServer(calls: Calls = { paths: [] }, over: { performers?: Performer[] } = {}): FetchHandler {
  const shell = shellServer({ event: { body: event } });
  const people = over.performers ?? [performer(5, 'Ada Lovelace'), performer(6, 'Grace Hopper', { location_type: 'in_person' })];
  return (method, path, body) => {
    if (path.includes('/virtualprogram/') || path.includes('/performers/') || path.includes('/search/')) calls.paths.push(path);
    const url = new URL(path, 'http://x');
    const from = url.searchParams.get('from_datetime') ?? '';
    if (path.startsWith('/api/events/demo/virtualprogram/spaces/?')) {
      // 12 May in Amsterdam begins at 22:00 UTC on the 11th.
      if (from === '2026-05-11T22:00:00.000Z') return { body: { results: day12 } };
      if (from === '2026-05-13T22:00:00.000Z') return { body: { results: [space(1, 'Main stage', [closing])] } };
      return { body: { results: [space(1, 'Main stage', [])] } };
    }
    if (path === '/api/events/demo/virtualprogram/all-dates-has-program/') return { body: { timezone: 'Europe/Amsterdam', dates: ['2026-05-12', '2026-05-14'] } };
    if (path.startsWith('/api/events/demo/virtualprogram/programs-by-location-type/?')) {
      const group = (items: ProgramItem[]) => ({ items, containers: [] });
      if (from === '2026-05-11T22:00:00.000Z') {
        return { body: { virtual: { type: 'virtual', ...group([detail(keynote, { tag_list: [] })]) }, hybrid: { type: 'hybrid', ...group([]) }, in_person: { type: 'in_person', ...group([detail(workshop, { location_type: 'in_person' })]) } } };
      }
      const items = from === '2026-05-13T22:00:00.000Z' ? [detail(closing)] : [];
      return { body: { virtual: { type: 'virtual', ...group(items) }, hybrid: { type: 'hybrid', ...group([]) }, in_person: { type: 'in_person', ...group([]) } } };
    }
    if (path === '/api/events/demo/virtualprogram/items/10/') return { body: detail(keynote) };
    if (path === '/api/events/demo/virtualprogram/items/11/') return { body: detail(workshop) };
    if (path.startsWith('/api/events/demo/virtualprogram/?performer=')) {
      const offset = Number(url.searchParams.get('offset') ?? 0);
      const all = [keynote, workshop, closing, item(13, 'Fourth talk', '2026-05-14T17:00:00Z', '2026-05-14T18:00:00Z')].map((i) => detail(i));
      return { body: { count: 4, next: offset + 3 < 4 ? 'more' : null, previous: null, results: all.slice(offset, offset + 3) } };
    }
    if (path.startsWith('/api/events/demo/search/?')) {
      const text = url.searchParams.get('search') ?? '';
      return { body: { categories: [{ type: 'programs', items: text === 'key' ? [detail(keynote)] : [] }, { type: 'performers', items: people.filter((p) => p.name.toLowerCase().includes(text)) }] } };
    }
    if (path.startsWith('/api/events/demo/performers/5/')) return { body: { ...people[0], about: '<p>First programmer</p>', attachments: [{ id: 1, name: 'Notes.pdf', url: '/files/notes.pdf' }], sessions: [] } };
    if (path.startsWith('/api/events/demo/performers/?')) {
      const types = url.searchParams.get('location_types')?.split(',') ?? [];
      const offset = Number(url.searchParams.get('offset') ?? 0);
      const search = url.searchParams.get('search') ?? '';
      const list = people.filter((p) => (types.length === 0 || types.includes(p.location_type)) && p.name.toLowerCase().includes(search.toLowerCase()));
      return { body: { count: list.length, next: offset + 20 < list.length ? 'more' : null, previous: null, results: list.slice(offset, offset + 20) } };
    }
    if (path.startsWith('/api/events/demo/goodiebag/?')) return { body: [] };
    return shell(method, path, body);
  };
}

async function openTimetable() {
  fireEvent.click(await screen.findByTestId('timetable-tab'));
  const grid = await screen.findByTestId('timetable-grid');
  fireEvent.scroll(grid);
  return grid;
}

describe('timetable footer', () => {
  it('shows the tab with the timezone; expanded it opens on the first program day with a row per space', async () => {
    timetableFooter.set(false);
    signInForTest();
    stubFetch(programServer());
    renderApp('/demo');
    const tab = await screen.findByTestId('timetable-tab');
    expect(tab.textContent).toContain('Timetable');
    expect(tab.textContent).toContain('Europe/Amsterdam');
    expect(tab.getAttribute('aria-expanded')).toBe('false');
    await openTimetable();
    expect(screen.getByTestId('timetable-date').dataset.date).toBe('2026-05-12');
    const rows = screen.getAllByTestId('timetable-row');
    expect(rows.map((r) => r.getAttribute('aria-label'))).toEqual(['Main stage', 'Back room']);
    // Times in the event's timezone: 08:00 UTC is 10:00 in Amsterdam.
    await waitFor(() => expect(within(rows[0] as HTMLElement).getByTestId('timetable-item').getAttribute('aria-label')).toBe('Keynote, 10:00–11:00'));
    // The names column beside the rows: the closed space has no link and is marked disabled.
    const names = [...screen.getByTestId('timetable-names').children] as HTMLElement[];
    expect(names.map((n) => n.dataset.space)).toEqual(rows.map((r) => r.dataset.space));
    expect(within(names[1] as HTMLElement).getByTestId('timetable-closed-space').getAttribute('aria-disabled')).toBe('true');
    expect(within(names[0] as HTMLElement).getByRole('link', { name: 'Main stage' }).getAttribute('href')).toBe('/demo/presentation/space-1/');
  });

  it('zooms from 5 minutes per column to 1 and out to 30, clamped at both ends', async () => {
    timetableFooter.set(false);
    signInForTest();
    stubFetch(programServer());
    renderApp('/demo');
    const grid = await openTimetable();
    expect(grid.dataset.zoom).toBe('5');
    fireEvent.click(screen.getByTestId('timetable-zoom-in'));
    expect(screen.getByTestId('timetable-grid').dataset.zoom).toBe('1');
    expect((screen.getByTestId('timetable-zoom-in') as HTMLButtonElement).disabled).toBe(true);
    for (let i = 0; i < 3; i++) fireEvent.click(screen.getByTestId('timetable-zoom-out'));
    expect(screen.getByTestId('timetable-grid').dataset.zoom).toBe('30');
    expect((screen.getByTestId('timetable-zoom-out') as HTMLButtonElement).disabled).toBe(true);
  });

  it('moves days; an empty day offers the first upcoming date', async () => {
    timetableFooter.set(false);
    const calls: Calls = { paths: [] };
    signInForTest();
    stubFetch(programServer(calls));
    renderApp('/demo');
    await openTimetable();
    fireEvent.click(screen.getByTestId('timetable-next'));
    expect(screen.getByTestId('timetable-date').dataset.date).toBe('2026-05-13');
    // The day asked for is the event's day: from 22:00 UTC on the 12th to 22:00 UTC on the 13th.
    await waitFor(() => expect(calls.paths).toContain('/api/events/demo/virtualprogram/spaces/?from_datetime=2026-05-12T22%3A00%3A00.000Z&until_datetime=2026-05-13T22%3A00%3A00.000Z'));
    const empty = await screen.findByTestId('timetable-empty');
    expect(empty.textContent).toContain('No program on this day');
    fireEvent.click(within(empty).getByTestId('timetable-go-upcoming'));
    expect(screen.getByTestId('timetable-date').dataset.date).toBe('2026-05-14');
    // Opened one hour before its first item (17:00 in Amsterdam) at 8 px a minute.
    await waitFor(() => expect(screen.getByTestId('timetable-grid').scrollLeft).toBe((17 * 60 - 60) * 8));
    fireEvent.scroll(screen.getByTestId('timetable-grid'));
    expect(await screen.findByRole('button', { name: 'Closing, 17:00–18:00' })).toBeTruthy();
  });

  it('opens an item: time, space, performers, description, favourite and the way to its space', async () => {
    timetableFooter.set(false);
    signInForTest();
    stubFetch(programServer());
    renderApp('/demo');
    await openTimetable();
    fireEvent.click(await screen.findByRole('button', { name: 'Keynote, 10:00–11:00' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('All about it');
    expect(within(dialog).getByTestId('program-item-time').textContent).toBe('Tuesday, May 12, 10:00–11:00');
    expect(within(dialog).getByText('Main stage')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Show Ada Lovelace' })).toBeTruthy();
    expect(within(dialog).getByTestId('bookmark-toggle')).toBeTruthy();
    expect(within(dialog).getByTestId('program-item-go').getAttribute('href')).toBe('/demo/presentation/space-1/');
  });

  it('is not there without the calendar feature, nor on the embedded space', async () => {
    signInForTest();
    const noCalendar = programServer();
    stubFetch((method, path, body) => (path === '/api/events/demo/' ? { body: { ...event, enable_calendar: false } } : noCalendar(method, path, body)));
    const { unmount } = renderApp('/demo');
    await screen.findByTestId('profile-menu-button');
    expect(screen.queryByTestId('timetable-tab')).toBeNull();
    unmount();
    stubFetch(programServer());
    renderApp('/demo/embedded/stream/');
    await screen.findByTestId('profile-menu-button');
    expect(screen.queryByTestId('timetable-tab')).toBeNull();
  });

  it('stays away from full-screen pages (call rooms, the networking map, the embedded space) and comes back after', async () => {
    signInForTest();
    const server = programServer();
    // The area and the embedded space exist (an unknown space's address goes back to the event home).
    const spaces = [
      { id: 31, type: 'networking', slug: 'lounge', name: 'Lounge', published: true },
      { id: 32, type: 'embedded', slug: 'stream', name: 'Stream', published: true },
    ];
    stubFetch((method, path, body) => (path === '/api/events/demo/spaces/' ? { body: { count: 2, next: null, previous: null, results: spaces } } : server(method, path, body)));
    const { router, location } = renderApp('/demo');
    await screen.findByTestId('timetable-tab');
    for (const path of ['/demo/videocall/5', '/demo/networking/lounge/videocall/5', '/demo/posters/wall/videocall/5', '/demo/networking/lounge', '/demo/embedded/stream']) {
      await act(() => router.navigate(path));
      await screen.findByTestId('profile-menu-button');
      // A call room shows (it says this browser has no WebRTC); a space's page stays at its address (it exists).
      if (path.includes('/videocall/')) await screen.findByTestId('call-browser-not-supported');
      await waitFor(() => expect(screen.queryByTestId('event-footers')).toBeNull());
      expect(location()).toBe(path);
      expect(screen.queryByTestId('timetable-tab'), path).toBeNull();
      expect(screen.queryByTestId('event-footers'), path).toBeNull();
    }
    await act(() => router.navigate('/demo'));
    expect(await screen.findByTestId('timetable-tab')).toBeTruthy();
  });
});

describe('calendar panel', () => {
  it('lists the day by day part, filters by tag group and location type (after 1 s), and closes the performer sidebar', async () => {
    signInForTest();
    stubFetch(programServer());
    renderApp('/demo');
    await screen.findByTestId('profile-menu-button');
    act(() => sidebars.open('performers'));
    await screen.findByTestId('sidebar-performers');
    act(() => sidebars.open('calendar'));
    await screen.findByTestId('sidebar-calendar');
    expect(screen.queryByTestId('sidebar-performers')).toBeNull();
    const schedule = await screen.findByTestId('calendar-schedule');
    await within(schedule).findByText('Keynote');
    expect(within(schedule).getByTestId('calendar-part-MORNING').textContent).toContain('Keynote');
    expect(within(schedule).getByTestId('calendar-part-AFTERNOON').textContent).toContain('Workshop');
    // Tag "Design" of the Track group: only the workshop passes.
    fireEvent.click(screen.getByTestId('calendar-tags'));
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Design' }));
    await waitFor(() => expect(within(schedule).queryByText('Keynote')).toBeNull(), { timeout: 3000 });
    expect(within(schedule).getByText('Workshop')).toBeTruthy();
  });

  it('shows the no-planned-activities notice with the next activity on an empty day', async () => {
    signInForTest();
    stubFetch(programServer());
    renderApp('/demo');
    await screen.findByTestId('profile-menu-button');
    act(() => sidebars.open('calendar'));
    await screen.findByText('Keynote');
    fireEvent.click(screen.getByTestId('calendar-next'));
    const empty = await screen.findByTestId('calendar-empty-day');
    expect(empty.textContent).toContain('No planned activities on this day');
    await waitFor(() => expect(empty.textContent).toContain('Next: Closing on Thursday, May 14'));
  });

  it('searches programs and performers after 750 ms', async () => {
    signInForTest();
    const calls: Calls = { paths: [] };
    stubFetch(programServer(calls));
    renderApp('/demo');
    await screen.findByTestId('profile-menu-button');
    act(() => sidebars.open('calendar'));
    fireEvent.change(await screen.findByTestId('calendar-search'), { target: { value: 'ada' } });
    const results = await screen.findByTestId('calendar-search-results', {}, { timeout: 3000 });
    expect(within(results).getByText('Ada Lovelace')).toBeTruthy();
    expect(calls.paths.filter((p) => p.startsWith('/api/events/demo/search/'))).toEqual(['/api/events/demo/search/?search=ada']);
  });
});

describe('performer sidebar', () => {
  it('lists performers, filters by location type and opens a speaker with sessions 3 at a time', async () => {
    signInForTest();
    const calls: Calls = { paths: [] };
    stubFetch(programServer(calls));
    renderApp('/demo');
    await screen.findByTestId('profile-menu-button');
    act(() => sidebars.open('performers'));
    const list = await screen.findByTestId('performer-list');
    expect(within(list).getAllByTestId('performer-row')).toHaveLength(2);
    fireEvent.click(screen.getByTestId('performer-types'));
    fireEvent.click(await screen.findByRole('checkbox', { name: 'In person' }));
    await waitFor(() => expect(calls.paths.some((p) => p.includes('location_types=in_person'))).toBe(true));
    await waitFor(() => expect(within(screen.getByTestId('performer-list')).getAllByTestId('performer-row')).toHaveLength(1));
    fireEvent.click(screen.getByRole('checkbox', { name: 'In person' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Show Ada Lovelace' }));
    const detailView = await screen.findByTestId('performer-detail');
    await within(detailView).findByText('First programmer');
    expect(within(detailView).getByRole('link', { name: /Notes.pdf/ }).getAttribute('href')).toBe('/files/notes.pdf');
    await waitFor(() => expect(within(detailView).getAllByTestId('program-item-row')).toHaveLength(3));
    fireEvent.click(within(detailView).getByTestId('performer-more-sessions'));
    await waitFor(() => expect(within(detailView).getAllByTestId('program-item-row')).toHaveLength(4));
    expect(calls.paths.filter((p) => p.startsWith('/api/events/demo/virtualprogram/?performer=5'))).toEqual([
      '/api/events/demo/virtualprogram/?performer=5&limit=3&offset=0',
      '/api/events/demo/virtualprogram/?performer=5&limit=3&offset=3',
    ]);
  });
});

describe('program favourites', () => {
  it('lists starred sessions in the goodie bag by day, in time order, on the event\'s clock', async () => {
    signInForTest();
    const server = programServer();
    const favourite = (id: number, t: TimetableItem) => ({ id, item_id: t.id, item_type: 'show', type: 'ProgramItem', created: '2026-05-01T10:00:00Z', item: detail(t) });
    const saved = [favourite(1, closing), favourite(2, workshop), favourite(3, keynote)];
    stubFetch((method, path, body) => {
      if (path.startsWith('/api/events/demo/goodiebag/?')) {
        const query = new URLSearchParams(path.split('?')[1]);
        if (query.get('exclude_related') === '1') return { body: saved.map(({ item: _item, ...e }) => e) };
        return { body: { count: 3, next: null, previous: null, results: query.get('type') === 'show' ? saved : [] } };
      }
      return server(method, path, body);
    });
    renderApp('/demo/goodiebag?category=program_items');
    const days = await screen.findAllByTestId('favourite-day');
    expect(days.map((d) => d.getAttribute('aria-label'))).toEqual(['Tuesday, May 12, 2026', 'Thursday, May 14, 2026']);
    expect(within(days[0] as HTMLElement).getAllByTestId('favourite-item').map((i) => i.textContent)).toEqual([
      expect.stringContaining('Keynote10:00–11:00 · Main stage'),
      expect.stringContaining('Workshop14:30–16:00 · Back room'),
    ]);
  });
});
