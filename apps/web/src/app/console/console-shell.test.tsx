import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IconStar } from '@tabler/icons-react';
import type { OrganizerEventSummary } from '@foyer/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  clearConsoleSections,
  registerEventConsoleSection,
  registerInstanceConsoleSection,
  type ConsoleRole,
  type EventSectionProps,
} from '@/shared/plug-ins/console-sections';
import { fakeToken, renderApp, shellServer, signInForTest, stubFetch } from '../test-utils';

const summary = (over: Partial<OrganizerEventSummary> = {}): OrganizerEventSummary => ({
  id: 1, slug: 'demo', name: 'Lumen Summit', start_date: '2026-05-12', end_date: '2026-05-14', timezone: 'Europe/Amsterdam',
  language: 'en-US', is_virtual: true, is_in_person: false, published: true, status: 'published', people_count: 4, roles: [],
  ...over,
});

/** The console's server: the shell's own answers and the person's events with their roles. */
function consoleServer(events: OrganizerEventSummary[], administrator: boolean) {
  const shell = shellServer();
  return stubFetch((method, path, body) => {
    if (path.startsWith('/api/organizer/events/')) return { body: { count: events.length, next: null, previous: null, results: events, can_create: administrator } };
    return shell(method, path, body);
  });
}

const section = (id: string, roles: ConsoleRole[], order: number) => ({
  id,
  path: id,
  titleKey: 'console.title',
  icon: IconStar,
  roles,
  order,
  page: ({ eventSlug }: EventSectionProps) => <p>Page {id} of {eventSlug}</p>,
});

describe('the organiser console', () => {
  beforeEach(() => {
    clearConsoleSections();
    registerInstanceConsoleSection({ ...section('events', ['owner', 'moderator', 'administrator'], 1), path: '', page: () => <p>The events</p> });
    registerEventConsoleSection(section('owners-only', ['owner', 'administrator'], 2));
    registerEventConsoleSection(section('everyone', ['owner', 'moderator', 'administrator'], 1));
  });

  it('signs a person in with the mailed code, no event named, and then shows the console', async () => {
    const shell = shellServer();
    const calls = stubFetch((method, path, body) => {
      if (method === 'POST' && path === '/api/auth/callback/') return { body: { detail: 'Code sent.' } };
      if (method === 'POST' && path === '/api/auth/obtain/') return { body: { access: fakeToken(), refresh: 'refresh-token' } };
      if (path.startsWith('/api/organizer/events/')) return { body: { count: 0, next: null, previous: null, results: [], can_create: true } };
      return shell(method, path, body);
    });
    renderApp('/manage');
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'Organiser console' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Send me a code' }));
    expect(await screen.findByText('Enter a valid e-mail address.')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: /e-mail address/i }), 'olivia@example.com');
    await user.click(screen.getByRole('button', { name: 'Send me a code' }));
    await user.type(await screen.findByRole('textbox', { name: /access code/i }), '12 34-56');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('The events')).toBeTruthy();
    expect(calls.find('POST', '/api/auth/callback/')[0]!.body).toEqual({ email: 'olivia@example.com', type: 'code' });
    expect(calls.find('POST', '/api/auth/obtain/')[0]!.body).toEqual({ email: 'olivia@example.com', code: '123456' });
  });

  it('shows a moderator the sections for moderators only, in their order, and refuses the others at their address', async () => {
    signInForTest();
    consoleServer([summary({ roles: ['moderator'] })], false);
    const { router } = renderApp('/manage/demo/everyone');
    expect(await screen.findByText('Page everyone of demo')).toBeTruthy();
    const menu = screen.getByRole('navigation', { name: 'Console menu' });
    expect(within(menu).getByTestId('console-nav-everyone')).toBeTruthy();
    expect(within(menu).queryByTestId('console-nav-owners-only')).toBeNull();
    expect(within(menu).getByTestId('console-nav-event').textContent).toBe('Lumen Summit');

    await router.navigate('/manage/demo/owners-only');
    expect(await screen.findByTestId('console-refused')).toBeTruthy();
    expect(screen.queryByText(/Page owners-only/)).toBeNull();
  });

  it('shows an owner every section of their event, in the registered order', async () => {
    signInForTest();
    consoleServer([summary({ roles: ['owner'] })], false);
    renderApp('/manage/demo');
    expect(await screen.findByText('Page everyone of demo')).toBeTruthy();
    const links = within(screen.getByRole('navigation', { name: 'Console menu' })).getAllByRole('link').map((a) => a.getAttribute('href'));
    expect(links).toEqual(['/manage/', '/manage/demo/everyone', '/manage/demo/owners-only', '/demo']);
  });

  it('gives an administrator every event, also one they hold no role in', async () => {
    signInForTest();
    consoleServer([], true);
    renderApp('/manage/other/owners-only');
    expect(await screen.findByText('Page owners-only of other')).toBeTruthy();
  });

  it('tells a person who runs nothing so, and an unknown section that it is unknown', async () => {
    signInForTest();
    consoleServer([], false);
    const first = renderApp('/manage');
    expect(await screen.findByRole('heading', { name: 'Nothing to manage here' })).toBeTruthy();
    first.unmount();

    consoleServer([summary({ roles: ['owner'] })], false);
    renderApp('/manage/demo/no-such-section');
    expect(await screen.findByTestId('console-unknown')).toBeTruthy();
  });
});
