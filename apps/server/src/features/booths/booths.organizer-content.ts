import {
  organizerBoothMessages, organizerMessages,
  type BoothFileField, type OrganizerBooth, type SponsorableSession,
} from '@foyer/contracts';
import { parseVideoSite } from '@foyer/domain';
import { FieldError, notFound } from '../../platform/http/errors';
import { checkPdf, checkVideo, reencodePicture } from '../../platform/uploads';
import type { EventRow } from '../identity';
import type { BoothConsoleParts } from './booths.console-parts';
import type { OrganizerBooths } from './booths.organizer';
import { BoothsConsoleRepository } from './booths.organizer.repository';
import { boothDocuments, boothVideos } from './booths.schema';

/** The longest side each booth picture is stored at. */
const pictureSides: Record<BoothFileField, number> = { logo: 1024, booth_logo_url: 1024, image: 2048, custom_booth_url: 2048 };
const fileColumns = { logo: 'logo', image: 'image', booth_logo_url: 'boothLogoUrl', custom_booth_url: 'customBoothUrl' } as const;

const picture = (data: Buffer, side: number) =>
  reencodePicture(data, {
    field: 'file', side, onlyPictures: organizerMessages.onlyPictures,
  });

/** A name from an uploaded file's name: no folders, no extension, or the fallback. */
const nameFrom = (filename: string | null, fallback: string) => (filename ?? '').split(/[\\/]/).pop()?.replace(/\.[a-z0-9]{1,5}$/i, '').trim().slice(0, 200) || fallback;

/** A YouTube or Vimeo address, or the field's refusal. */
function videoSite(url: string): string {
  if (!parseVideoSite(url)) throw new FieldError({ embedded_url: [organizerBoothMessages.videoSite] });
  return url;
}

/**
 * What a booth holds besides its fields (decision 0085): its pictures, staff and sponsored sessions (owners),
 * its documents and videos (owners and its staff). Files are judged by their bytes and stored in the booth's
 * own folder before the write; a failed write forgets them.
 */
export class OrganizerBoothContent {
  constructor(
    private readonly booths: OrganizerBooths,
    private readonly parts: BoothConsoleParts,
  ) {}

  private folder(event: EventRow, boothId: number, kind = '') {
    return `events/${event.id}/booths/${boothId}${kind ? `/${kind}` : ''}`;
  }

  async setFile(eventSlug: string, userId: number, boothSlug: string, field: BoothFileField, upload: Buffer): Promise<OrganizerBooth> {
    const { event, found } = await this.booths.editor(eventSlug, userId, boothSlug, 'owner');
    const data = await picture(upload, pictureSides[field]);
    const stored = await this.booths.storage.put({ data, contentType: 'image/webp', folder: this.folder(event, found.space.id), name: field });
    const column = fileColumns[field];
    return this.booths.withStoredFile(stored.url, found.booth[column], () =>
      this.booths.change(eventSlug, userId, boothSlug, 'owner', 'file_set', async (tx, { found: now }) => {
        await new BoothsConsoleRepository(tx).updateBooth(now.space.id, { [column]: stored.url });
        return { before: { [field]: now.booth[column] }, after: { [field]: stored.url } };
      }),
    );
  }

  async removeFile(eventSlug: string, userId: number, boothSlug: string, field: BoothFileField): Promise<OrganizerBooth> {
    const column = fileColumns[field];
    let removed: string | null = null;
    const after = await this.booths.change(eventSlug, userId, boothSlug, 'owner', 'file_removed', async (tx, { found }) => {
      removed = found.booth[column];
      await new BoothsConsoleRepository(tx).updateBooth(found.space.id, { [column]: null });
      return { before: { [field]: removed }, after: { [field]: null } };
    });
    await this.booths.forgetFile(removed);
    return after;
  }

