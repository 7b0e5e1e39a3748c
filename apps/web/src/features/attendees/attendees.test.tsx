import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { Attendee, Tag } from '@foyer/contracts';
import { eventFixture, renderApp, shellServer, signInForTest, stubFetch, userFixture } from '@/app/test-utils';
import { attendeeKeys, patchAttendee, tagsParam, type AttendeePage } from './api';

vi.setConfig({ testTimeout: 20_000 });

const tag = (id: number, text: string, category: string | null, order = 1): Tag => ({ id, text, color: '#5b3cc4', category: category ? { text: category, order } : null });
const optics = tag(1, 'Optics', 'Industry', 1);
const software = tag(2, 'Software', 'Industry', 1);
const hardware = tag(3, 'Hardware', 'Interests', 2);

const person = (id: number, first: string, over: Partial<Attendee> = {}): Attendee => ({
  id, first_name: first, last_name: 'Test', mugshot: null, about: '', linkedin: '', facebook: '', twitter: '', instagram: '',
  is_online: false, do_not_disturb: false, tags: [], jobtitle: 'Engineer', company: 'Lumen', location_type: 'virtual', is_public: true,
  videocall_status: null, document: null, document_name: null, hidden_profile_fields: [], hide_document: false, incognito_mode: false, ...over,
});
const bob = person(3, 'Bob', { tags: [optics, hardware], about: '<p>Lenses<script>x()</script></p>', linkedin: 'https://linkedin.com/in/bob', is_online: true });
const cara = person(4, 'Cara', { tags: [software] });

/** The directory server: answers by `search` and `tags` like the real one, records what was asked. */
function directory(people: Attendee[], event = eventFixture()) {
  const asked: URLSearchParams[] = [];
  const shell = shellServer({ event: { body: event } });
  const handler = (method: string, path: string, body?: unknown) => {
    if (path.startsWith('/api/events/demo/virtual_attendees/?')) {
      const q = new URLSearchParams(path.split('?')[1]);
      asked.push(q);
      const search = (q.get('search') ?? '').toLowerCase();
      const groups = (q.get('tags') ?? '').split('__').filter(Boolean).map((g) => g.split(',').map(Number));
      const found = people.filter(
        (p) => p.first_name.toLowerCase().includes(search) && groups.every((g) => p.tags.some((t) => g.includes(t.id))),
      );
      const offset = Number(q.get('offset') ?? 0);
      const limit = Number(q.get('limit') ?? 25);
      return { body: { count: found.length, next: null, previous: null, results: found.slice(offset, offset + limit) } };
    }
    const single = /^\/api\/events\/demo\/virtual_attendees\/(\d+)\/$/.exec(path);
    if (single) {
      const p = people.find((x) => x.id === Number(single[1]));
      return p ? { body: p } : { status: 404, body: { detail: 'Not found.' } };
    }
    if (path === '/api/events/demo/attendee_tags/') return { body: { count: 3, results: [optics, software, hardware] } };
    if (path.startsWith('/api/events/demo/goodiebag/')) return { body: [] };
    return shell(method, path, body);
  };
  return { handler, asked };
}

