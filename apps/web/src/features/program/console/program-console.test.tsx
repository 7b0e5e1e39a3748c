import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OrganizerProgramEntry, ScheduleImportReport } from '@foyer/contracts';
import { describe, expect, it, vi } from 'vitest';
import { renderUi, signInForTest, stubFetch } from '@/app/test-utils';
import { stubUploads } from '@/test/stub-uploads';
import { eventSettingsBlocks } from '@/shared/plug-ins/event-settings-blocks';
import { registerProgramConsoleSections } from '../console-sections';
import { EntryEditor } from './entry-editor';
import { ImportModal } from './import-modal';

const report = (applied: boolean): ScheduleImportReport => ({
  created: ['Opening', 'Local time talk'], updated: ['Grand finale'], removed: ['Cancelled talk'], unchanged: 4,
  spaces_created: ['Workshop Room'], tags_created: ['Track: Data'], performers_created: ['Ada Lovelace'],
  warnings: ['"After the event" lies outside the event\'s dates'], applied,
});

/** The modal's uploads, answered as the import routes would. */
const stubImportUploads = () => stubUploads(({ url }) => report(!url.endsWith('/preview/')));

describe('the schedule import', () => {
  it('shows what the file adds, changes and removes before anything is written, then applies it', async () => {
    signInForTest();
    const uploads = stubImportUploads();
    stubFetch(() => undefined);
    const onClose = vi.fn();
    renderUi(<ImportModal eventSlug="demo" opened onClose={onClose} />, '/manage/demo/program');
    const user = userEvent.setup();
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, new File(['<schedule/>'], 'schedule.xml', { type: 'application/xml' }));

    const preview = await screen.findByTestId('program-import-preview');
    expect(uploads.map((u) => u.url)).toEqual(['/api/events/demo/organizer/program/import/preview/']);
    expect(within(screen.getByTestId('import-created')).getByText('Local time talk')).toBeTruthy();
    expect(within(screen.getByTestId('import-updated')).getByText('Grand finale')).toBeTruthy();
    expect(within(screen.getByTestId('import-removed')).getByText('Cancelled talk')).toBeTruthy();
    expect(within(preview).getByText('4 items stay as they are.')).toBeTruthy();
    expect(within(preview).getByText(/Workshop Room/)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Apply 4 changes' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(uploads.map((u) => u.url)).toEqual(['/api/events/demo/organizer/program/import/preview/', '/api/events/demo/organizer/program/import/']);
  });
});

const stored: OrganizerProgramEntry = {
  id: 7, type: 'item', space_id: 3, parent_id: null, name: 'Keynote', description: '<p>Hi</p>', start_date: '2026-06-01T08:00:00.000Z', end_date: '2026-06-01T09:00:00.000Z',
  color: null, sponsor_id: null, tag_ids: [], performer_ids: [], location_type: 'hybrid', imported: false,
};

function programServer() {
  return stubFetch((method, path, body) => {
    if (path.startsWith('/api/events/demo/organizer/spaces/')) {
      return { body: { count: 1, next: null, previous: null, results: [{ id: 3, type: 'presentation', name: 'Main stage', slug: 'main', published: true, location_type: 'hybrid', image: null, chat: false }] } };
    }
    if (path.startsWith('/api/events/demo/organizer/program/entries/') && method === 'GET') return { body: { count: 0, next: null, previous: null, results: [] } };
    if (path.startsWith('/api/events/demo/organizer/program/tags/')) return { body: { results: [] } };
    if (path.startsWith('/api/events/demo/organizer/program/performers/')) return { body: { results: [] } };
    if (method === 'PATCH' && path === '/api/events/demo/organizer/program/entries/7/') return { body: { ...stored, ...(body as object), start_date: stored.start_date, end_date: '2026-06-01T09:30:00.000Z' } };
    return undefined;
  });
}

describe('the item editor', () => {
  it('shows times in the event\'s timezone and sends them back as instants, with only a valid range', async () => {
    signInForTest();
    const calls = programServer();
    const onClose = vi.fn();
    renderUi(<EntryEditor eventSlug="demo" zone="Europe/Berlin" day={null} entry={stored} type="item" opened onClose={onClose} />, '/manage/demo/program');
    const user = userEvent.setup();
    const name = await screen.findByTestId('entry-name');
    expect((name as HTMLInputElement).value).toBe('Keynote');
    // 08:00 UTC is 10:00 in Berlin in June.
    expect(screen.getByTestId('entry-start').textContent).toContain('10:00');
    // An item's location type is its space's.
    expect(await screen.findByText('Location type, from the space: Hybrid.')).toBeTruthy();

    await user.clear(name);
    await user.click(screen.getByTestId('entry-save'));
    expect(await screen.findByText('Give it a name.')).toBeTruthy();
    expect(calls.find('PATCH', '/api/events/demo/organizer/program/entries/')).toHaveLength(0);

    await user.type(name, 'Opening keynote');
    await user.click(screen.getByTestId('entry-save'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [sent] = calls.find('PATCH', '/api/events/demo/organizer/program/entries/7/');
    expect(sent?.body).toMatchObject({ name: 'Opening keynote', space_id: 3, start_date: '2026-06-01T08:00:00.000Z', end_date: '2026-06-01T09:00:00.000Z', parent_id: null, color: null });
  });
});

describe("the event's settings page", () => {
  it('gets the program tags editor as a block of its own', async () => {
    signInForTest();
    stubFetch((method, path) =>
      method === 'GET' && path === '/api/events/demo/organizer/program/tags/'
        ? { body: { results: [{ id: 1, text: 'Data', color: '#1f7a8c', category: { text: 'Track', order: 0 }, order: 0, used_by: 2 }] } }
        : undefined,
    );
    registerProgramConsoleSections();
    const block = eventSettingsBlocks().find((b) => b.id === 'program-tags');
    expect(block?.titleKey).toBe('manage_program.settings_block.title');
    const Block = block!.component;
    renderUi(<Block eventSlug="demo" />, '/manage/demo/settings');
    expect((await screen.findByTestId('program-tag')).textContent).toContain('Data');
    expect(screen.getByRole('button', { name: 'New tag' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the program' }).getAttribute('href')).toBe('/manage/demo/program');
  });
});
