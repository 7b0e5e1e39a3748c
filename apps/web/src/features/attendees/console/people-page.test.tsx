import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Notifications } from '@mantine/notifications';
import type { EventMember } from '@foyer/contracts';
import { describe, expect, it } from 'vitest';
import { renderUi, signInForTest, stubFetch } from '@/app/test-utils';
import { PeoplePage } from './people-page';

const person = (id: number, over: Partial<EventMember> = {}): EventMember => ({
  id, email: `p${id}@example.com`, first_name: `Person`, last_name: `${id}`, roles: [], staffed_booths: [], tags: [], signed_in: true,
  joined_at: '2026-05-01T10:00:00Z', last_seen_at: null, ...over,
});

const members = [person(1, { first_name: 'Olivia', last_name: 'Owner', roles: ['owner'] }), person(2, { first_name: 'Bob', last_name: 'Baker', tags: ['press'] })];

/** The members routes; a PATCH is answered by `patch` (the person with the new roles by default). */
function server(patch?: (id: number, body: { roles?: string[] }) => { status?: number; body?: unknown }) {
  return stubFetch((method, path, body) => {
    if (method === 'GET' && path.startsWith('/api/events/demo/organizer/members/')) return { body: { count: members.length, next: null, previous: null, results: members } };
    if (path.startsWith('/api/events/demo/attendee_tags/')) return { body: { count: 0, next: null, previous: null, results: [] } };
    const edit = /^\/api\/events\/demo\/organizer\/members\/(\d+)\/$/.exec(path);
    if (method === 'PATCH' && edit) {
      const id = Number(edit[1]);
      const roles = (body as { roles?: string[] }).roles;
      return patch ? patch(id, body as { roles?: string[] }) : { body: { ...members.find((m) => m.id === id), roles } };
    }
    return undefined;
  });
}

async function openActions(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(await screen.findByRole('button', { name: `Actions for ${name}` }));
  return screen.findByRole('menu');
}

describe('the people of an event', () => {
  it('gives an owner\'s chosen person the moderator role', async () => {
    signInForTest();
    const calls = server();
    renderUi(<><PeoplePage eventSlug="demo" roles={['owner']} /><Notifications /></>, '/manage/demo/people');
    const user = userEvent.setup();
    const menu = await openActions(user, 'Bob Baker');
    await user.click(within(menu).getByRole('menuitem', { name: 'Make moderator' }));
    await waitFor(() => expect(calls.find('PATCH', '/api/events/demo/organizer/members/2/')).toHaveLength(1));
    expect(calls.find('PATCH', '/api/events/demo/organizer/members/2/')[0]!.body).toEqual({ roles: ['moderator'] });
    expect(await screen.findByText('The roles of Bob Baker are saved.')).toBeTruthy();
  });

  it('says the server\'s refusal when the last owner would lose the role', async () => {
    signInForTest();
    server(() => ({ status: 409, body: { detail: 'An event keeps at least one owner.', code: 'last_owner' } }));
    renderUi(<><PeoplePage eventSlug="demo" roles={['owner']} /><Notifications /></>, '/manage/demo/people');
    const user = userEvent.setup();
    const menu = await openActions(user, 'Olivia Owner');
    await user.click(within(menu).getByRole('menuitem', { name: 'Take the owner role' }));
    expect(await screen.findByText('An event keeps at least one owner.')).toBeTruthy();
  });

  it('lets a moderator read the list and change nothing', async () => {
    signInForTest();
    server();
    renderUi(<PeoplePage eventSlug="demo" roles={['moderator']} />, '/manage/demo/people');
    expect(await screen.findByText('Bob Baker')).toBeTruthy();
    expect(screen.getByTestId('people-read-only')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Actions for/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add person' })).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });
});
