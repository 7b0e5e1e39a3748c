import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { recordingErrorCodes, recordingTexts, rooms, type Recording, type RecordingState, type RecordingStateReply } from '@foyer/contracts';
import type { Platform } from '../../platform/context';
import { ApiError, forbidden, notFound } from '../../platform/http/errors';
import type { CallTap, MediaBackend } from '../videocalls';
import { composeRecording } from './capture/compose';
import { CallRecorder } from './capture/recorder';
import { presentRecording } from './recordings.presenter';
import type { NewRecordingRow, RecordingRow, RecordingsRepository } from './recordings.repository';

/** What recordings need to know of a meeting (the meetings feature answers it). */
export interface RecordedMeeting {
  id: number;
  eventId: number;
  title: string;
  startsAt: Date;
  videocallId: number;
  hostIds: number[];
  /** The primary speaker's name, else the hosts' names. */
  speakerName: string;
}

/** What recordings ask of the meetings feature (recordings.meetings.ts answers through `MeetingsService`). */
export interface MeetingGate {
  /** The meeting of a room path the person may see (404 unknown, 403 a closed space, as the room). */
  find(eventSlug: string, spaceSlug: string, roomSlug: string, userId: number): Promise<RecordedMeeting>;
  /** Hosts, registered participants, organisers (and anyone in the event for walk-in meetings): the room's rule. */
  mayEnter(meetingId: number, userId: number): Promise<boolean>;
  /** Whether the person may enter the meeting's event (who watches an approved recording, decision 0044). */
  mayEnterEvent(meetingId: number, userId: number): Promise<boolean>;
  /** The meeting space's name of each meeting (a cinema tags recordings with it). */
  spaceNames(meetingIds: readonly number[]): Promise<Map<number, string>>;
}

/** A published recording as a cinema lists it (the cinema feature's `CinemaRecording`). */
export interface CinemaListing {
  id: number;
  title: string;
  description: string;
  url: string;
  thumbnail: null;
  durationSeconds: number;
  tags: string[];
}

interface Running {
  meeting: RecordedMeeting;
  recorder: CallRecorder;
  tap: CallTap;
  dir: string;
  startedAt: Date;
}

/** A viewing token lasts this long: a player keeps seeking in a long recording with it. */
const viewingTokenSeconds = 6 * 3600;
export const viewingTokenType = 'recording';

/** A viewing token: opens one recording's file for one person (a `<video>` sends no Authorization). */
export const viewingToken = (platform: Platform, downloadSlug: string, userId: number) =>
  platform.tokens.signScoped(viewingTokenType, userId, { slug: downloadSlug }, viewingTokenSeconds);

const conflict = (detail: string, code: string) => new ApiError(409, detail, code);

/**
 * Recording meeting calls (decision 0033): a host starts a tap on the call's media (`MediaBackend.tapCall`),
 * the tracks are written as they come, and on stop Debian `ffmpeg` composes them into one mp4 that joins the
 * meeting's review list. Approving publishes the file (moved into `mp4/`), deleting removes it. The running
 * recordings live in this process, beside the call's media (werift keeps a call's media in one process).
 */
export class RecordingsService {
  private readonly running = new Map<number, Running>();
  private readonly processing = new Set<number>();
  private readonly pending = new Set<Promise<unknown>>();
  readonly root: string;

  constructor(
    private readonly platform: Platform,
    readonly repo: RecordingsRepository,
    private readonly gate: MeetingGate,
    private readonly media: () => MediaBackend | null,
  ) {
    this.root = path.join(platform.config.dataDir, 'recordings');
  }

  async meeting(eventSlug: string, spaceSlug: string, roomSlug: string, userId: number): Promise<RecordedMeeting> {
    return this.gate.find(eventSlug, spaceSlug, roomSlug, userId);
  }

  private hostOnly(meeting: RecordedMeeting, userId: number): void {
    if (!meeting.hostIds.includes(userId)) throw forbidden(recordingTexts.hostsOnly, recordingErrorCodes.hostsOnly);
  }

  state(meeting: RecordedMeeting): RecordingState {
    const running = this.running.get(meeting.id);
    return {
      meeting_id: meeting.id,
      videocall_id: meeting.videocallId,
      recording: Boolean(running),
      started_at: running ? running.startedAt.toISOString() : null,
      processing: this.processing.has(meeting.id),
    };
  }

  async stateFor(meeting: RecordedMeeting, userId: number): Promise<RecordingStateReply> {
    if (!(await this.gate.mayEnter(meeting.id, userId))) throw forbidden();
    return { ...this.state(meeting), is_host: meeting.hostIds.includes(userId) };
  }