  /**
   * Sets the booth's staff from the event's people, in this order. Someone who staffs a booth holds the
   * `staff` role unless they hold a higher one (owner, moderator); an attendee becomes staff, and staff who
   * staff no booth any more become attendees again. Jobs assigned to someone taken off are assigned to nobody.
   */
  async setStaff(eventSlug: string, userId: number, boothSlug: string, staffIds: number[]): Promise<OrganizerBooth> {
    const ids = [...new Set(staffIds)];
    let touched: number[] = [];
    let eventId = 0;
    const after = await this.booths.change(eventSlug, userId, boothSlug, 'owner', 'staff_set', async (tx, { event, found }) => {
      eventId = event.id;
      const repo = new BoothsConsoleRepository(tx);
      const roles = await repo.members(event.id, ids);
      const strangers = ids.filter((id) => !roles.has(id));
      if (strangers.length > 0) throw new FieldError({ staff: [organizerBoothMessages.notOnList] });
      const before = await repo.staffOf(found.space.id);
      await repo.replaceStaff(found.space.id, ids);
      const gained = ids.filter((id) => roles.get(id) === 'attendee');
      const leaving = before.map((s) => s.id).filter((id) => !ids.includes(id));
      const stillStaff = await repo.staffingAnyBooth(event.id, leaving);
      const leavingRoles = await repo.members(event.id, leaving);
      const lost = leaving.filter((id) => !stillStaff.has(id) && leavingRoles.get(id) === 'staff');
      await repo.setRole(event.id, gained, 'staff');
      await repo.setRole(event.id, lost, 'attendee');
      await this.parts.unassignJobs(tx, found.space.id, ids);
      touched = [...gained, ...lost];
      return { before: before.map((s) => s.email), after: (await repo.staffOf(found.space.id)).map((s) => s.email) };
    });
    for (const id of touched) this.booths.forgetMember(eventId, id);
    return after;
  }

  async sessions(eventSlug: string, userId: number): Promise<SponsorableSession[]> {
    const event = await this.booths.owner(eventSlug, userId);
    return this.parts.sessions(this.booths.database, event.id);
  }

  /** Makes the booth sponsor exactly these program items of the event (others it sponsored sponsor nobody). */
  async setSessions(eventSlug: string, userId: number, boothSlug: string, itemIds: number[]): Promise<OrganizerBooth> {
    const ids = [...new Set(itemIds)];
    return this.booths.change(eventSlug, userId, boothSlug, 'owner', 'sessions_set', async (tx, { event, found }) => {
      const known = new Map((await this.parts.sessions(tx, event.id)).map((s) => [s.id, s.name]));
      if (ids.some((id) => !known.has(id))) throw new FieldError({ items: [organizerBoothMessages.unknownSession] });
      const before = await this.parts.sponsoredOf(tx, found.space.id);
      await this.parts.setSponsored(tx, found.space.id, ids);
      return { before: before.map((id) => known.get(id) ?? id), after: ids.map((id) => known.get(id)) };
    });
  }

  // Documents and videos: owners and the booth's staff.

  async addDocument(eventSlug: string, userId: number, boothSlug: string, upload: { data: Buffer; filename: string | null }, name?: string): Promise<OrganizerBooth> {
    const { event, found } = await this.booths.editor(eventSlug, userId, boothSlug, 'staff');
    await checkPdf(upload.data, { field: 'file', onlyPdf: organizerBoothMessages.onlyPdf });
    const title = name ?? nameFrom(upload.filename, 'Document');
    // An `attachments` folder: the file is served as a download (Content-Disposition).
    const stored = await this.booths.storage.put({ data: upload.data, contentType: 'application/pdf', folder: this.folder(event, found.space.id, 'attachments'), name: title });
    return this.booths.withStoredFile(stored.url, null, () =>
      this.booths.change(eventSlug, userId, boothSlug, 'staff', 'document_added', async (tx, { found: now }) => {
        const order = await new BoothsConsoleRepository(tx).nextOrder(boothDocuments, now.space.id);
        await tx.insert(boothDocuments).values({ boothId: now.space.id, name: title, url: stored.url, order });
        return { target: title, before: null, after: { name: title, url: stored.url } };
      }),
    );
  }

  async updateDocument(eventSlug: string, userId: number, boothSlug: string, documentId: number, patch: { name?: string; order?: number }): Promise<OrganizerBooth> {
    return this.booths.change(eventSlug, userId, boothSlug, 'staff', 'document_updated', async (tx, { found }) => {
      const repo = new BoothsConsoleRepository(tx);
      const document = await repo.document(found.space.id, documentId);
      if (!document) throw notFound();
      await repo.updateDocument(documentId, patch);
      return { target: patch.name ?? document.name, before: { name: document.name, order: document.order }, after: { name: patch.name ?? document.name, order: patch.order ?? document.order } };
    });
  }

  async deleteDocument(eventSlug: string, userId: number, boothSlug: string, documentId: number): Promise<OrganizerBooth> {
    let url: string | null = null;
    const after = await this.booths.change(eventSlug, userId, boothSlug, 'staff', 'document_removed', async (tx, { found }) => {
      const repo = new BoothsConsoleRepository(tx);
      const document = await repo.document(found.space.id, documentId);
      if (!document) throw notFound();
      url = document.url;
      await repo.deleteDocument(documentId);
      return { target: document.name, before: { name: document.name, url: document.url }, after: null };
    });
    await this.booths.forgetFile(url);
    return after;
  }

