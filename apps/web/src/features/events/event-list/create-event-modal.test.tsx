import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderUi, signInForTest, stubFetch } from '@/app/test-utils';
import { CreateEventModal } from './create-event-modal';

const settingsOf = (body: Record<string, unknown>) => ({
  id: 9, status: 'draft', primary_color: '#5b3cc4', logo: null, background_image: null, banner_image: null, intro_text: '', intro_video: null,
  intro_thumbnail_url: null, autostart_intro_video: false, help_content: '', terms: '', privacy_statement: '', login_form_addendum: '',
  start_with_login_tab: false, twitter_search: '', show_booth_sidebar: true, home_space: null, goodiebag_name: 'Favorites',
  enable_group_sessions: false, enable_meeting_scheduling: false, enable_performers: true, enable_calendar: true, enable_attendees: true,
  enable_mobile_warning: false, first_day_of_program: null, contact_email: null, is_lite: false,
  preview_config: { time_format: '24h', show_attendees_outside_event: false, show_jobs_inside_booths: true, show_speaker_icon: true, show_calendar_icon: true, show_booth_sidebar: true, enable_meeting_scheduling: false },
  published: false, invite_only: false, ...body,
});

/** The slug check answers `taken` for `summit`, free for anything else; creating answers the new event. */
function server() {
  return stubFetch((method, path, body) => {
    if (path.startsWith('/api/organizer/events/slug/')) {
      const slug = new URL(path, 'http://x').searchParams.get('slug');
      return slug === 'summit'
        ? { body: { slug, available: false, reason: 'taken', detail: 'Another event already uses this address.' } }
        : { body: { slug, available: true, reason: null, detail: null } };
    }
    if (method === 'POST' && path === '/api/organizer/events/') return { status: 201, body: settingsOf(body as Record<string, unknown>) };
    return undefined;
  });
}

describe('creating an event', () => {
  it('shows the contract\'s message beside each field that fails it, and sends nothing', async () => {
    signInForTest();
    const calls = server();
    renderUi(<CreateEventModal opened onClose={() => undefined} />, '/manage');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Create event' }));
    expect(await screen.findByText('Give the event a name.')).toBeTruthy();
    expect(screen.getAllByText('Pick a day.')).toHaveLength(2);
    expect(screen.getByRole('textbox', { name: /^Name/ }).getAttribute('aria-invalid')).toBe('true');
    expect(calls.find('POST', '/api/organizer/events/')).toHaveLength(0);
  });

  it('checks the address as it is typed: the contract\'s rule at once, taken addresses from the server', async () => {
    signInForTest();
    const calls = server();
    renderUi(<CreateEventModal opened onClose={() => undefined} />, '/manage');
    const user = userEvent.setup();
    const slug = await screen.findByTestId('slug-input');

    await user.type(slug, 'manage');
    expect(await screen.findByText('This address is reserved; choose another.')).toBeTruthy();
    await user.clear(slug);
    await user.type(slug, 'summit');
    expect(await screen.findByText('Another event already has this address.')).toBeTruthy();
    expect(calls.find('GET', '/api/organizer/events/slug/?slug=summit').length).toBe(1);
    // Reserved addresses are refused before the server is asked.
    expect(calls.find('GET', '/api/organizer/events/slug/?slug=manage')).toHaveLength(0);

    await user.clear(slug);
    await user.type(slug, 'summit-2026');
    expect(await screen.findByTestId('slug-available')).toBeTruthy();
  });

  it('suggests the address from the name and sends the event as the contract has it', async () => {
    signInForTest();
    const calls = server();
    const { router } = renderUi(<CreateEventModal opened onClose={() => undefined} />, '/manage');
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /^Name/ }), 'Café Summit');
    expect((screen.getByTestId('slug-input') as HTMLInputElement).value).toBe('cafe-summit');
    await screen.findByTestId('slug-available');
    await user.click(screen.getByTestId('start-date'));
    await user.click(await screen.findByRole('button', { name: /^12 / }));
    await user.click(screen.getByTestId('end-date'));
    await user.click(await screen.findByRole('button', { name: /^14 / }));
    await user.click(screen.getByRole('radio', { name: 'Hybrid' }));
    await user.click(screen.getByRole('button', { name: 'Create event' }));

    await waitFor(() => expect(calls.find('POST', '/api/organizer/events/')).toHaveLength(1));
    const sent = calls.find('POST', '/api/organizer/events/')[0]!.body as Record<string, unknown>;
    expect(sent).toMatchObject({ name: 'Café Summit', slug: 'cafe-summit', is_virtual: true, is_in_person: true, language: 'en-US' });
    expect(sent.start_date).toMatch(/^\d{4}-\d{2}-12$/);
    expect(sent.end_date).toMatch(/^\d{4}-\d{2}-14$/);
    expect(sent).not.toHaveProperty('owner_email');
    await waitFor(() => expect(router.state.location.pathname).toBe('/manage/cafe-summit/settings'));
  });
});
