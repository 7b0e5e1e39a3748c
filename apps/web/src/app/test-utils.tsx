import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, vi } from 'vitest';
import type { BoothDetail, BoothStaff, CurrentEvent, CurrentUser, MenuGroup } from '@foyer/contracts';
import { defaultPreviewConfig } from '@foyer/contracts';
import { tokenStore } from '@/shared/api/tokens';
import { resetNotifyState } from '@/shared/notify/notify';
import { i18n } from '@/i18n';
import '@/test/environment';
import type { FetchHandler, FetchReply } from '@/test/stub-fetch';
import type { AppRouteObject } from '@/shared/route-types';
import { createRoutes } from './routes';

afterEach(async () => {
  cleanup();
  notifications.clean();
  resetNotifyState();
  tokenStore.clear();
  localStorage.clear();
  sessionStorage.clear();
  vi.unstubAllGlobals();
  if (i18n.language !== 'en-US') await i18n.changeLanguage('en-US');
});

/** A JWT-shaped token that expires in an hour (the client only reads `exp`). */
export function fakeToken(sub = 7): string {
  const payload = btoa(JSON.stringify({ sub: String(sub), exp: Math.floor(Date.now() / 1000) + 3600 }));
  return `h.${payload}.s`;
}

export function signInForTest(): void {
  tokenStore.set({ access: fakeToken(), refresh: 'refresh-token' });
}

export const userFixture = (over: Partial<CurrentUser> = {}): CurrentUser => ({
  id: 7, first_name: 'Alice', last_name: 'Andersen', mugshot: null, about: '', linkedin: '', facebook: '', twitter: '',
  instagram: '', is_online: true, do_not_disturb: false, tags: [], email: 'alice@example.com', jobtitle: '', company: '',
  location_type: 'virtual', is_public: true, videocall_status: null, document: null, document_name: null,
  current_user_attendee_id: 3, last_login: null, owned_organizations: [], owned_events: [], attending_events: ['demo'],
  hidden_profile_fields: [], hide_document: false, incognito_mode: false, alias_name: '', terms_agreed: true, event_role: 'attendee',
  ...over,
});

export const eventFixture = (over: Partial<CurrentEvent> = {}): CurrentEvent => ({
  id: 1, slug: 'demo', name: 'Lumen Summit', logo: null, background_image: null, primary_color: '#5b3cc4',
  timezone: 'Europe/Amsterdam', goodiebag_name: 'Favorites', enable_group_sessions: false, enable_meeting_scheduling: false,
  enable_performers: true, enable_calendar: true, enable_attendees: true, enable_mobile_warning: false, is_lite: false,
  // Its days are in the past: the attendee list stays open only because the event shows it outside them (decision 0071).
  preview_config: { ...defaultPreviewConfig, show_attendees_outside_event: true }, first_day_of_program: null, start_date: '2026-05-12T08:00:00Z',
  end_date: '2026-05-14T17:00:00Z', is_virtual: true, is_in_person: false, current_user_is_public: true,
  current_user_is_meeting_speaker: false, accreditation_active: false, language: 'en-US', program_tags: [], twitter_search: '',
  help_content: '<p>Ask us</p>', home_space: null, published: true, invite_only: false,
  ...over,
});

/** A staff member of a booth, without picture, job title or company unless given. */
export const boothStaffFixture = (id: number, firstName: string, lastName: string, over: Partial<BoothStaff> = {}): BoothStaff => ({
  id, first_name: firstName, last_name: lastName, mugshot: null, jobtitle: '', company: '', is_online: false, videocall_status: null, ...over,
});

/** A small booth on the venue map with nothing in its tabs but the staff one; the visitor left no card. */
export const boothDetailFixture = (over: Partial<BoothDetail> = {}): BoothDetail => ({
  id: 100, name: 'Aurora Optics', subtitle: '', logo: null, slug: 'aurora', staff_ids: [3], map_slug: 'venue',
  physical_location: 'Stand 1', description: '<p>Hello</p>', category: null, type: 'small', image: null, booth_logo_url: null,
  color: '#336699', videos: [], custom_booth_url: null, documents: [], sponsored_sessions: [], website: '', staff: [],
  has_jobs: false, jobs_slug: null, enable_visitor_list: false, left_business_card: false, my_business_card: null, help_content: '',
  ...over,
});

export const menuFixture = (): MenuGroup[] => [
  { id: 1, text: 'Venue', order: 1, space: { id: 11, type: 'map', slug: 'venue', name: 'Venue', published: true }, linked_space: null, url: null, sub_menus: [] },
  {
    id: 2, text: 'Program', order: 2, space: null, linked_space: null, url: null,
    sub_menus: [
      { text: 'Stages', order: 1, items: [
        { id: 21, text: 'Main stage', order: 1, space: { id: 12, type: 'presentation', slug: 'main', name: 'Main stage', published: false }, linked_space: null, url: null },
      ] },
    ],
  },
  { id: 3, text: 'Aurora Optics', order: 3, space: { id: 13, type: 'booth', slug: 'aurora', name: 'Aurora Optics', published: true }, linked_space: { slug: 'expo' }, url: null, sub_menus: [] },
];

export { stubFetch, type FetchHandler } from '@/test/stub-fetch';

/** The standard server of the shell tests: config, the signed-in user, the event and its menus. */
export function shellServer(over: { event?: FetchReply; user?: FetchReply; debug?: boolean } = {}): FetchHandler {
  const paged = (results: unknown[]) => ({ count: results.length, next: null, previous: null, results });
  return (method, path) => {
    if (path.startsWith('/api/config/')) return { body: { app_title: 'Foyer Test', debug: over.debug ?? false, version: 't', sentry_dsn: null, dev_outbox: false } };
    if (path.startsWith('/api/auth/current_user/')) return over.user ?? { body: userFixture() };
    if (path === '/api/events/demo/') return over.event ?? { body: eventFixture() };
    if (path === '/api/events/demo/navigation/') return { body: paged(menuFixture()) };
    if (path === '/api/events/demo/spaces/') return { body: paged([]) };
    if (path.startsWith('/api/events/demo/analytics/')) return { status: 201, body: { id: 1 } };
    if (method === 'POST' && path === '/api/auth/logout/') return { body: { detail: 'Logged out.' } };
    if (method === 'POST' && path === '/api/client-errors/') return { status: 202, body: { detail: 'Reported.' } };
    return undefined;
  };
}

/** Stand-in entry routes: the entry page is another feature's and has its own tests. */
export const stubEntryRoutes: AppRouteObject[] = [
  { path: ':eventSlug/enterevent', element: <h1>Entry page</h1>, handle: { titleKey: 'app.routes.root', isPublic: true } },
];

/** Renders the app's real route tree at a path, with its providers (no transitions, no portals). */
export function renderApp(path: string, extra: ReactNode = null) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const routes = createRoutes({ entry: stubEntryRoutes, devOutbox: [], withExtensions: false });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const utils = render(
    <MantineProvider env="test">
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        {extra}
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...utils, router, queryClient, location: () => router.state.location.pathname };
}

/**
 * Renders a component with Mantine (modals included), TanStack Query and a memory router; `pattern` gives
 * the component its route parameters (e.g. `:eventSlug/booths/:boothSlug`).
 */
export function renderUi(ui: ReactNode, path = '/demo', pattern = '*') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: pattern, element: <ModalsProvider>{ui}</ModalsProvider> }], { initialEntries: [path] });
  const utils = render(
    <MantineProvider env="test">
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...utils, router, queryClient };
}
