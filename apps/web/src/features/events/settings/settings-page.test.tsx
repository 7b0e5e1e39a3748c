import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { EventSettings } from '@foyer/contracts';
import { renderUi, signInForTest, stubFetch } from '@/app/test-utils';
import { clearEventSettingsBlocks, registerEventSettingsBlock } from '@/shared/plug-ins/event-settings-blocks';
import { SettingsPage } from './settings-page';

const settings = (over: Partial<EventSettings> = {}): EventSettings => ({
  id: 1, slug: 'demo', status: 'published', name: 'Lumen Summit', primary_color: '#5b3cc4', logo: null, background_image: null, banner_image: null,
  intro_text: '<p>Welcome</p>', intro_video: null, intro_thumbnail_url: null, autostart_intro_video: false, help_content: '', terms: '',
  privacy_statement: '', login_form_addendum: '', start_with_login_tab: false, twitter_search: '', show_booth_sidebar: true, home_space: null,
  goodiebag_name: 'Favorites', enable_group_sessions: false, enable_meeting_scheduling: false, enable_performers: true, enable_calendar: true,
  enable_attendees: true, enable_mobile_warning: false, first_day_of_program: null, start_date: '2026-05-12', end_date: '2026-05-14',
  timezone: 'Europe/Amsterdam', is_virtual: true, is_in_person: false, language: 'en-US', contact_email: null, is_lite: false,
  preview_config: { time_format: '24h', show_attendees_outside_event: false, show_jobs_inside_booths: true, show_speaker_icon: true, show_calendar_icon: true, show_booth_sidebar: true, enable_meeting_scheduling: false },
  published: true, invite_only: false,
  ...over,
});

/** The settings routes; a PATCH is answered by `patch` (the stored settings with the change by default). */
function server(patch?: (body: Record<string, unknown>) => { status?: number; body?: unknown }) {
  return stubFetch((method, path, body) => {
    if (path === '/api/events/demo/organizer/' && method === 'GET') return { body: settings() };
    if (path === '/api/events/demo/organizer/' && method === 'PATCH') return patch ? patch(body as Record<string, unknown>) : { body: settings(body as Partial<EventSettings>) };
    if (path === '/api/events/demo/spaces/') return { body: { count: 0, next: null, previous: null, results: [] } };
    return undefined;
  });
}

function renderSettings() {
  return renderUi(
    <>
      <Link to="/manage/demo/people">People</Link>
      <SettingsPage eventSlug="demo" roles={['owner']} />
    </>,
    '/manage/demo/settings',
  );
}

describe('event settings', () => {
  it('shows the contract\'s message beside a field, and a field the server refuses beside that field', async () => {
    signInForTest();
    const calls = server(() => ({ status: 400, body: { goodiebag_name: ['Give the goodie bag a name.'] } }));
    renderSettings();
    const user = userEvent.setup();
    const name = await screen.findByTestId('setting-name');
    await user.clear(name);
    await user.tab();
    expect(await screen.findByText('Give the event a name.')).toBeTruthy();
    expect(name.getAttribute('aria-invalid')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(calls.find('PATCH', '/api/events/demo/organizer/')).toHaveLength(0);
    expect(within(screen.getByTestId('save-bar')).getByText('1 field needs your attention')).toBeTruthy();

    await user.click(name);
    await user.paste('Lumen Summit 2026');
    await user.click(screen.getByTestId('setting-contact-email'));
    await user.paste('hello@example.com');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(calls.find('PATCH', '/api/events/demo/organizer/')).toHaveLength(1));
    // Only what changed is sent.
    expect(calls.find('PATCH', '/api/events/demo/organizer/')[0]!.body).toEqual({ name: 'Lumen Summit 2026', contact_email: 'hello@example.com' });
    const goodiebag = screen.getByRole('textbox', { name: 'Name of the goodie bag' });
    await waitFor(() => expect(goodiebag.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText('Give the goodie bag a name.').length).toBeGreaterThan(0);
  });

  it('asks before leaving with unsaved changes, stays when asked to, and leaves freely once saved', async () => {
    signInForTest();
    const calls = server();
    const { router } = renderSettings();
    const user = userEvent.setup();
    const name = await screen.findByTestId('setting-name');
    await user.click(name);
    await user.paste(' 2026');
    expect(screen.getByText('You have unsaved changes')).toBeTruthy();

    await user.click(screen.getByRole('link', { name: 'People' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay and save' }));
    expect(router.state.location.pathname).toBe('/manage/demo/settings');
    expect((name as HTMLInputElement).value).toBe('Lumen Summit 2026');

    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(calls.find('PATCH', '/api/events/demo/organizer/')).toHaveLength(1));
    expect(await screen.findByText('All changes are saved')).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'People' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/manage/demo/people'));
    expect(screen.queryByRole('dialog', { name: 'Leave without saving?' })).toBeNull();
  });

  it('leaves without saving when the person says so', async () => {
    signInForTest();
    const calls = server();
    const { router } = renderSettings();
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('setting-invite_only'));
    await user.click(screen.getByRole('link', { name: 'People' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Leave without saving?' })).getByRole('button', { name: 'Leave without saving' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/manage/demo/people'));
    expect(calls.find('PATCH', '/api/events/demo/organizer/')).toHaveLength(0);
  });

  it('shows the blocks other features add in cards of their own, listed in its contents, outside the settings form', async () => {
    signInForTest();
    server();
    registerEventSettingsBlock({
      id: 'stand-in', titleKey: 'manage_program.settings_block.title', descriptionKey: 'manage_program.settings_block.description', order: 1,
      component: ({ eventSlug }) => <p data-testid="stand-in-block">block of {eventSlug}</p>,
    });
    try {
      renderSettings();
      const block = await screen.findByTestId('stand-in-block');
      expect(block.textContent).toBe('block of demo');
      expect(block.closest('form')).toBeNull();
      expect(block.closest('section')?.id).toBe('settings-stand-in');
      expect(screen.getByRole('link', { name: 'Program tags' }).getAttribute('href')).toBe('#settings-stand-in');
    } finally {
      clearEventSettingsBlocks();
    }
  });
});
