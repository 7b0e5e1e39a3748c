import { buildPath, uploadKindOf, uploadLimits, uploadTooLarge, type ReplyOf, type RouteDef } from '@foyer/contracts';
import { ApiRequestError } from './errors';
import { freshAccessToken } from './http';

interface UploadInput {
  params?: Record<string, string | number>;
  query?: Record<string, string>;
  file: File;
  /** Called with 0–100 as the bytes leave. */
  onProgress?: (percent: number) => void;
}

/**
 * Sends a file to an upload route (multipart, in the field the route names) with XMLHttpRequest, the one
 * browser API that reports upload progress; the reply is parsed with the route's schema. A refusal's
 * message is the `detail`, or the first message of the file's field. A file larger than its kind may be
 * (contracts' uploads.ts) is refused before it is sent, as the server would.
 */
export async function uploadFile<R extends RouteDef>(route: R, { params, query, file, onProgress }: UploadInput): Promise<ReplyOf<R>> {
  const field = route.upload?.field ?? 'file';
  // The size the server would refuse (contracts' uploads.ts), refused before the bytes leave, in the server's words.
  const kind = route.upload ? uploadKindOf(route.upload.kinds, file.type) : null;
  if (kind && file.size > uploadLimits[kind].bytes) throw new ApiRequestError(uploadTooLarge[kind], 400, { [field]: [uploadTooLarge[kind]] });
  const search = new URLSearchParams(query).toString();
  const path = buildPath(route.path, params) + (search ? `?${search}` : '');
  const access = await freshAccessToken();
  return new Promise<ReplyOf<R>>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(route.method, path);
    if (access) xhr.setRequestHeader('authorization', `Bearer ${access}`);
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress?.(Math.round((e.loaded / e.total) * 100));
    xhr.onerror = () => reject(new ApiRequestError('cant reach server', null, null));
    xhr.onload = () => {
      let data: unknown = null;
      try {
        data = JSON.parse(xhr.responseText);
      } catch {
        // not JSON
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        const parsed = route.reply.safeParse(data);
        if (parsed.success) resolve(parsed.data as ReplyOf<R>);
        else reject(new ApiRequestError('Unexpected reply from the server', xhr.status, data));
        return;
      }
      const fieldMessage = (data as Record<string, unknown> | null)?.[field];
      const detail = Array.isArray(fieldMessage) ? String(fieldMessage[0]) : (data as { detail?: string } | null)?.detail;
      reject(new ApiRequestError(detail ?? `Request failed with status ${xhr.status}`, xhr.status, data));
    };
    const form = new FormData();
    form.set(field, file, file.name);
    xhr.send(form);
  });
}
