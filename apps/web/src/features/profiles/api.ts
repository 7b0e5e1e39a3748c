import type { QueryClient } from '@tanstack/react-query';
import { accountRoutes, profileRoutes, type CurrentEvent, type CurrentUser, type ProfileUpdate } from '@foyer/contracts';
import { call, freshAccessToken } from '@/shared/api/http';
import { ApiRequestError } from '@/shared/api/errors';
import { uploadFile } from '@/shared/api/upload';
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

/** Uploads a picture or document (`mugshot` / `document` field). Answers the current user the server sends back. */
export function uploadProfileFile(
  kind: 'mugshot' | 'document',
  id: number,
  file: File,
  eventSlug: string | null,
  onProgress: (percent: number) => void,
): Promise<CurrentUser> {
  const route = kind === 'mugshot' ? profileRoutes.mugshot : profileRoutes.document;
  return uploadFile(route, { params: { id }, query: eventSlug ? { event_slug: eventSlug } : {}, file, onProgress });
}

export function removeAccount() {
  return call(accountRoutes.remove);
}

/** The name the server gives the export file (`Content-Disposition`), or a plain one. */
function fileNameOf(disposition: string | null): string {
  return /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? 'foyer-my-data.json';
}

/**
 * Downloads everything Foyer holds about the signed-in person (decision 0100) and saves it as the JSON
 * file the server names. Read as a blob: the browser keeps it in memory only for the save.
 */
export async function downloadMyData(): Promise<void> {
  const access = await freshAccessToken();
  const res = await fetch(accountRoutes.exportData.path, { headers: access ? { authorization: `Bearer ${access}` } : {} });
  if (!res.ok) {
    const data = (await res.json().catch(() => null)) as { detail?: string } | null;
    throw new ApiRequestError(data?.detail ?? `Request failed with status ${res.status}`, res.status, data);
  }
  const link = document.createElement('a');
  link.href = URL.createObjectURL(await res.blob());
  link.download = fileNameOf(res.headers.get('content-disposition'));
  link.click();
  setTimeout(() => URL.revokeObjectURL(link.href), 1000);
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
