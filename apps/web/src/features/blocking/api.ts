import { blockingRoutes, type BasicUser } from '@foyer/contracts';
import { call } from '@/shared/api/http';

export const blockingKeys = {
  list: (eventSlug: string) => ['blocking', eventSlug, 'list'] as const,
};

/** The people I blocked in the event: one request per event, read by every card, badge and conversation. */
export function blockedUsersQuery(eventSlug: string) {
  return {
    queryKey: blockingKeys.list(eventSlug),
    queryFn: ({ signal }: { signal: AbortSignal }) => call(blockingRoutes.list, { params: { eventSlug } }, signal),
    staleTime: 60_000,
  };
}

/** Blocks the person; with `reportReason`, reports them to the moderators too. */
export const blockUser = (eventSlug: string, userId: number, reportReason?: string): Promise<BasicUser> =>
  call(blockingRoutes.block, { params: { eventSlug }, body: reportReason ? { user_id: userId, report_reason: reportReason } : { user_id: userId } });

export const unblockUser = (eventSlug: string, userId: number): Promise<null> =>
  call(blockingRoutes.unblock, { params: { eventSlug, userId } });
