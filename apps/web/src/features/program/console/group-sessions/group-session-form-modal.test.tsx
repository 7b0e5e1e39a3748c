import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { OrganizerGroupSession } from '@foyer/contracts';
import { renderUi, signInForTest, stubFetch } from '@/app/test-utils';
import { GroupSessionFormModal } from './group-session-form-modal';

const base = '/api/events/demo/organizer/group-sessions/';
const people = { count: 1, next: null, previous: null, results: [{ id: 50, email: 'hana@example.com', first_name: 'Hana', last_name: 'Host', roles: [], staffed_booths: [], tags: [], signed_in: true, joined_at: null, last_seen_at: null }] };
const session: OrganizerGroupSession = {
  id: 7, starts_at: '2026-05-12T10:00:00.000Z', ends_at: '2026-05-12T11:00:00.000Z', description: '<p>Bring yours</p>', enable_host_chat: false,
  videocall: { admin_id: 50, display_name: 'Open questions', twilio_name: '12' }, is_host_confirmed: true,
  host: { id: 50, first_name: 'Hana', last_name: 'Host', email: 'hana@example.com' },
};

describe('the group session form', () => {
  it('says what the contract asks beside each field and sends nothing', async () => {
    signInForTest();
    const calls = stubFetch((_method, path) => (path.startsWith('/api/events/demo/organizer/members/') ? { body: people } : undefined));
    renderUi(<GroupSessionFormModal eventSlug="demo" session={null} onClose={() => undefined} />, '/manage/demo/group-sessions');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add session' }));
    expect(await screen.findByText('Give the session a title.')).toBeTruthy();
    expect(screen.getByTestId('group-session-title').getAttribute('aria-invalid')).toBe('true');
    expect(calls.find('POST', base)).toHaveLength(0);
  });

  it('keeps the host by name and shows the server\'s field errors at their fields', async () => {
    signInForTest();
    const calls = stubFetch((method, path) => {
      if (path.startsWith('/api/events/demo/organizer/members/')) return { body: people };
      if (method === 'PATCH' && path === `${base}7/`) return { status: 400, body: { admin_id: ['The host must be a person of this event.'] } };
      return undefined;
    });
    renderUi(<GroupSessionFormModal eventSlug="demo" session={session} onClose={() => undefined} />, '/manage/demo/group-sessions');
    const user = userEvent.setup();
    expect(((await screen.findByTestId('group-session-host')) as HTMLInputElement).value).toContain('Hana Host');
    await user.click(screen.getByRole('button', { name: 'Save session' }));
    expect(await screen.findByText('The host must be a person of this event.')).toBeTruthy();
    await waitFor(() => expect(calls.find('PATCH', `${base}7/`)).toHaveLength(1));
    expect(calls.find('PATCH', `${base}7/`)[0]!.body).toEqual({
      display_name: 'Open questions', description: '<p>Bring yours</p>', starts_at: '2026-05-12T10:00:00.000Z', ends_at: '2026-05-12T11:00:00.000Z', admin_id: 50, enable_host_chat: false,
    });
  });
});
