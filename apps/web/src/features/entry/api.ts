import type { CurrentUser, EventPreview, TokenPair } from '@foyer/contracts';
import { errorCodes } from '@foyer/contracts/constants';
import { queryOptions } from '@tanstack/react-query';
import { call } from '@/shared/api/http';
import { firstVisitRoutes } from '@/shared/api/first-visit-routes';
import { ApiRequestError } from '@/shared/api/errors';
import { tokenStore } from '@/shared/api/tokens';

/** The entry data of an event; also answered for unpublished events (spec 1 §3, "Event (entry data)"). */
export const previewQuery = (eventSlug: string) =>
  queryOptions({
    queryKey: ['events', eventSlug, 'preview'],
    queryFn: ({ signal }): Promise<EventPreview> =>
      call(firstVisitRoutes.eventPreview, { params: { eventSlug }, query: { from_vep: 'true' } }, signal),
    staleTime: 60_000,
    // An unknown slug answers 404: retrying cannot help and would delay the not-found page.
    retry: (failures, error) => !(error instanceof ApiRequestError && error.status !== null && error.status < 500) && failures < 2,
  });

export function requestCode(email: string, eventSlug: string) {
  return call(firstVisitRoutes.requestCode, { body: { email, type: 'code', event_slug: eventSlug } });
}

/** Raised when the person may not enter an invite-only event. */
export class InviteOnlyError extends Error {
  constructor(options?: { cause?: unknown }) {
    super('This is an invite only event', options);
    this.name = 'InviteOnlyError';
  }
}

export function isInviteOnly(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 403 && error.code === errorCodes.inviteOnly;
}

/**
 * Enters an event (spec 1 §4): exchange e-mail and code for tokens, activate a new account (the person
 * ticked the terms; the key alone identifies the account), then sign in, which loads the current user
 * for the event. An invite-only refusal, at obtain or at current_user, leaves no tokens behind and
 * raises InviteOnlyError.
 */
export async function enterEvent(
  input: { email: string; code: string; eventSlug: string },
  signIn: (tokens: TokenPair, eventSlug: string) => Promise<CurrentUser>,
): Promise<CurrentUser> {
  const { email, code, eventSlug } = input;
  let reply;
  try {
    reply = await call(firstVisitRoutes.obtain, { body: { email, code, event_slug: eventSlug } });
  } catch (error) {
    if (isInviteOnly(error)) throw new InviteOnlyError({ cause: error });
    throw error;
  }
  if (reply.activation_key) {
    await call(firstVisitRoutes.activate, {
      query: { event_slug: eventSlug },
      body: { activation_key: reply.activation_key, user: { terms_agreed: true } },
    });
  }
  try {
    return await signIn({ access: reply.access, refresh: reply.refresh }, eventSlug);
  } catch (error) {
    // Half signed in is worse than signed out: the shell would try to load an event it may not enter.
    tokenStore.clear();
    if (isInviteOnly(error)) throw new InviteOnlyError({ cause: error });
    throw error;
  }
}
