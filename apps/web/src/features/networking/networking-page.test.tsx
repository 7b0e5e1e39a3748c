import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { NetworkingPage, Videocall } from '@foyer/contracts';
import { renderApp, shellServer, signInForTest, stubFetch } from '@/app/test-utils';
import { registerSpacePage } from '@/features/spaces/registry';
import { NetworkingPage as Page } from './components/networking-page';

vi.setConfig({ testTimeout: 20_000 });

beforeAll(() => registerSpacePage('networking', Page));

const call = (id: number, over: Partial<Videocall> = {}): Videocall => ({
  id, display_name: `Table ${id}`, status: 'open', admin_id: 1, admin: 1, speaker: null,
  users: [{ id: 5, first_name: 'Aïsha', last_name: 'Diallo', mugshot: null, do_not_disturb: false }], mugshots: [],
  x_position: 420, y_position: 360, networking_page: 'lounge', capacity: 10, permanent: true, ended: false, ...over,
});
const page = (over: Partial<NetworkingPage['meta']> = {}, videocalls: Videocall[] = [call(1), call(2, { status: 'request', display_name: 'Q&A' })]): NetworkingPage => ({
  meta: { id: 30, slug: 'lounge', name: 'Lounge', published: true, image: null, max_calls: 20, chat_id: null, ...over },
  videocalls,
});

function server(reply: { status?: number; body?: unknown }, create?: { status: number; body: unknown }) {
  const shell = shellServer();
  return stubFetch((method, path, body) => {
    if (path === '/api/events/demo/networking/lounge/') return reply;
    if (method === 'POST' && path === '/api/events/demo/videocalls/create/' && create) return create;
    if (path.startsWith('/api/events/demo/virtual_attendees/')) return { body: { count: 0, next: null, previous: null, results: [] } };
    return shell(method, path, body);
  });
}

describe('networking area page', () => {
  it('shows the not-found heading for an unknown area', async () => {
    signInForTest();
    server({ status: 404, body: { detail: 'Not found.' } });
    renderApp('/demo/networking/lounge');
    expect(await screen.findByRole('heading', { name: 'Networking area not found' }, { timeout: 8000 })).toBeDefined();
  });

  it('shows the unpublished page for a closed area', async () => {
    signInForTest();
    server({ body: page({ published: false }, []) });
    renderApp('/demo/networking/lounge');
    expect(await screen.findByRole('heading', { name: 'Networking area closed' }, { timeout: 8000 })).toBeDefined();
    expect(screen.queryByTestId('networking-map')).toBeNull();
  });

  it("draws the calls with status and people, says there is no background image, and lists the calls under Meetings", async () => {
    signInForTest();
    server({ body: page({}, [call(1), call(2, { status: 'request', display_name: 'Q&A' }), call(3, { status: 'closed', display_name: 'Gone' })]) });
    renderApp('/demo/networking/lounge');
    await screen.findByTestId('networking-map', {}, { timeout: 8000 });
    expect(screen.getByText('This networking area has no background image')).toBeDefined();
    const calls = screen.getAllByTestId('networking-call');
    expect(calls.map((c) => c.getAttribute('data-status'))).toEqual(['open', 'request']);
    expect(within(calls[1]!).getByText('Ask to join')).toBeDefined();
    // (Hidden from queries by role until laid out: jsdom measures the map as 0 × 0.)
    expect(calls[0]!.querySelector('button')!.getAttribute('aria-label')).toBe('Table 1: Open, 1 of 10 people. Join the call');
    expect(calls[0]!.style.left).toBe(`${(420 / 1920) * 100}%`);
    fireEvent.click(screen.getByRole('tab', { name: /Meetings/ }));
    const listed = await screen.findAllByTestId('networking-meeting');
    expect(listed.map((row) => row.textContent)).toEqual([expect.stringContaining('Table 1'), expect.stringContaining('Q&A')]);
  });

  it("shows the capacity-reached message when the area's calls are at their limit", async () => {
    signInForTest();
    const net = server({ body: page() }, { status: 409, body: { detail: 'Networking calls have reached its capacity', code: 'networking_full' } });
    renderApp('/demo/networking/lounge');
    fireEvent.click(await screen.findByTestId('networking-new-call', {}, { timeout: 8000 }));
    expect(await screen.findByText('Networking calls have reached its capacity')).toBeDefined();
    await waitFor(() => expect(net.find('POST', '/api/events/demo/videocalls/create/')).toHaveLength(1));
    expect(net.find('POST', '/api/events/demo/videocalls/create/')[0]!.body).toMatchObject({ networking_page: 'lounge' });
  });
});
