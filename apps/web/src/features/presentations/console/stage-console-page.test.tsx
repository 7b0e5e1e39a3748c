import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OrganizerStage, Presentation } from '@foyer/contracts';
import { describe, expect, it } from 'vitest';
import { renderUi, signInForTest, stubFetch } from '@/app/test-utils';
import { StageConsolePage } from './stage-console-page';

const entry = (id: number, title: string, over: Partial<Presentation> = {}): Presentation => ({
  id, title, description: '', kind: 'embed', url: 'https://example.org/', moderator: null, speakers: [], start_date: null, end_date: null, program_item_id: null, backstage_videocall_id: null, ...over,
});
const stage: OrganizerStage = {
  id: 12, slug: 'main', name: 'Main stage', current_presentation_id: 1, moderators: [],
  presentations: [entry(1, 'Keynote', { kind: 'live', url: null }), entry(2, 'Harbour map')],
};
const base = '/api/events/demo/organizer/stages/main/';

function server() {
  return stubFetch((method, path, body) => {
    if (path === base) return { body: stage };
    if (method === 'PUT' && path === `${base}current/`) return { body: { ...stage, current_presentation_id: (body as { presentation_id: number }).presentation_id } };
    if (method === 'PUT' && path === `${base}order/`) return { body: stage };
    if (path.startsWith('/api/events/demo/organizer/members/')) return { body: { count: 0, next: null, previous: null, results: [] } };
    return undefined;
  });
}

describe('the stage editor', () => {
  it('shows what runs now, switches to another entry and moves one up', async () => {
    signInForTest();
    const calls = server();
    renderUi(<StageConsolePage eventSlug="demo" roles={['owner']} />, '/manage/demo/stage/main', 'manage/*');
    const user = userEvent.setup();
    expect(within(await screen.findByTestId('now-showing')).getByText('Keynote')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Show Harbour map now' }));
    await waitFor(() => expect(calls.find('PUT', `${base}current/`).map((c) => c.body)).toEqual([{ presentation_id: 2 }]));
    expect(await within(screen.getByTestId('now-showing')).findByText('Harbour map')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Move Harbour map up' }));
    await waitFor(() => expect(calls.find('PUT', `${base}order/`).map((c) => c.body)).toEqual([{ presentation_ids: [2, 1] }]));
    expect(screen.getByRole('button', { name: 'Move Keynote up' }).hasAttribute('disabled')).toBe(true);
  });

  it('asks no address of a live entry, and the contract\'s https rule of an embedded page, sending nothing', async () => {
    signInForTest();
    const calls = server();
    renderUi(<StageConsolePage eventSlug="demo" roles={['owner']} />, '/manage/demo/stage/main', 'manage/*');
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('add-entry'));
    await user.type(screen.getByTestId('entry-title'), 'Welcome');
    expect(screen.queryByTestId('entry-url')).toBeNull();
    await user.click(within(screen.getByTestId('entry-kind')).getByText('Embedded page'));
    await user.type(screen.getByTestId('entry-url'), 'http://example.org/');
    await user.click(screen.getByRole('button', { name: 'Add to schedule' }));
    expect(await screen.findByText('An embedded page needs a full address starting with https://.')).toBeTruthy();
    expect(calls.find('POST', `${base}presentations/`)).toHaveLength(0);
  });
});
