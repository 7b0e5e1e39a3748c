import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InvitationImportReply } from '@foyer/contracts';
import { describe, expect, it, vi } from 'vitest';
import { renderUi, signInForTest, stubFetch } from '@/app/test-utils';
import { stubUploads } from '@/test/stub-uploads';
import { ImportInvitationsModal } from './import-invitations-modal';

const csv = 'email,first_name,last_name,tags\nada@example.com,Ada,Lovelace,speaker\nnot-an-address,Bad,Row,\ngrace@example.com,Grace,Hopper,press;vip\n';

const reply = (dryRun: boolean): InvitationImportReply => ({
  dry_run: dryRun, total: 3, created: 2, updated: 0, unchanged: 0, invalid: 1,
  rows: [
    { row: 2, email: 'ada@example.com', first_name: 'Ada', last_name: 'Lovelace', tags: ['speaker'], status: 'new', errors: {} },
    { row: 3, email: 'not-an-address', first_name: 'Bad', last_name: 'Row', tags: [], status: 'invalid', errors: { email: ['Enter a valid e-mail address.'] } },
    { row: 4, email: 'grace@example.com', first_name: 'Grace', last_name: 'Hopper', tags: ['press', 'vip'], status: 'new', errors: {} },
  ],
  errors: [{ row: 3, email: 'not-an-address', errors: { email: ['Enter a valid e-mail address.'] } }],
});

/** The modal's uploads, answered as the import routes would. */
const stubInvitationUploads = () => stubUploads(({ url }) => reply(url.includes('dry_run=1')));

describe('the invite list import', () => {
  it('previews each row with its errors before anything is written, then imports the good rows', async () => {
    signInForTest();
    const uploads = stubInvitationUploads();
    const calls = stubFetch((method, path) => (method === 'POST' && path === '/api/events/demo/organizer/invitations/send/' ? { body: { sent: 2, remaining: 0 } } : undefined));
    const onClose = vi.fn();
    renderUi(<ImportInvitationsModal eventSlug="demo" opened onClose={onClose} />, '/manage/demo/invitations');
    const user = userEvent.setup();
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, new File([csv], 'guests.csv', { type: 'text/csv' }));

    const preview = await screen.findByTestId('import-preview');
    expect(uploads).toHaveLength(1);
    expect(uploads[0]!.url).toBe('/api/events/demo/organizer/invitations/import/?dry_run=1');
    expect(await uploads[0]!.file.text()).toBe(csv);
    const bad = within(preview).getByTestId('preview-row-3');
    expect(bad.getAttribute('data-status')).toBe('invalid');
    expect(within(bad).getByText('Skipped')).toBeTruthy();
    expect(within(bad).getByTestId('row-errors').textContent).toBe('E-mail address: Enter a valid e-mail address.');
    expect(within(preview).getByTestId('preview-row-2').getAttribute('data-status')).toBe('new');
    expect(screen.getByTestId('import-skipped').textContent).toContain('1 row has errors and will be skipped');

    await user.click(screen.getByRole('button', { name: 'Import 2 rows' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(uploads.map((u) => u.url)).toEqual(['/api/events/demo/organizer/invitations/import/?dry_run=1', '/api/events/demo/organizer/invitations/import/']);
    expect(calls.find('POST', '/api/events/demo/organizer/invitations/send/')).toHaveLength(1);
  });
});