  async list(meeting: RecordedMeeting, userId: number): Promise<{ results: Recording[]; state: RecordingState }> {
    this.hostOnly(meeting, userId);
    return { results: await this.present(await this.repo.ofMeeting(meeting.id), userId), state: this.state(meeting) };
  }

  start(meeting: RecordedMeeting, userId: number): RecordingState {
    this.hostOnly(meeting, userId);
    const backend = this.media();
    if (!backend?.tapCall) throw conflict(recordingTexts.notSupported, recordingErrorCodes.notSupported);
    if (this.running.has(meeting.id)) throw conflict(recordingTexts.alreadyRecording, recordingErrorCodes.alreadyRecording);
    const dir = path.join(this.root, 'work', crypto.randomUUID());
    const recorder = new CallRecorder(dir);
    const tap = backend.tapCall(meeting.videocallId, recorder);
    this.running.set(meeting.id, { meeting, recorder, tap, dir, startedAt: this.platform.clock.now() });
    this.announce(meeting);
    return this.state(meeting);
  }

  stop(meeting: RecordedMeeting, userId: number): RecordingState {
    this.hostOnly(meeting, userId);
    const running = this.running.get(meeting.id);
    if (!running) throw conflict(recordingTexts.notRecording, recordingErrorCodes.notRecording);
    running.tap.stop();
    this.running.delete(meeting.id);
    this.processing.add(meeting.id);
    this.background(
      this.compose(running).finally(() => {
        this.processing.delete(meeting.id);
        this.announce(meeting);
        this.tellHosts(meeting, 'meeting_recordings_changed', { meeting_id: meeting.id });
      }),
      'composing a recording failed',
    );
    this.announce(meeting);
    return this.state(meeting);
  }

  /** The tracks on disk become one mp4 in `review/`, and a row of the meeting's review list. */
  private async compose(running: Running): Promise<void> {
    const { segments, durationMs } = await running.recorder.finish();
    try {
      const downloadSlug = crypto.randomBytes(18).toString('base64url');
      const file = path.join('review', `${downloadSlug}.mp4`);
      await fs.promises.mkdir(path.join(this.root, 'review'), { recursive: true });
      await composeRecording(segments, durationMs, path.join(this.root, file));
      await this.repo.insert({
        createdAt: this.platform.clock.now(),
        startedAt: running.startedAt,
        eventId: running.meeting.eventId,
        meetingId: running.meeting.id,
        videocallId: running.meeting.videocallId,
        file,
        downloadSlug,
        durationMs,
        speakerName: running.meeting.speakerName,
        sessionName: running.meeting.title,
      });
    } finally {
      await fs.promises.rm(running.dir, { recursive: true, force: true });
    }
  }

  private async ofMeeting(meeting: RecordedMeeting, recordingId: number): Promise<RecordingRow> {
    const row = await this.repo.byId(recordingId);
    if (!row || row.meetingId !== meeting.id) throw notFound(recordingTexts.notFound);
    return row;
  }

  async accept(meeting: RecordedMeeting, userId: number, recordingId: number, hostName: string): Promise<Recording> {
    this.hostOnly(meeting, userId);
    const row = await this.ofMeeting(meeting, recordingId);
    if (row.isDeleted) throw conflict(recordingTexts.deleted, recordingErrorCodes.deleted);
    const approved = await this.repo.approve(row.id, hostName);
    if (!approved) throw conflict(recordingTexts.alreadyApproved, recordingErrorCodes.alreadyApproved);
    this.background(this.publish(meeting, approved), 'publishing a recording failed');
    this.tellHosts(meeting, 'meeting_recordings_changed', { meeting_id: meeting.id });
    return (await this.present([approved], userId))[0]!;
  }

  /** Publishing: the file moves from `review/` to `mp4/` (the place approved recordings are kept), then `vimeo_upload_complete`. */
  private async publish(meeting: RecordedMeeting, row: RecordingRow): Promise<void> {
    if (!row.file) return;
    const file = path.join('mp4', `${row.downloadSlug}.mp4`);
    await fs.promises.mkdir(path.join(this.root, 'mp4'), { recursive: true });
    await fs.promises.rename(path.join(this.root, row.file), path.join(this.root, file));
    const published = await this.repo.published(row.id, file, row.downloadSlug);
    if (!published) {
      // Deleted while it was moved: the file goes too.
      await fs.promises.rm(path.join(this.root, file), { force: true });
      return;
    }
    for (const hostId of meeting.hostIds) {
      const [recording] = await this.present([published], hostId);
      this.platform.realtime.emitToUser(hostId, 'vimeo_upload_complete', { meeting_id: meeting.id, recording: recording! });
    }
  }

