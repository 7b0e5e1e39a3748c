import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { BoothDetail, OwnBusinessCard } from '@foyer/contracts';
import { boothDetailFixture, boothStaffFixture, eventFixture, renderApp, shellServer, signInForTest, stubFetch } from '@/app/test-utils';
import { registerSpacePage } from '@/shared/plug-ins/space-pages';
import { BoothSpacePage } from './components/booth-space-page';

vi.setConfig({ testTimeout: 20_000 });

beforeAll(() => registerSpacePage('booth', BoothSpacePage));

/** The signed-in person of the shell fixtures. */
const me = 7;
/** A card the visitor left by hand in some browser, as the server keeps it. */
const myCard = (over: Partial<OwnBusinessCard> = {}): OwnBusinessCard => ({
  id: 41, include_email: true, message: 'Call me', staff: 3, assigned_to: 3, is_auto: false, ignore_incognito_mode: false,
  created: '2026-05-12T10:00:00Z', updated: '2026-05-12T10:00:00Z', ...over,
});
const full: Partial<BoothDetail> = {
  videos: [{ id: 1, name: 'Tour', url: '/files/tour.mp4', embedded_url: null, thumbnail: null }],
  documents: [{ id: 5, name: 'Catalogue', url: '/files/catalogue.pdf' }],
  sponsored_sessions: [{ id: 9, name: 'Night sky talk', description: '<p>Stars</p>', start_date: '2026-05-12T10:00:00Z', end_date: '2026-05-12T11:00:00Z', space_id: 2 }],
  has_jobs: true, jobs_slug: 'job-wall', enable_visitor_list: true, left_business_card: true, my_business_card: myCard(),
  staff: [boothStaffFixture(3, 'Bob', 'Berg')],
};

function boothServer(booth: BoothDetail, flags: { jobs?: boolean; sidebar?: boolean } = {}) {
  const preview = { ...eventFixture().preview_config, show_jobs_inside_booths: flags.jobs ?? true, show_booth_sidebar: flags.sidebar ?? true };
  const shell = shellServer({ event: { body: eventFixture({ preview_config: preview }) } });
  return stubFetch((method, path, body) => {
    if (path === '/api/events/demo/booths/aurora/') return { body: booth };
    if (path.startsWith('/api/events/demo/jobs/')) return { body: { count: 0, next: null, previous: null, results: [] } };
    if (method === 'POST' && path === '/api/events/demo/booths/aurora/documents/5/download/') return { status: 201, body: { id: 5, url: '/files/catalogue.pdf' } };
    return shell(method, path, body);
  });
}

async function tabNames() {
  const list = await screen.findByRole('tablist', { name: 'Booth sections' }, { timeout: 8000 });
  return within(list).getAllByRole('tab').map((t) => t.textContent?.replace(/\d+$/, ''));
}

