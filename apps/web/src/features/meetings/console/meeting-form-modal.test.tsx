import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderUi, signInForTest, stubFetch } from '@/app/test-utils';
import { meetingFixture } from '../test-fixtures';
import { MeetingFormModal } from './meeting-form-modal';

const base = '/api/events/demo/organizer/meetings/rooms/meetings/';
const people = { count: 1, next: null, previous: null, results: [{ id: 50, email: 'hana@example.com', first_name: 'Hana', last_name: 'Host', roles: [], staffed_booths: [], tags: [], signed_in: true, joined_at: null, last_seen_at: null }] };

describe('the meeting form', () => {
  it('says what the contract asks beside each field and sends nothing', async () => {
    signInForTest();
    const calls = stubFetch((_method, path) => (path.startsWith('/api/events/demo/organizer/members/') ? { body: people } : undefined));
    renderUi(<MeetingFormModal eventSlug="demo" spaceSlug="rooms" meeting={null} onClose={() => undefined} />, '/manage/demo/meetings/rooms');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add meeting' }));
    expect(await screen.findByText('A meeting needs a host.')).toBeTruthy();
    expect(screen.getByTestId('meeting-title').getAttribute('aria-invalid')).toBe('true');
    expect(calls.find('POST', base)).toHaveLength(0);
  });

  it('sends the whole meeting and shows a capacity below the seats taken at the capacity', async () => {
    signInForTest();
    const calls = stubFetch((method, path) => {
      if (path.startsWith('/api/events/demo/organizer/members/')) return { body: people };
      if (method === 'PATCH' && path === `${base}m1/`) return { status: 409, body: { detail: 'The capacity cannot be lower than the seats already taken.', code: 'capacity_below_seats' } };
      return undefined;
    });
    const meeting = meetingFixture({ capacity: 10, capacity_left: 7, participating_users: [1, 2, 3] });
    renderUi(<MeetingFormModal eventSlug="demo" spaceSlug="rooms" meeting={meeting} onClose={() => undefined} />, '/manage/demo/meetings/rooms');
    const user = userEvent.setup();
    const capacity = await screen.findByTestId('meeting-capacity');
    await user.clear(capacity);
    await user.type(capacity, '2');
    await user.click(screen.getByRole('button', { name: 'Save meeting' }));
    expect(await screen.findByText('The capacity cannot be lower than the seats already taken.')).toBeTruthy();
    await waitFor(() => expect(calls.find('PATCH', `${base}m1/`)).toHaveLength(1));
    expect(calls.find('PATCH', `${base}m1/`)[0]!.body).toMatchObject({
      slug: 'm1', title: 'Ask the hosts', capacity: 2, host_user_ids: [50], primary_speaker_id: 50, starts_at: '2026-05-12T10:00:00.000Z', ends_at: '2026-05-12T11:00:00.000Z',
    });
  });
});
