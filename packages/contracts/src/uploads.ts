/**
 * How large an uploaded file of each kind may be: the one place both sides read it (the server refuses a
 * larger file, the web app before sending it). Every upload route's body limit is its kind's size plus room
 * for the multipart envelope (`uploadBodyLimit`).
 */

const MB = 1024 * 1024;

export const uploadLimits = {
  /** Pictures (logos, backgrounds, maps, mugshots, thumbnails, poster previews): decoded and re-encoded. */
  image: { bytes: 10 * MB, inputPixels: 40_000_000 },
  /** PDF documents: profile documents, posters, booth documents. */
  document: { bytes: 20 * MB },
  /** MP4 or WebM films (the intro video, cinema films): as much as the production nginx example lets through (deploy/nginx.conf). */
  video: { bytes: 50 * MB },
  /** A whole event as one archive (its files inside it). */
  archive: { bytes: 512 * MB },
  /** Tables (CSV imports). */
  table: { bytes: 2 * MB },
  /** Schedule files (pretalx or frab XML, schedule.json). */
  schedule: { bytes: 5 * MB },
} as const;

export type UploadKind = keyof typeof uploadLimits;

/** Room for the multipart envelope around the file. */
const envelopeBytes = 64 * 1024;

/** The request body limit of an upload route taking files of these kinds: the largest, with its envelope. */
export const uploadBodyLimit = (kinds: readonly UploadKind[]): number => Math.max(...kinds.map((kind) => uploadLimits[kind].bytes)) + envelopeBytes;

/** The kind's size in whole megabytes, as the refusals and hints name it. */
export const uploadMegabytes = (kind: UploadKind): number => Math.round(uploadLimits[kind].bytes / MB);

/** The refusal of a file over its kind's size (server texts, translated in the web app as decision 0073 says). */
export const uploadTooLarge: { readonly [K in UploadKind]: string } = {
  image: `The picture is larger than ${uploadMegabytes('image')} MB.`,
  document: `The document is larger than ${uploadMegabytes('document')} MB.`,
  video: `The video is larger than ${uploadMegabytes('video')} MB.`,
  archive: `The archive is larger than ${uploadMegabytes('archive')} MB.`,
  table: `The file is larger than ${uploadMegabytes('table')} MB.`,
  schedule: `The schedule file is larger than ${uploadMegabytes('schedule')} MB.`,
};

/** The kind a file of this type is among those a route takes: by its type's family, else the route's first. */
export function uploadKindOf(kinds: readonly [UploadKind, ...UploadKind[]], contentType: string): UploadKind {
  const family: UploadKind | null = contentType.startsWith('image/')
    ? 'image'
    : contentType.startsWith('video/')
      ? 'video'
      : contentType === 'application/pdf'
        ? 'document'
        : null;
  return family && kinds.includes(family) ? family : kinds[0];
}