describe('booth page', () => {
  it('shows a visitor documents, jobs, sponsored sessions, videos and staff, the card button, no visitors', async () => {
    signInForTest();
    boothServer(boothDetailFixture(full));
    renderApp('/demo/booths/aurora');
    expect(await tabNames()).toEqual(['Videos', 'Documents', 'Jobs', 'Sponsored sessions', 'Staff']);
    expect(screen.getByTestId('leave-card').textContent).toBe('Update business card');
    expect(screen.queryByTestId('manage-cards')).toBeNull();
  });

  it('shows staff the visitors tab and the management link, never the card button', async () => {
    signInForTest();
    boothServer(boothDetailFixture({ ...full, staff_ids: [3, me] }));
    renderApp('/demo/booths/aurora');
    expect(await tabNames()).toEqual(['Videos', 'Documents', 'Jobs', 'Sponsored sessions', 'Staff', 'Visitors']);
    expect(screen.getByTestId('manage-cards').getAttribute('href')).toBe('/demo/booths/aurora/business-cards');
    expect(screen.queryByTestId('leave-card')).toBeNull();
  });

  it('leaves out jobs without the event’s flag, and visitors without the event’s booth sidebar', async () => {
    signInForTest();
    boothServer(boothDetailFixture({ ...full, staff_ids: [me] }), { jobs: false, sidebar: false });
    renderApp('/demo/booths/aurora');
    expect(await tabNames()).toEqual(['Videos', 'Documents', 'Sponsored sessions', 'Staff']);
  });

  it('leaves out visitors when the booth keeps no visitor list', async () => {
    signInForTest();
    boothServer(boothDetailFixture({ ...full, staff_ids: [me], enable_visitor_list: false }));
    renderApp('/demo/booths/aurora');
    expect(await tabNames()).toEqual(['Videos', 'Documents', 'Jobs', 'Sponsored sessions', 'Staff']);
  });

  it('shows an empty booth only its staff tab, with a spacer', async () => {
    signInForTest();
    boothServer(boothDetailFixture({ left_business_card: true, my_business_card: myCard() }));
    renderApp('/demo/booths/aurora');
    expect(await tabNames()).toEqual(['Staff']);
    expect(screen.getByTestId('staff-spacer')).toBeDefined();
  });

  it('locks the leave-card modal from the card the server keeps (left in another browser)', async () => {
    signInForTest();
    boothServer(boothDetailFixture(full));
    renderApp('/demo/booths/aurora');
    fireEvent.click(await screen.findByTestId('leave-card', {}, { timeout: 8000 }));
    const dialog = await screen.findByRole('dialog');
    const email = within(dialog).getByRole('switch', { name: /^Share my e-mail address/ }) as HTMLInputElement;
    expect(email.checked).toBe(true);
    expect(email.disabled).toBe(true);
    const chosen = within(dialog).getByRole('combobox', { name: 'Addressed to' }) as HTMLInputElement;
    expect(chosen.value).toBe('Bob Berg');
    expect(chosen.disabled).toBe(true);
    expect((within(dialog).getByRole('textbox', { name: 'Note' }) as HTMLTextAreaElement).value).toBe('Call me');
  });

  it('offers to leave (not update) a card after only the automatic one, with nothing locked', async () => {
    signInForTest();
    boothServer(boothDetailFixture({ ...full, my_business_card: myCard({ is_auto: true, include_email: false, staff: null, assigned_to: null, message: '' }) }));
    renderApp('/demo/booths/aurora');
    const button = await screen.findByTestId('leave-card', {}, { timeout: 8000 });
    expect(button.textContent).toBe('Leave business card');
    fireEvent.click(button);
    const dialog = await screen.findByRole('dialog');
    expect((within(dialog).getByRole('switch', { name: /^Share my e-mail address/ }) as HTMLInputElement).disabled).toBe(false);
    expect((within(dialog).getByRole('combobox', { name: 'Addressed to' }) as HTMLInputElement).disabled).toBe(false);
  });

  it('shows a staff member in a popover and leaves a card addressed to them from it', async () => {
    signInForTest();
    const bob = boothStaffFixture(3, 'Bob', 'Berg', { jobtitle: 'Sales lead', company: 'Aurora Optics', is_online: true });
    const hana = boothStaffFixture(6, 'Hana', 'Hall', { company: 'Aurora Optics' });
    boothServer(boothDetailFixture({ staff_ids: [3, 6], staff: [bob, hana] }));
    renderApp('/demo/booths/aurora');
    const bobThumb = await screen.findByRole('button', { name: 'Bob Berg' }, { timeout: 8000 });
    // Who is in the event now shows on the thumbnail.
    expect(within(bobThumb).getByRole('img', { name: 'Online' })).toBeDefined();
    expect(within(screen.getByRole('button', { name: 'Hana Hall' })).getByRole('img', { name: 'Offline' })).toBeDefined();
    fireEvent.click(bobThumb);
    const popover = await screen.findByTestId('staff-popover');
    expect(popover.textContent).toContain('Sales lead at Aurora Optics');
    expect(popover.textContent).toContain('Booth staff · Online');
    expect(popover.textContent).not.toMatch(/later update/i);
    fireEvent.click(within(popover).getByRole('button', { name: 'Leave your business card for Bob' }));
    const dialog = await screen.findByRole('dialog', { name: /Leave your business card at/ });
    const chosen = within(dialog).getByRole('combobox', { name: 'Addressed to' }) as HTMLInputElement;
    expect(chosen.value).toBe('Bob Berg');
    expect(chosen.disabled).toBe(false);
    await waitFor(() => expect(screen.queryByTestId('staff-popover')).toBeNull());
  });

  it('gives staff no popover on their own thumbnail and no card action on a colleague\'s', async () => {
    signInForTest();
    const colleague = boothStaffFixture(3, 'Bob', 'Berg', { jobtitle: 'Sales lead' });
    boothServer(boothDetailFixture({ staff_ids: [3, me], staff: [colleague, boothStaffFixture(me, 'Alice', 'Andersen')] }));
    renderApp('/demo/booths/aurora');
    const self = await screen.findByTestId('staff-self', {}, { timeout: 8000 });
    expect(within(self).queryByRole('button')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Alice Andersen' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Bob Berg' }));
    const popover = await screen.findByTestId('staff-popover');
    // Only the job title it has, no dangling "at".
    expect(within(popover).getByText('Sales lead')).toBeTruthy();
    // The colleague's profile, but no business card for a colleague.
    expect(within(popover).getByRole('button', { name: 'View profile' })).toBeDefined();
    expect(within(popover).queryByRole('button', { name: /business card/ })).toBeNull();
  });

  it('opens a document in a new tab and records the download', async () => {
    signInForTest();
    const server = boothServer(boothDetailFixture(full));
    renderApp('/demo/booths/aurora');
    fireEvent.click(within(await screen.findByRole('tablist', {}, { timeout: 8000 })).getByRole('tab', { name: /Documents/ }));
    const doc = await screen.findByTestId('booth-document');
    expect(doc.getAttribute('target')).toBe('_blank');
    expect(doc.getAttribute('rel')).toContain('noopener');
    expect(doc.getAttribute('href')).toBe('/files/catalogue.pdf');
    fireEvent.click(doc);
    await waitFor(() => expect(server.find('POST', '/api/events/demo/booths/aurora/documents/5/download/')).toHaveLength(1));
  });
});