  async delete(meeting: RecordedMeeting, userId: number, recordingId: number): Promise<Recording> {
    this.hostOnly(meeting, userId);
    const row = await this.ofMeeting(meeting, recordingId);
    const deleted = await this.repo.markDeleted(row.id);
    if (row.file) await fs.promises.rm(path.join(this.root, row.file), { force: true });
    this.tellHosts(meeting, 'meeting_recordings_changed', { meeting_id: meeting.id });
    return (await this.present([deleted ?? row], userId))[0]!;
  }

  /**
   * The file of `{download_slug}.mp4` for a person who may watch it; null for anyone else, or when deleted.
   * Until it is published, only people allowed in its meeting; once published (approved and moved), everyone
   * who may enter the event: approving puts it in the event's cinema (decision 0044).
   */
  async fileFor(downloadSlug: string, userId: number | null): Promise<string | null> {
    if (userId === null) return null;
    const row = await this.repo.bySlug(downloadSlug);
    if (!row || row.isDeleted || !row.file) return null;
    const allowed = row.uploadStatus === 'complete' ? await this.gate.mayEnterEvent(row.meetingId, userId) : await this.gate.mayEnter(row.meetingId, userId);
    return allowed ? path.join(this.root, row.file) : null;
  }

  /**
   * The event's published recordings as a cinema lists them, newest first: titled by the meeting and the
   * approving host's name, tagged with their meeting space, played through the viewer's viewing token.
   */
  async forCinema(eventId: number, viewerId: number): Promise<CinemaListing[]> {
    const rows = (await this.repo.approvedOfEvent(eventId)).filter((row) => row.file !== null);
    const spaceNames = await this.gate.spaceNames([...new Set(rows.map((r) => r.meetingId))]);
    return Promise.all(
      rows.map(async (row) => {
        const space = spaceNames.get(row.meetingId);
        return {
          id: row.id,
          title: row.hostName ? `${row.sessionName} — ${row.hostName}` : row.sessionName,
          description: row.speakerName,
          url: presentRecording(row, await viewingToken(this.platform, row.downloadSlug, viewerId)).url!,
          thumbnail: null,
          durationSeconds: Math.round(row.durationMs / 100) / 10,
          tags: space ? [space] : [],
        };
      }),
    );
  }

  /**
   * The meeting's first recording; when it has none, this one, made elsewhere (the demo's, at seed time),
   * joins its review list as it is given.
   */
  async seedReview(recording: NewRecordingRow): Promise<RecordingRow> {
    const [first] = await this.repo.ofMeeting(recording.meetingId);
    return first ?? this.repo.insert(recording);
  }

  async present(rows: RecordingRow[], viewerId: number): Promise<Recording[]> {
    return Promise.all(
      rows.map(async (row) => {
        return presentRecording(row, row.file ? await viewingToken(this.platform, row.downloadSlug, viewerId) : null);
      }),
    );
  }

  /** Everyone with media in the call and the hosts hear that recording started or stopped. */
  private announce(meeting: RecordedMeeting): void {
    const state = this.state(meeting);
    this.platform.realtime.emitToRoom(`${rooms.call(meeting.videocallId)}:media`, 'meeting_recording_updated', state);
    this.tellHosts(meeting, 'meeting_recording_updated', state);
  }

  private tellHosts(meeting: RecordedMeeting, event: 'meeting_recordings_changed', payload: { meeting_id: number }): void;
  private tellHosts(meeting: RecordedMeeting, event: 'meeting_recording_updated', payload: RecordingState): void;
  private tellHosts(meeting: RecordedMeeting, event: 'meeting_recording_updated' | 'meeting_recordings_changed', payload: never): void {
    for (const hostId of meeting.hostIds) this.platform.realtime.emitToUser(hostId, event, payload);
  }

  private background(work: Promise<unknown>, what: string): void {
    const tracked = work.catch((err: unknown) => this.platform.logger.error({ err }, what));
    this.pending.add(tracked);
    void tracked.finally(() => this.pending.delete(tracked));
  }

  /** The server stops: running recordings are dropped (their tracks deleted), background work finishes. */
  async close(): Promise<void> {
    for (const running of this.running.values()) {
      running.tap.stop();
      await running.recorder.finish().catch(() => undefined);
      await fs.promises.rm(running.dir, { recursive: true, force: true });
    }
    this.running.clear();
    await Promise.allSettled([...this.pending]);
  }
}