describe('outside the event\'s days (show_attendees_outside_event, decision 0071)', () => {
  // The fixture's days (May 2026) are over; the event no longer shows attendees outside them.
  const closedEvent = eventFixture({ preview_config: { ...eventFixture().preview_config, show_attendees_outside_event: false } });
  const closedServer = (user = userFixture()) => {
    const shell = shellServer({ event: { body: closedEvent }, user: { body: user } });
    return (method: string, path: string, body?: unknown) =>
      path.startsWith('/api/events/demo/virtual_attendees/')
        ? { status: 403, body: { detail: "The attendee list is open on the event's days.", code: 'attendee_list_closed' } }
        : shell(method, path, body);
  };

  it('leaves the attendees icon out of the top bar and shows the page as closed, not failed', async () => {
    signInForTest();
    stubFetch(closedServer());
    renderApp('/demo/attendees');
    expect(await screen.findByText('The attendee list is closed')).toBeTruthy();
    expect(screen.queryByText('The attendees could not be loaded')).toBeNull();
    expect(await screen.findByRole('button', { name: 'Messages' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Attendees' })).toBeNull();
  });

  it('keeps the icon for the event\'s owners', async () => {
    signInForTest();
    stubFetch(closedServer(userFixture({ owned_events: ['demo'] })));
    renderApp('/demo/attendees');
    expect(await screen.findByRole('button', { name: 'Attendees' })).toBeTruthy();
    expect(await screen.findByText('The attendee list is closed')).toBeTruthy();
  });
});

describe('attendee directory page', () => {
  it('lists people in two columns with a Back link and opens a business card', async () => {
    signInForTest();
    stubFetch(directory([bob, cara]).handler);
    renderApp('/demo/attendees');
    const grid = await screen.findByTestId('attendee-grid');
    expect(within(grid).getAllByTestId('attendee-card-item')).toHaveLength(2);
    expect(screen.getByTestId('attendee-count').textContent).toBe('2 attendees');
    expect(screen.getByTestId('attendees-back').getAttribute('href')).toBe('/demo');
    fireEvent.click(screen.getByRole('button', { name: 'Open the profile of Bob Test' }));
    const card = await screen.findByTestId('attendee-card', {}, { timeout: 8000 });
    expect(within(card).getByRole('heading', { name: 'Bob Test' })).toBeTruthy();
    // About is shown sanitised; links greyed when absent; no scheduling when the event does not enable it.
    expect(card.innerHTML).not.toContain('<script');
    expect(within(card).getByText('Lenses')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'LinkedIn' }).getAttribute('href')).toBe('https://linkedin.com/in/bob');
    expect((within(card).getByRole('button', { name: 'Facebook: not given' }) as HTMLButtonElement).disabled).toBe(true);
    expect(within(card).queryByRole('button', { name: 'Schedule appointment' })).toBeNull();
    expect(within(card).getByText('Optics')).toBeTruthy();
  });

  it('never shows a person without a name as blank or as Anonymous (the word for a private person), in the list and on the card', async () => {
    signInForTest();
    stubFetch(directory([person(5, '', { last_name: '' })]).handler);
    renderApp('/demo/attendees');
    const grid = await screen.findByTestId('attendee-grid');
    expect(within(grid).getByText('Unnamed attendee')).toBeTruthy();
    expect(within(grid).queryByText('Anonymous')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Open the profile of Unnamed attendee' }));
    const card = await screen.findByTestId('attendee-card', {}, { timeout: 8000 });
    expect(within(card).getByRole('heading', { name: 'Unnamed attendee' })).toBeTruthy();
  });

  it('gives the search field the short hint and the tag filter as an icon on a phone, so neither is cut', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('max-width'), media: query, onchange: null, addListener: () => undefined, removeListener: () => undefined,
      addEventListener: () => undefined, removeEventListener: () => undefined, dispatchEvent: () => false,
    }));
    try {
      signInForTest();
      stubFetch(directory([bob]).handler);
      renderApp('/demo/attendees');
      await screen.findByTestId('attendee-grid');
      expect(screen.getByTestId('attendee-search').getAttribute('placeholder')).toBe('Name, job title or company');
      const filter = screen.getByTestId('attendee-tag-filter');
      expect(filter.textContent).toBe('');
      expect(filter.getAttribute('aria-label')).toContain('Filter');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('searches 400 ms after typing and tells no results from an empty event', async () => {
    signInForTest();
    const server = directory([bob, cara]);
    stubFetch(server.handler);
    renderApp('/demo/attendees');
    await screen.findByTestId('attendee-grid');
    fireEvent.change(screen.getByTestId('attendee-search'), { target: { value: 'zed' } });
    expect(await screen.findByText('Nobody matches your search', {}, { timeout: 5000 })).toBeTruthy();
    expect(server.asked.at(-1)?.get('search')).toBe('zed');
    expect(server.asked.every((q) => q.get('limit') === '25')).toBe(true);
  });

  it('shows the designed empty state for an event without attendees', async () => {
    signInForTest();
    stubFetch(directory([]).handler);
    renderApp('/demo/attendees');
    expect(await screen.findByText('No attendees to show yet')).toBeTruthy();
  });

  it('filters by tags of the popover, grouped by category', async () => {
    signInForTest();
    const server = directory([bob, cara]);
    stubFetch(server.handler);
    renderApp('/demo/attendees');
    await screen.findByTestId('attendee-grid');
    fireEvent.click(screen.getByTestId('attendee-tag-filter'));
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Optics' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Hardware' }));
    await waitFor(() => expect(server.asked.at(-1)?.get('tags')).toBe('1__3'));
    await waitFor(() => expect(screen.getAllByTestId('attendee-card-item')).toHaveLength(1));
  });

  it('offers scheduling when the event enables it', async () => {
    signInForTest();
    stubFetch(directory([bob], eventFixture({ enable_meeting_scheduling: true })).handler);
    renderApp('/demo/attendees');
    fireEvent.click(await screen.findByRole('button', { name: 'Open the profile of Bob Test' }));
    expect(await screen.findByRole('button', { name: 'Schedule appointment' })).toBeTruthy();
  });
});

describe('attendee caches', () => {
  it('joins tag ids within a category by commas and categories by __', () => {
    expect(tagsParam({ Interests: [3], Industry: [2, 1] })).toBe('1,2__3');
    expect(tagsParam({})).toBe('');
  });

  it('patches live updates into lists and drops people who turned private', () => {
    const client = new QueryClient();
    const key = attendeeKeys.list('demo', { search: '', tags: {} }, 25, 25);
    client.setQueryData(key, { pages: [{ count: 2, results: [bob, cara] }], pageParams: [0] });
    patchAttendee(client, 'demo', { ...bob, is_online: false, do_not_disturb: true });
    const pages = () => client.getQueryData<{ pages: AttendeePage[] }>(key)!.pages[0]!;
    expect(pages().results[0]).toMatchObject({ id: 3, is_online: false, do_not_disturb: true });
    patchAttendee(client, 'demo', { ...cara, is_public: false, first_name: 'Anonymous' });
    expect(pages().results.map((a) => a.id)).toEqual([3]);
    expect(pages().count).toBe(1);
  });
});
