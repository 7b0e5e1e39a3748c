import { eventFileLimits, organizerMessages, type EventFileField } from '@foyer/contracts';
import { judgeVideo, reencodePicture } from '../../platform/uploads';

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
 * An entry-page file judged by its bytes, never its name: pictures decoded and re-encoded (platform/uploads.ts),
 * the intro video an MP4 or WebM that ffprobe reads a video stream from, with no page markup up front.
 * Refusals are field errors under `file`, the upload's field.
 */
export async function judgeEventFile(field: EventFileField, data: Buffer): Promise<JudgedFile> {
  if (field !== 'intro_video') {
    const picture = await reencodePicture(data, {
      field: 'file',
      maxBytes: eventFileLimits.imageBytes,
      maxInputPixels: eventFileLimits.imageInputPixels,
      side: pictureSides[field],
      onlyPictures: organizerMessages.onlyPictures,
      tooLarge: organizerMessages.pictureTooLarge,
    });
    return { data: picture, contentType: 'image/webp' };
  }
  const contentType = await judgeVideo(data, {
    field: 'file', maxBytes: eventFileLimits.videoBytes, onlyKind: organizerMessages.onlyVideos, tooLarge: organizerMessages.videoTooLarge,
  });
  return { data, contentType };
}
