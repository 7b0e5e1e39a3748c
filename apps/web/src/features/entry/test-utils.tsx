import { MantineProvider } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation, type RouteObject } from 'react-router';
import { afterEach, vi } from 'vitest';
import type { EventPreview } from '@foyer/contracts';
import { i18n } from '@/i18n';
import '@/test/environment';

// Vitest runs without globals here, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  notifications.clean();
  vi.unstubAllGlobals();
});

export async function switchLocale(locale: string): Promise<void> {
  await i18n.changeLanguage(locale);
}

export const previewFixture = (over: Partial<EventPreview> = {}): EventPreview => ({
  slug: 'demo',
  name: 'Demo Summit',
  language: 'en-US',
  primary_color: '#2f6fed',
  logo: '/files/logo.png',
  background_image: '/files/background.jpg',
  banner_image: null,
  intro_text: '<p>Doors open on Monday.</p>',
  intro_video: null,
  intro_thumbnail_url: null,
  autostart_intro_video: false,
  help_content: '',
  terms: '<p>Be kind.</p>',
  privacy_statement: '<p>We keep your e-mail.</p>',
  login_form_addendum: '',
  start_with_login_tab: false,
  published: true,
  invite_only: false,
  twitter_search: '',
  show_booth_sidebar: false,
  home_space: null,
  ...over,
});

export const userFixture = {
  id: 7, first_name: 'Nina', last_name: 'Newcomer', mugshot: null, about: '', linkedin: '', facebook: '', twitter: '',
  instagram: '', is_online: true, do_not_disturb: false, tags: [], email: 'nina@example.com', jobtitle: '', company: '',
  location_type: 'virtual', is_public: true, videocall_status: null, document: null, document_name: null,
  current_user_attendee_id: 3, last_login: null, owned_organizations: [], owned_events: [], attending_events: ['demo'],
  hidden_profile_fields: [], hide_document: false, incognito_mode: false, alias_name: '', terms_agreed: true, event_role: 'attendee',
};

export { stubFetch, type FetchHandler } from '@/test/stub-fetch';

function Where() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname}</div>;
}

/** Renders routes at a path with the app's providers (no transitions, no portals), plus an event home stub. */
export function renderAt(path: string, routes: RouteObject[], extra: ReactNode = null) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter(
    [
      ...routes,
      { path: ':eventSlug', element: <><h1>Event home</h1><Where /></> },
    ],
    { initialEntries: [path] },
  );
  const utils = render(
    <MantineProvider env="test">
      <QueryClientProvider client={queryClient}>
        <Notifications />
        <RouterProvider router={router} />
        {extra}
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...utils, router, queryClient };
}
