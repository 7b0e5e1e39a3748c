import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { OrganizerEventSummary } from '@foyer/contracts';
import { renderUi, signInForTest, stubFetch } from '@/app/test-utils';
import { CreateEventModal } from '../event-list/create-event-modal';
import { CloneEventModal } from './clone-event-modal';

/** Every address is free; a template or clone answers the event it made. */
function server() {
  return stubFetch((method, path, body) => {
    if (path.startsWith('/api/organizer/events/slug/')) {
      const slug = new URL(path, 'http://x').searchParams.get('slug');
      return { body: { slug, available: true, reason: null, detail: null } };
    }
    const made = body as { slug: string; name: string };
    if (method === 'POST' && (path === '/api/organizer/events/from-template/' || path.endsWith('/organizer/clone/'))) return { status: 201, body: { slug: made.slug, name: made.name } };
    return undefined;
  });
}

const lumen = { slug: 'lumen', name: 'Lumen', roles: ['owner'] } as unknown as OrganizerEventSummary;

describe('a new event from a template or a clone', () => {
  it('offers the templates; one picked asks only a name and an address and sends the template', async () => {
    signInForTest();
    const calls = server();
    const { router } = renderUi(<CreateEventModal opened onClose={() => undefined} />, '/manage');
    const user = userEvent.setup();
    expect(await screen.findByRole('radio', { name: /An empty event/ })).toBeTruthy();
    expect(screen.getByTestId('start-date')).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: /A trade fair/ }));
    expect(screen.queryByTestId('start-date')).toBeNull();
    await user.type(await screen.findByRole('textbox', { name: /^Name/ }), 'Hall Days');
    await screen.findByTestId('slug-available');
    await user.click(screen.getByRole('button', { name: 'Create event' }));
    await waitFor(() => expect(calls.find('POST', '/api/organizer/events/from-template/')).toHaveLength(1));
    expect(calls.find('POST', '/api/organizer/events/from-template/')[0]!.body).toEqual({ name: 'Hall Days', slug: 'hall-days', template: 'trade-fair' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/manage/hall-days/settings'));
  });

  it('clones with the parts left ticked, and refuses to clone nothing', async () => {
    signInForTest();
    const calls = server();
    renderUi(<CloneEventModal event={lumen} onClose={() => undefined} />, '/manage');
    const user = userEvent.setup();
    const name = await screen.findByRole('textbox', { name: /^Name/ });
    expect((name as HTMLInputElement).value).toBe('Lumen (copy)');
    expect((screen.getByTestId('slug-input') as HTMLInputElement).value).toBe('lumen-copy');
    await user.clear(screen.getByTestId('slug-input'));
    await user.type(screen.getByTestId('slug-input'), 'lumen-2027');
    for (const part of ['Settings', 'Spaces and map', 'Booths', 'Program', 'Meetings']) await user.click(screen.getByRole('checkbox', { name: new RegExp(`^${part}`) }));
    await user.click(screen.getByRole('button', { name: 'Clone' }));
    expect(await screen.findByText('Choose at least one part to copy.')).toBeTruthy();
    expect(calls.find('POST', '/api/events/lumen/organizer/clone/')).toHaveLength(0);
    await user.click(screen.getByRole('checkbox', { name: /^Program/ }));
    await user.click(screen.getByRole('checkbox', { name: /^Spaces and map/ }));
    await user.click(screen.getByRole('button', { name: 'Clone' }));
    await waitFor(() => expect(calls.find('POST', '/api/events/lumen/organizer/clone/')).toHaveLength(1));
    expect(calls.find('POST', '/api/events/lumen/organizer/clone/')[0]!.body).toEqual({ name: 'Lumen (copy)', slug: 'lumen-2027', parts: ['program', 'spaces'] });
  });
});
