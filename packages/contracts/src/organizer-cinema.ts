import { z } from 'zod';
import { cinemaVideoKind } from './cinema';
import { defineRoute, eventRefusals, eventSlugParams, paged, recordIdParam, slugParam, storableText } from './http';
import { organizerUpload, organizerWrite } from './organizer';
import { isWebAddress } from './space-fields';

/**
 * The organiser console's cinema (issue 28): a cinema space's films. A film is an MP4 uploaded to our storage
 * (probed with ffprobe), an HLS stream's address, or a YouTube or Vimeo page (the two hosting services of
 * spec 3 §5) shown in a frame; with its name, description, thumbnail and tags. Attendees read them through
 * `GET …/cinema/{cinemaSlug}/movies/`.
 */

export const cinemaVideoMessages = {
  titleRequired: 'Give the film a name.',
  titleTooLong: 'Keep the name under 200 characters.',
  descriptionTooLong: 'Keep the description under 5,000 characters.',
  tagTooLong: 'Keep each tag under 50 characters.',
  tooManyTags: 'A film has at most 20 tags.',
  hlsAddress: 'Enter the stream\'s https:// address (an .m3u8 playlist).',
  embedAddress: 'Enter the address of a YouTube or Vimeo video.',
  onlyMp4: 'Only MP4 films can be uploaded here.',
  sourceNeeded: 'A film plays an uploaded file, a stream or a YouTube or Vimeo video: give its address.',
  fileByUpload: 'An MP4 film is uploaded: use the upload.',
} as const;

const httpsAddress = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(2000, message)
    .refine((v) => isWebAddress(v) && v.startsWith('https://'), message);

/**
 * A stream's playlist: an https address ending in `.m3u8` (any query after it). Zod runs every refinement even
 * after one failed, so this one reads the address only when it is one (a contract fuzz case: "a" was a 500).
 */
export const hlsAddress = httpsAddress(cinemaVideoMessages.hlsAddress).refine((v) => URL.canParse(v) && /\.m3u8$/i.test(new URL(v).pathname), cinemaVideoMessages.hlsAddress);

const tags = z.array(storableText().trim().min(1).max(50, cinemaVideoMessages.tagTooLong)).max(20, cinemaVideoMessages.tooManyTags);

/** What an organiser writes of a film; the server checks an embed's address names a YouTube or Vimeo video. */
export const cinemaVideoFields = z.object({
  title: storableText().trim().min(1, cinemaVideoMessages.titleRequired).max(200, cinemaVideoMessages.titleTooLong),
  description: storableText().trim().max(5000, cinemaVideoMessages.descriptionTooLong),
  tags,
  /** `hls` or `embed` here; a `file` film is made by uploading it. */
  kind: cinemaVideoKind,
  /** The stream's playlist or the video's page; not written for a `file` film (its address is our storage's). */
  url: z.string().trim().max(2000),
});

/** The rules between a film's fields: the address its kind needs. */
export function cinemaVideoSourceProblems(film: Partial<z.infer<typeof cinemaVideoFields>>, ctx: z.RefinementCtx): void {
  if (film.kind === 'hls' && !hlsAddress.safeParse(film.url ?? '').success) ctx.addIssue({ code: 'custom', message: cinemaVideoMessages.hlsAddress, path: ['url'] });
  if (film.kind === 'embed' && !httpsAddress(cinemaVideoMessages.embedAddress).safeParse(film.url ?? '').success) {
    ctx.addIssue({ code: 'custom', message: cinemaVideoMessages.embedAddress, path: ['url'] });
  }
}

/** `POST …/videos/`: a stream or an embedded video with its address (an MP4 is uploaded: `…/videos/upload/`). */
export const cinemaVideoBody = cinemaVideoFields
  .extend({
    description: cinemaVideoFields.shape.description.default(''),
    tags: tags.default([]),
    kind: z.enum(['hls', 'embed'], { error: cinemaVideoMessages.fileByUpload }),
  })
  .strict()
  .superRefine(cinemaVideoSourceProblems);
export type CinemaVideoBody = z.infer<typeof cinemaVideoBody>;

