import type { BasicUser } from '@foyer/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { notify } from '@/shared/notify/notify';
import { blockedUsersQuery, blockingKeys, blockUser, unblockUser } from './api';
import { personName } from '@/shared/ui/person-name';

/** A person as the blocking views show them (an attendee, a sender, a conversation partner). */
export type BlockablePerson = Pick<BasicUser, 'id' | 'first_name' | 'last_name' | 'mugshot'> & { do_not_disturb?: boolean };

/** Whether I blocked `userId` in the event (false while the list loads). */
export function useIsBlocked(eventSlug: string, userId: number): { blocked: boolean; ready: boolean } {
  const list = useQuery({ ...blockedUsersQuery(eventSlug), enabled: eventSlug !== '' });
  return { blocked: list.data?.some((p) => p.id === userId) ?? false, ready: list.isSuccess };
}

/**
 * Block and unblock, optimistic: the list changes at once and goes back when the server refuses (with a
 * notice). Badges, cards and the conversation read the same list, so they follow.
 */
export function useBlockToggle(eventSlug: string) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const key = blockingKeys.list(eventSlug);
  return useMutation({
    scope: { id: `blocking:${eventSlug}` },
    /** `reportReason`: block and report them to the moderators with it (decision 0097). */
    mutationFn: ({ person, block, reportReason }: { person: BlockablePerson; block: boolean; reportReason?: string }) =>
      block ? blockUser(eventSlug, person.id, reportReason) : unblockUser(eventSlug, person.id),
    onMutate: async ({ person, block }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<BasicUser[]>(key);
      queryClient.setQueryData<BasicUser[]>(key, (list = []) => {
        const others = list.filter((p) => p.id !== person.id);
        return block ? [{ do_not_disturb: false, ...person }, ...others] : others;
      });
      return { previous };
    },
    onError: (_error, { block }, context) => {
      queryClient.setQueryData(key, context?.previous);
      notify.error(block ? t('blocking.block_error') : t('blocking.unblock_error'), { id: 'blocking-error' });
    },
    onSuccess: (_reply, { block, person, reportReason }) => {
      const name = personName(person);
      const done = !block ? 'blocking.unblocked_done' : reportReason ? 'blocking.blocked_reported_done' : 'blocking.blocked_done';
      notify.success(t(done, { name }), { id: 'blocking-done', displayDuration: 3000 });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
