import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { OrganizerBooth } from '@foyer/contracts';
import { renderUi, signInForTest, stubFetch } from '@/app/test-utils';
import { BoothEditor } from './booth-editor';

const booth = (over: Partial<OrganizerBooth> = {}): OrganizerBooth => ({
  id: 7, slug: 'acme', name: 'Acme', subtitle: 'Rockets', logo: null, type: 'medium', published: true, map: null, category: null, staff_count: 1,
  description: '<p>We build rockets</p>', physical_location: 'Hall 1', website: '', help_content: '', color: '#5b3cc4', image: null, booth_logo_url: null,
  custom_booth_url: null, enable_visitor_list: false, order: 0, map_slug: null,
  staff: [{ id: 3, first_name: 'Bob', last_name: 'Builder', email: 'bob@example.com' }],
  documents: [{ id: 1, name: 'Catalogue', url: '/files/catalogue.pdf', order: 0 }], videos: [], jobs: [], sponsored_sessions: [], can_edit_all: true,
  ...over,
});

function server(answer: OrganizerBooth) {
  return stubFetch((method, path, body) => {
    if (path === '/api/events/demo/organizer/booths/acme/' && method === 'GET') return { body: answer };
    if (path === '/api/events/demo/organizer/booths/acme/' && method === 'PATCH') return { body: { ...answer, ...(body as object) } };
    if (path === '/api/events/demo/organizer/spaces/') return { body: { count: 0, next: null, previous: null, results: [] } };
    if (path === '/api/events/demo/organizer/booth-categories/') return { body: { count: 0, next: null, previous: null, results: [] } };
    if (path === '/api/events/demo/organizer/booth-sessions/') return { body: { count: 0, next: null, previous: null, results: [] } };
    if (path.startsWith('/api/events/demo/organizer/members/')) return { body: { count: 0, next: null, previous: null, results: [] } };
    return undefined;
  });
}

describe('booth editor', () => {
  it('shows its staff the texts, documents, videos and jobs only, and saves only what changed', async () => {
    signInForTest();
    const calls = server(booth({ can_edit_all: false }));
    renderUi(<BoothEditor eventSlug="demo" boothSlug="acme" backTo="/manage/demo/my-booth" />, '/manage/demo/my-booth/acme');
    const subtitle = await screen.findByLabelText('Subtitle');
    expect(screen.queryByTestId('booth-owner-fields')).toBeNull();
    expect(screen.queryByTestId('booth-pictures')).toBeNull();
    expect(screen.queryByTestId('booth-staff')).toBeNull();
    expect(screen.queryByTestId('booth-delete')).toBeNull();
    expect(screen.getByTestId('booth-documents').textContent).toContain('Catalogue');
    expect(screen.getByTestId('booth-jobs')).toBeTruthy();

    const user = userEvent.setup();
    await user.clear(subtitle);
    await user.type(subtitle, 'Rockets and more');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(calls.find('PATCH', '/api/events/demo/organizer/booths/acme/')).toHaveLength(1));
    expect(calls.find('PATCH', '/api/events/demo/organizer/booths/acme/')[0]!.body).toEqual({ subtitle: 'Rockets and more' });
  });

  it('shows an owner the address, size, map and category, the pictures, the staff and the removal', async () => {
    signInForTest();
    server(booth());
    renderUi(<BoothEditor eventSlug="demo" boothSlug="acme" backTo="/manage/demo/booths" />, '/manage/demo/booths/acme');
    expect(await screen.findByTestId('booth-owner-fields')).toBeTruthy();
    expect(screen.getByTestId('booth-pictures')).toBeTruthy();
    expect(screen.getByTestId('booth-staff').textContent).toContain('Bob Builder');
    expect(screen.getByTestId('booth-delete')).toBeTruthy();
  });

  it('checks a field by the contract before sending', async () => {
    signInForTest();
    const calls = server(booth());
    renderUi(<BoothEditor eventSlug="demo" boothSlug="acme" backTo="/manage/demo/booths" />, '/manage/demo/booths/acme');
    const slug = await screen.findByLabelText(/^Address/);
    const user = userEvent.setup();
    await user.clear(slug);
    await user.type(slug, 'Not A Slug');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Use 1 to 50 lowercase letters, digits and hyphens, starting with a letter or digit.')).toBeTruthy();
    expect(calls.find('PATCH', '/api/events/demo/organizer/booths/acme/')).toHaveLength(0);
  });
});
