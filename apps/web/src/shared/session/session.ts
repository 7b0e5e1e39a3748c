import { useCallback, useSyncExternalStore } from 'react';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { CurrentUser, TokenPair } from '@foyer/contracts';
import { call } from '@/shared/api/http';
import { firstVisitRoutes } from '@/shared/api/first-visit-routes';
import { tokenStore } from '@/shared/api/tokens';
import { ApiRequestError } from '@/shared/api/errors';
import { useEventSlug } from './event-slug';

export const sessionKeys = {
  all: ['session'] as const,
  currentUser: (eventSlug: string | null) => ['session', 'current-user', eventSlug] as const,
};

export function currentUserQuery(eventSlug: string | null) {
  return {
    queryKey: sessionKeys.currentUser(eventSlug),
    queryFn: () => call(firstVisitRoutes.currentUser, { query: eventSlug ? { event_slug: eventSlug } : {} }),
    staleTime: 60_000,
    // Refusals (401, 403) are answers, not hiccups: do not ask again.
    retry: (failures: number, error: unknown) =>
      failures < 2 && !(error instanceof ApiRequestError && error.status !== null && error.status < 500),
    // Nor when a page mounts after the refusal: its refetch would show the loading screen again, unmount the
    // page that handles the refusal (the event's root signs out) and mount it again, for ever (a banned
    // person's next visit). The error panel's retry refetches on purpose.
    retryOnMount: false,
  };
}

/** The stored token pair, following other tabs. */
export function useTokens(): TokenPair | null {
  return useSyncExternalStore(tokenStore.subscribe, tokenStore.get, tokenStore.get);
}

export type SessionStatus = 'signed-out' | 'loading' | 'signed-in' | 'failed';

export interface CurrentUserState {
  user: CurrentUser | undefined;
  status: SessionStatus;
  error: unknown;
  isSignedIn: boolean;
}

/**
 * The signed-in person in the current event (`GET /auth/current_user/?event_slug=`). `signed-out` when no
 * tokens are stored; `failed` when the server refused (for instance 403 `inviteonly`).
 */
export function useCurrentUser(): CurrentUserState {
  const tokens = useTokens();
  const eventSlug = useEventSlug();
  const query = useQuery({ ...currentUserQuery(eventSlug), enabled: tokens !== null });
  if (!tokens) return { user: undefined, status: 'signed-out', error: null, isSignedIn: false };
  if (query.isPending) return { user: undefined, status: 'loading', error: null, isSignedIn: false };
  if (query.isError) return { user: undefined, status: 'failed', error: query.error, isSignedIn: false };
  return { user: query.data, status: 'signed-in', error: null, isSignedIn: true };
}

/**
 * Stores the tokens of a sign-in (`/auth/obtain/` or the debug login) and loads the current user again.
 * Resolves with the user; rejects when the user cannot be loaded (the entry page then shows
 * 'This is an invite only event'). Activate a new account before calling this.
 */
export function useSignIn(): (tokens: TokenPair, eventSlug?: string | null) => Promise<CurrentUser> {
  const queryClient = useQueryClient();
  const currentSlug = useEventSlug();
  return useCallback(
    async (tokens, eventSlug = currentSlug) => {
      tokenStore.set({ access: tokens.access, refresh: tokens.refresh });
      queryClient.removeQueries({ queryKey: sessionKeys.all });
      return queryClient.fetchQuery(currentUserQuery(eventSlug ?? null));
    },
    [queryClient, currentSlug],
  );
}

/**
 * Ends the session: revokes the refresh token on the server (a failure is only logged: the tokens are
 * dropped either way) and clears every cached answer that belonged to the person.
 */
export async function signOut(queryClient: QueryClient): Promise<void> {
  const tokens = tokenStore.get();
  if (tokens) {
    try {
      await call(firstVisitRoutes.logout, { body: { refresh: tokens.refresh } });
    } catch (error) {
      console.warn('Logout call failed; the tokens are cleared anyway', error);
    }
  }
  tokenStore.clear();
  clearPersonalCache(queryClient);
}

/** Drops every cached answer except the public client configuration. */
export function clearPersonalCache(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'config' });
}

export function useSignOut(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(() => signOut(queryClient), [queryClient]);
}
