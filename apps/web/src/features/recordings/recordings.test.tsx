import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { recordingsButtonVisible, type Recording, type RecordingList } from '@foyer/contracts';
import { renderUi, signInForTest, stubFetch } from '@/app/test-utils';
import { RecordingsReviewList } from './components/recordings-review-list';

vi.setConfig({ testTimeout: 15_000 });

const base = '/api/events/demo/meetings/rooms/meetings/keynote';
const state = { meeting_id: 4, videocall_id: 9, recording: false, started_at: null, processing: false };
const recordingFixture = (over: Partial<Recording> = {}): Recording => ({
  id: 1, created: '2026-06-01T10:00:00Z', external_id: null, download_slug: 'abcdefghijklmnopqrstuvwx', is_deleted: false, vimeo_recording: null,
  date: '2026-06-01T09:30:00Z', speaker_name: 'Hana Host', session: 'Keynote rehearsal', upload_status: 'not_uploaded', duration_ms: 125_000,
  url: '/storage/recordings/mp4/abcdefghijklmnopqrstuvwx.mp4?token=t', ...over,
});

function serve(results: Recording[]) {
  let list: RecordingList = { results, state };
  return stubFetch((method, path, body) => {
    if (method === 'GET' && path === `${base}/recordings/`) return { body: list };
    if (method === 'POST' && path === `${base}/accept/1/`) {
      const approved = recordingFixture({ upload_status: 'in_progress', vimeo_recording: { host_name: (body as { host_name: string }).host_name, status: 'in_progress', external_id: null } });
      list = { results: [approved], state };
      return { body: approved };
    }
    if (method === 'POST' && path === `${base}/delete/1/`) {
      list = { results: [], state };
      return { body: recordingFixture({ is_deleted: true, url: null }) };
    }
    return undefined;
  });
}

const renderList = () => renderUi(<RecordingsReviewList eventSlug="demo" spaceSlug="rooms" roomSlug="keynote" />);

describe('the recordings review list', () => {
  it("says 'no recordings' when there are none", async () => {
    signInForTest();
    serve([]);
    renderList();
    expect(await screen.findByText('no recordings')).toBeTruthy();
  });

  it('shows date, speaker, session and status; approving needs a name (send disabled while empty), session and date read-only', async () => {
    signInForTest();
    const server = serve([recordingFixture()]);
    renderList();
    const row = await screen.findByTestId('recording-row');
    expect(row.textContent).toContain('Keynote rehearsal');
    expect(row.textContent).toContain('Hana Host');
    expect(row.textContent).toContain('2:05');
    expect(within(row).getByTestId('recording-status').textContent).toBe('Not approved yet');
    fireEvent.click(within(row).getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve recording' });
    const send = within(dialog).getByRole('button', { name: 'Send' }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    expect((within(dialog).getByRole('textbox', { name: 'Session' }) as HTMLInputElement).readOnly).toBe(true);
    expect((within(dialog).getByRole('textbox', { name: 'Date' }) as HTMLInputElement).readOnly).toBe(true);
    expect(within(dialog).getByTestId('approve-publish-note').textContent).toBe("Approving publishes the recording: everyone in the event can watch it in the event's cinema.");
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Your name/ }), { target: { value: '   ' } });
    expect(send.disabled).toBe(true);
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Your name/ }), { target: { value: 'Hana' } });
    expect(send.disabled).toBe(false);
    fireEvent.click(send);
    await waitFor(() => expect(server.find('POST', `${base}/accept/1/`)).toHaveLength(1));
    expect(server.find('POST', `${base}/accept/1/`)[0]!.body).toEqual({ host_name: 'Hana' });
    await waitFor(() => expect(screen.getByTestId('recording-status').textContent).toBe('Upload in progress'));
  });

  it('a complete recording offers copy-link, play and delete; delete asks first', async () => {
    signInForTest();
    const server = serve([recordingFixture({ upload_status: 'complete', vimeo_recording: { host_name: 'Hana', status: 'complete', external_id: 'x' } })]);
    renderList();
    const row = await screen.findByTestId('recording-row');
    expect(within(row).getByTestId('recording-status').textContent).toBe('Complete');
    expect(within(row).getByRole('button', { name: 'Copy link' })).toBeTruthy();
    expect(within(row).queryByRole('button', { name: 'Approve' })).toBeNull();
    fireEvent.click(within(row).getByRole('button', { name: 'Play' }));
    const video = (await screen.findByTestId('recording-video')) as HTMLVideoElement;
    expect(video.getAttribute('src')).toBe('/storage/recordings/mp4/abcdefghijklmnopqrstuvwx.mp4?token=t');
    fireEvent.click(within(row).getByRole('button', { name: 'Delete' }));
    fireEvent.click(await screen.findByTestId('recording-delete-confirm'));
    await waitFor(() => expect(server.find('POST', `${base}/delete/1/`)).toHaveLength(1));
    expect(await screen.findByText('no recordings')).toBeTruthy();
  });
});

describe('the one-hour rule (decision 0033)', () => {
  const start = '2026-06-01T10:00:00Z';
  const at = (iso: string) => new Date(iso);
  it('hides the recordings button for hosts within the hour before the start, shows it before, during and after', () => {
    expect(recordingsButtonVisible(true, start, at('2026-06-01T08:59:59Z'))).toBe(true);
    expect(recordingsButtonVisible(true, start, at('2026-06-01T09:00:00Z'))).toBe(false);
    expect(recordingsButtonVisible(true, start, at('2026-06-01T09:59:59Z'))).toBe(false);
    expect(recordingsButtonVisible(true, start, at('2026-06-01T10:00:00Z'))).toBe(true);
    expect(recordingsButtonVisible(true, start, at('2026-06-02T10:00:00Z'))).toBe(true);
    expect(recordingsButtonVisible(false, start, at('2026-06-02T10:00:00Z'))).toBe(false);
  });
});
