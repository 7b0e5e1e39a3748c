import type { QueryClient } from '@tanstack/react-query';
import { accountRoutes, buildPath, currentUser, profileRoutes, type CurrentEvent, type CurrentUser, type ProfileUpdate } from '@foyer/contracts';
import { call, freshAccessToken } from '@/shared/api/http';
import { ApiRequestError } from '@/shared/api/errors';
import { sessionKeys } from '@/shared/session/session';
import { eventKeys } from '@/shared/session/event-queries';

/** Puts the server's answer about the person into every cached current user (each event's key). */
export function storeCurrentUser(queryClient: QueryClient, user: CurrentUser): void {
  queryClient.setQueriesData<CurrentUser>({ queryKey: ['session', 'current-user'] }, (old) => (old ? { ...old, ...user, is_public: old.is_public } : old));
}

export async function updateProfile(queryClient: QueryClient, id: number, body: ProfileUpdate, eventSlug: string | null): Promise<CurrentUser> {
  const user = await call(profileRoutes.update, { params: { id }, query: eventSlug ? { event_slug: eventSlug } : {}, body });
  storeCurrentUser(queryClient, user);
  return user;
}

export async function updatePrivacy(queryClient: QueryClient, eventSlug: string, isPublic: boolean): Promise<void> {
  const reply = await call(profileRoutes.updatePrivacy, { params: { eventSlug }, body: { is_public: isPublic } });
  queryClient.setQueryData<CurrentUser>(sessionKeys.currentUser(eventSlug), (old) => (old ? { ...old, is_public: reply.is_public } : old));
  queryClient.setQueryData<CurrentEvent>(eventKeys.current(eventSlug), (old) => (old ? { ...old, current_user_is_public: reply.is_public } : old));
}

/**
 * Uploads a picture or document as multipart (`mugshot` / `document` field) with XMLHttpRequest, the one
 * browser API that reports upload progress. Answers the current user the server sends back.
 */
export function uploadProfileFile(
  kind: 'mugshot' | 'document',
  id: number,
  file: File,
  eventSlug: string | null,
  onProgress: (percent: number) => void,
): Promise<CurrentUser> {
  const route = kind === 'mugshot' ? profileRoutes.mugshot : profileRoutes.document;
  const path = buildPath(route.path, { id }) + (eventSlug ? `?event_slug=${encodeURIComponent(eventSlug)}` : '');
  return freshAccessToken().then(
    (access) =>
      new Promise<CurrentUser>((resolve, reject) => {
        const xhr = new XMLHttpRequest();
        xhr.open('PATCH', path);
        if (access) xhr.setRequestHeader('authorization', `Bearer ${access}`);
        xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(Math.round((e.loaded / e.total) * 100));
        xhr.onerror = () => reject(new ApiRequestError('cant reach server', null, null));
        xhr.onload = () => {
          let data: unknown = null;
          try {
            data = JSON.parse(xhr.responseText);
          } catch {
            // not JSON
          }
          if (xhr.status >= 200 && xhr.status < 300) {
            const parsed = currentUser.safeParse(data);
            if (parsed.success) resolve(parsed.data);
            else reject(new ApiRequestError('Unexpected reply from the server', xhr.status, data));
            return;
          }
          const fieldMessage = (data as Record<string, unknown> | null)?.[kind];
          const detail = Array.isArray(fieldMessage) ? String(fieldMessage[0]) : (data as { detail?: string } | null)?.detail;
          reject(new ApiRequestError(detail ?? `Request failed with status ${xhr.status}`, xhr.status, data));
        };
        const form = new FormData();
        form.set(kind, file, file.name);
        xhr.send(form);
      }),
  );
}

export function removeAccount() {
  return call(accountRoutes.remove);
}

export function reactivateAccount(code: string, email: string) {
  return call(accountRoutes.reactivate, { body: { code, email } });
}

/** Mails a link to the removal page of the address's account (decision 0074). */
export function requestRemovalLink(email: string) {
  return call(accountRoutes.requestRemovalLink, { body: { email } });
}

/** Exchanges the mailed removal link's code and address for tokens, once. */
export function exchangeRemovalLink(code: string, email: string) {
  return call(accountRoutes.removalSignIn, { body: { code, email } });
}
