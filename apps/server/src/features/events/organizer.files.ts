import { organizerMessages, type EventFileField } from '@foyer/contracts';
import { checkVideo, reencodePicture } from '../../platform/uploads';

/** Longest side each entry-page picture is stored at: enough for a full-width background on a large screen. */
const pictureSides: Record<Exclude<EventFileField, 'intro_video'>, number> = {
  logo: 1024,
  background_image: 2560,
  banner_image: 2560,
  intro_thumbnail_url: 1920,
};

/** An event file as it is stored: its bytes and their type. */
export interface JudgedFile {
  data: Buffer;
  contentType: string;
}

/**
 * An entry-page file judged by its bytes, never its name (platform/uploads): pictures decoded and re-encoded,
 * the intro video an MP4 or WebM that ffprobe reads a video stream from. Refusals are field errors under
 * `file`, the upload's field.
 */
export async function judgeEventFile(field: EventFileField, data: Buffer): Promise<JudgedFile> {
  if (field !== 'intro_video') {
    const picture = await reencodePicture(data, { field: 'file', side: pictureSides[field], onlyPictures: organizerMessages.onlyPictures });
    return { data: picture, contentType: 'image/webp' };
  }
  const video = await checkVideo(data, { field: 'file', types: ['video/mp4', 'video/webm'], onlyVideos: organizerMessages.onlyVideos });
  return { data: video.data, contentType: video.contentType };
}
