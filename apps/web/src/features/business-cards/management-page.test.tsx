import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BusinessCard } from '@foyer/contracts';
import { boothDetailFixture, boothStaffFixture, renderUi, signInForTest, stubFetch } from '@/app/test-utils';
import { ManagementPage } from './components/management-page';

vi.setConfig({ testTimeout: 15_000 });

const list = '/api/events/demo/organizer/booths/aurora/business-cards/';
const card = (over: Partial<BusinessCard>): BusinessCard => ({
  id: 1, user: 20, user_email: null, first_name: 'Priya', last_name: 'Patel', mugshot: null, include_email: false, message: '',
  staff: null, assigned_to: null, is_auto: false, ignore_incognito_mode: false, done: false,
  created: '2026-05-12T10:00:00Z', updated: '2026-05-12T10:00:00Z', ...over,
});
const paged = (results: unknown[]) => ({ count: results.length, next: null, previous: null, results });

/** Two cards (Priya's unassigned with her e-mail, Marco's automatic one assigned to bob); changes are kept. */
function cardsServer(status = 200) {
  const cards = [
    card({ id: 1, user_email: 'priya@example.com', include_email: true, message: 'Call me' }),
    card({ id: 2, first_name: 'Marco', last_name: 'Rossi', is_auto: true, assigned_to: 3 }),
  ];
  return stubFetch((method, path, body) => {
    if (path === '/api/events/demo/booths/aurora/') {
      return { body: boothDetailFixture({ staff_ids: [3, 6], staff: [
        boothStaffFixture(3, 'Bob', 'Berg'),
        boothStaffFixture(6, 'Hana', 'Hall'),
      ] }) };
    }
    if (status !== 200 && path.startsWith(list)) return { status, body: { detail: 'You do not have permission to perform this action.' } };
    if (method === 'GET' && path.startsWith(list)) {
      const query = new URL(path, 'http://x').searchParams;
      if (query.get('assigned_to_me')) return { body: paged(cards.filter((c) => c.assigned_to === 3)) };
      if (query.get('not_assigned')) return { body: paged(cards.filter((c) => c.assigned_to === null)) };
      return { body: paged(cards) };
    }
    const put = /business-cards\/(\d+)\/$/.exec(path);
    if (method === 'PUT' && put) {
      const i = cards.findIndex((c) => c.id === Number(put[1]));
      cards[i] = { ...cards[i]!, ...(body as Partial<BusinessCard>) };
      return { body: cards[i] };
    }
    return undefined;
  });
}

const renderPage = (path = '/demo/booths/aurora/business-cards') =>
  renderUi(<ManagementPage />, path, ':eventSlug/booths/:boothSlug/business-cards');

afterEach(() => vi.restoreAllMocks());

describe('business card management', () => {
  it('lists the cards with the spec’s columns and a tab for all, assigned to me and not assigned', async () => {
    signInForTest();
    const server = cardsServer();
    renderPage();
    const table = await screen.findByTestId('cards-table');
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Prospect', 'Updated', 'Assigned to', 'Is auto', 'Done', 'Actions']);
    expect(screen.getAllByTestId('card-row')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'E-mail Priya Patel' }).getAttribute('href')).toBe('mailto:priya@example.com');
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['All2', 'Assigned to me', 'Not assigned']);
    expect(server.find('GET', list).map((c) => c.path)).toContain(`${list}?limit=999`);

    fireEvent.click(screen.getByRole('tab', { name: 'Assigned to me' }));
    await waitFor(() => expect(screen.getAllByTestId('card-row')).toHaveLength(1));
    expect(screen.getByTestId('card-row').textContent).toContain('Marco Rossi');
    expect(server.find('GET', list).map((c) => c.path)).toContain(`${list}?limit=999&assigned_to_me=1`);

    fireEvent.click(screen.getByRole('tab', { name: 'Not assigned' }));
    await waitFor(() => expect(screen.getByTestId('card-row').textContent).toContain('Priya Patel'));
    expect(server.find('GET', list).map((c) => c.path)).toContain(`${list}?limit=999&not_assigned=1`);
  });

  it('saves done and the assignee at once', async () => {
    signInForTest();
    const server = cardsServer();
    renderPage();
    await screen.findByTestId('cards-table');
    const [priya] = screen.getAllByTestId('card-row');
    fireEvent.click(within(priya!).getByTestId('card-done'));
    await waitFor(() => expect(server.find('PUT', `${list}1/`)).toHaveLength(1));
    expect(server.find('PUT', `${list}1/`)[0]!.body).toEqual({ done: true });
    expect(priya!.getAttribute('data-done')).toBe('true');

    fireEvent.click(within(priya!).getByRole('combobox', { name: 'Assign the card of Priya Patel' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Hana Hall' }));
    await waitFor(() => expect(server.find('PUT', `${list}1/`)).toHaveLength(2));
    expect(server.find('PUT', `${list}1/`)[1]!.body).toMatchObject({ assigned_to: 6 });
  });

  it('asks for the list again every 15 s', async () => {
    const intervals = vi.spyOn(globalThis, 'setInterval');
    signInForTest();
    const server = cardsServer();
    renderPage();
    await screen.findByTestId('cards-table');
    const refresh = intervals.mock.calls.find(([, delay]) => delay === 15_000);
    expect(refresh).toBeDefined();
    const before = server.find('GET', list).length;
    (refresh![0] as () => void)();
    await waitFor(() => expect(server.find('GET', list).length).toBe(before + 1));
  });

  it('shows each card as a block with the same fields on phones', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('max-width'), media: query, onchange: null, addListener: () => undefined, removeListener: () => undefined,
      addEventListener: () => undefined, removeEventListener: () => undefined, dispatchEvent: () => false,
    }));
    signInForTest();
    const server = cardsServer();
    renderPage();
    await screen.findByTestId('cards-table');
    expect(screen.queryByRole('table')).toBeNull();
    const [priya, marco] = screen.getAllByTestId('card-row');
    expect(within(priya!).getByRole('link', { name: 'E-mail Priya Patel' })).toBeDefined();
    expect(within(marco!).getByText('Automatic')).toBeDefined();
    expect((within(marco!).getByRole('combobox', { name: 'Assign the card of Marco Rossi' }) as HTMLInputElement).value).toBe('Bob Berg');
    fireEvent.click(within(marco!).getByRole('checkbox', { name: 'Done' }));
    await waitFor(() => expect(server.find('PUT', `${list}2/`)).toHaveLength(1));
    expect(server.find('PUT', `${list}2/`)[0]!.body).toEqual({ done: true, assigned_to: 3 });
  });

  it('tells someone who is neither staff nor owner that the cards are not theirs to see', async () => {
    signInForTest();
    cardsServer(403);
    renderPage();
    expect(await screen.findByTestId('cards-forbidden')).toBeDefined();
    expect(screen.queryByTestId('cards-table')).toBeNull();
  });
});