/** `PATCH …/videos/{videoId}/`: any fields; a film stays of its kind unless `kind` and `url` change together. */
export const cinemaVideoPatch = cinemaVideoFields
  .extend({ kind: z.enum(['hls', 'embed'], { error: cinemaVideoMessages.fileByUpload }) })
  .partial()
  .strict();
export type CinemaVideoPatch = z.infer<typeof cinemaVideoPatch>;

/** A film as the console lists it: the attendee's fields and its order. */
export const organizerCinemaVideo = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  tags: z.array(z.string()),
  kind: cinemaVideoKind,
  /** Our storage's file, the stream's playlist or the video's page. */
  url: z.string(),
  /** The film's own still (uploaded), or null (an embedded video's is its site's). */
  thumbnail: z.string().nullable(),
  duration: z.number().nullable(),
  order: z.number().int(),
});
export type OrganizerCinemaVideo = z.infer<typeof organizerCinemaVideo>;

export const organizerCinemaParams = eventSlugParams.extend({ cinemaSlug: slugParam });
export const organizerCinemaVideoParams = organizerCinemaParams.extend({ videoId: recordIdParam });

/** `updated_cinema`: a cinema's films changed (the console); its open pages read them again. */
export const updatedCinema = z.object({ event_slug: z.string(), id: z.number().int(), slug: z.string() });
export type UpdatedCinema = z.infer<typeof updatedCinema>;

export const organizerCinemaRoutes = {
  videos: defineRoute({
    method: 'GET', path: '/api/events/:eventSlug/organizer/cinema/:cinemaSlug/videos/', summary: "A cinema's films (owners)", tags: ['organizer'],
    auth: 'user', organizer: 'owner', params: organizerCinemaParams, reply: paged(organizerCinemaVideo),
    errors: eventRefusals,
  }),
  createVideo: defineRoute({
    method: 'POST', path: '/api/events/:eventSlug/organizer/cinema/:cinemaSlug/videos/', summary: 'Add a stream or an embedded video to a cinema (owners)', tags: ['organizer'],
    auth: 'user', organizer: 'owner', params: organizerCinemaParams, body: cinemaVideoBody, reply: organizerCinemaVideo, status: 201, rateLimit: organizerWrite,
    errors: eventRefusals,
  }),
  uploadVideo: defineRoute({
    method: 'POST', path: '/api/events/:eventSlug/organizer/cinema/:cinemaSlug/videos/upload/', summary: 'Add an MP4 film to a cinema, named after its file (owners)', tags: ['organizer'],
    auth: 'user', organizer: 'owner', params: organizerCinemaParams, upload: { field: 'file', kinds: ['video'] }, reply: organizerCinemaVideo, status: 201, rateLimit: organizerUpload,
    // 422: the bytes are not an MP4 film ffprobe can read.
    errors: [...eventRefusals, 422],
  }),
  updateVideo: defineRoute({
    method: 'PATCH', path: '/api/events/:eventSlug/organizer/cinema/:cinemaSlug/videos/:videoId/', summary: "Change a film's fields (owners)", tags: ['organizer'],
    auth: 'user', organizer: 'owner', params: organizerCinemaVideoParams, body: cinemaVideoPatch, reply: organizerCinemaVideo, rateLimit: organizerWrite,
    errors: eventRefusals,
  }),
  putThumbnail: defineRoute({
    method: 'PUT', path: '/api/events/:eventSlug/organizer/cinema/:cinemaSlug/videos/:videoId/thumbnail/', summary: "Upload a film's thumbnail (owners)", tags: ['organizer'],
    auth: 'user', organizer: 'owner', params: organizerCinemaVideoParams, upload: { field: 'image', kinds: ['image'] }, reply: organizerCinemaVideo, rateLimit: organizerUpload,
    errors: eventRefusals,
  }),
  deleteVideo: defineRoute({
    method: 'DELETE', path: '/api/events/:eventSlug/organizer/cinema/:cinemaSlug/videos/:videoId/', summary: 'Remove a film from a cinema (owners)', tags: ['organizer'],
    auth: 'user', organizer: 'owner', params: organizerCinemaVideoParams, reply: z.undefined(), status: 204, rateLimit: organizerWrite,
    errors: eventRefusals,
  }),
};