  async addEmbeddedVideo(eventSlug: string, userId: number, boothSlug: string, body: { name: string; embedded_url: string }): Promise<OrganizerBooth> {
    const embeddedUrl = videoSite(body.embedded_url);
    return this.booths.change(eventSlug, userId, boothSlug, 'staff', 'video_added', async (tx, { found }) => {
      const order = await new BoothsConsoleRepository(tx).nextOrder(boothVideos, found.space.id);
      await tx.insert(boothVideos).values({ boothId: found.space.id, name: body.name, url: null, embeddedUrl, thumbnail: null, order });
      return { target: body.name, before: null, after: { name: body.name, embedded_url: embeddedUrl } };
    });
  }

  async addVideoFile(eventSlug: string, userId: number, boothSlug: string, upload: { data: Buffer; filename: string | null }, name?: string): Promise<OrganizerBooth> {
    const { event, found } = await this.booths.editor(eventSlug, userId, boothSlug, 'staff');
    const { contentType } = await checkVideo(upload.data, { field: 'file', types: ['video/mp4', 'video/webm'], onlyVideos: organizerMessages.onlyVideos });
    const title = name ?? nameFrom(upload.filename, 'Video');
    const stored = await this.booths.storage.put({ data: upload.data, contentType, folder: this.folder(event, found.space.id, 'videos'), name: title });
    return this.booths.withStoredFile(stored.url, null, () =>
      this.booths.change(eventSlug, userId, boothSlug, 'staff', 'video_added', async (tx, { found: now }) => {
        const order = await new BoothsConsoleRepository(tx).nextOrder(boothVideos, now.space.id);
        await tx.insert(boothVideos).values({ boothId: now.space.id, name: title, url: stored.url, embeddedUrl: null, thumbnail: null, order });
        return { target: title, before: null, after: { name: title, url: stored.url } };
      }),
    );
  }

  /** A still for a video file (an embedded video's comes from its site). */
  async setVideoThumbnail(eventSlug: string, userId: number, boothSlug: string, videoId: number, upload: Buffer): Promise<OrganizerBooth> {
    const { event, found } = await this.booths.editor(eventSlug, userId, boothSlug, 'staff');
    const video = await new BoothsConsoleRepository(this.booths.database).video(found.space.id, videoId);
    if (!video) throw notFound();
    const data = await picture(upload, 1280);
    const stored = await this.booths.storage.put({ data, contentType: 'image/webp', folder: this.folder(event, found.space.id, 'videos'), name: `thumbnail-${videoId}` });
    return this.booths.withStoredFile(stored.url, video.thumbnail, () =>
      this.booths.change(eventSlug, userId, boothSlug, 'staff', 'video_updated', async (tx, { found: now }) => {
        const repo = new BoothsConsoleRepository(tx);
        const current = await repo.video(now.space.id, videoId);
        if (!current) throw notFound();
        await repo.updateVideo(videoId, { thumbnail: stored.url });
        return { target: current.name, before: { thumbnail: current.thumbnail }, after: { thumbnail: stored.url } };
      }),
    );
  }

  async updateVideo(eventSlug: string, userId: number, boothSlug: string, videoId: number, patch: { name?: string; embedded_url?: string; order?: number }): Promise<OrganizerBooth> {
    const embeddedUrl = patch.embedded_url === undefined ? undefined : videoSite(patch.embedded_url);
    return this.booths.change(eventSlug, userId, boothSlug, 'staff', 'video_updated', async (tx, { found }) => {
      const repo = new BoothsConsoleRepository(tx);
      const video = await repo.video(found.space.id, videoId);
      if (!video) throw notFound();
      if (embeddedUrl !== undefined && video.url !== null) throw new FieldError({ embedded_url: [organizerBoothMessages.videoSite] });
      await repo.updateVideo(videoId, { name: patch.name, order: patch.order, embeddedUrl });
      return {
        target: patch.name ?? video.name,
        before: { name: video.name, embedded_url: video.embeddedUrl, order: video.order },
        after: { name: patch.name ?? video.name, embedded_url: embeddedUrl ?? video.embeddedUrl, order: patch.order ?? video.order },
      };
    });
  }

  async deleteVideo(eventSlug: string, userId: number, boothSlug: string, videoId: number): Promise<OrganizerBooth> {
    let files: (string | null)[] = [];
    const after = await this.booths.change(eventSlug, userId, boothSlug, 'staff', 'video_removed', async (tx, { found }) => {
      const repo = new BoothsConsoleRepository(tx);
      const video = await repo.video(found.space.id, videoId);
      if (!video) throw notFound();
      files = [video.url, video.thumbnail];
      await repo.deleteVideo(videoId);
      return { target: video.name, before: { name: video.name, url: video.url, embedded_url: video.embeddedUrl }, after: null };
    });
    for (const url of files) await this.booths.forgetFile(url);
    return after;
  }
}
