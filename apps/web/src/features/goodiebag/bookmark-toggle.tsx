import { ActionIcon, Button, Tooltip } from '@mantine/core';
import { IconBookmark, IconBookmarkFilled } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FavouriteEntry, FavouriteKind } from '@foyer/contracts';
import { useTranslation } from 'react-i18next';
import { useEventSlug } from '@/shared/session/event-slug';
import { notify } from '@/shared/notify/notify';
import { addFavourite, favouriteEntriesQuery, goodiebagKeys, optimisticEntry, removeFavourite } from './api';

export interface BookmarkToggleProps {
  kind: FavouriteKind;
  itemId: number;
  /** The item's name, for the button's accessible name ("Add Optics to favourites"). */
  name: string;
  /** A labelled button (a page header) instead of an icon button (cards and lists). */
  withLabel?: boolean;
  size?: 'sm' | 'md' | 'lg';
}

const sameItem = (kind: string, itemId: number) => (e: FavouriteEntry) => e.item_type === kind && e.item_id === itemId;

/**
 * Bookmarks an item in the goodie bag, or takes it out. Optimistic: the mark changes at once under a
 * temporary negative id (from -9999) and is replaced by the stored favourite; a refusal puts it back.
 * Toggles of one item run one after the other, so a quick add-and-remove reaches the server in order.
 */
export function BookmarkToggle({ kind, itemId, name, withLabel = false, size = 'md' }: BookmarkToggleProps) {
  const { t } = useTranslation();
  const eventSlug = useEventSlug() ?? '';
  const queryClient = useQueryClient();
  const entriesKey = goodiebagKeys.entries(eventSlug);
  const entries = useQuery({ ...favouriteEntriesQuery(eventSlug), enabled: eventSlug !== '' });
  const saved = entries.data?.some(sameItem(kind, itemId)) ?? false;

  const toggle = useMutation({
    scope: { id: `goodiebag:${eventSlug}:${kind}:${itemId}` },
    mutationFn: async (add: boolean) => (add ? addFavourite(eventSlug, kind, itemId) : removeFavourite(eventSlug, kind, itemId)),
    onMutate: async (add) => {
      await queryClient.cancelQueries({ queryKey: entriesKey });
      const previous = queryClient.getQueryData<FavouriteEntry[]>(entriesKey);
      const temporary = add ? optimisticEntry(kind, itemId) : null;
      queryClient.setQueryData<FavouriteEntry[]>(entriesKey, (list = []) => {
        const others = list.filter((e) => !sameItem(kind, itemId)(e));
        return temporary ? [temporary, ...others] : others;
      });
      return { previous, temporary };
    },
    onSuccess: (stored, _add, context) => {
      if (!stored || !context.temporary) return;
      const { item: _item, ...entry } = stored;
      queryClient.setQueryData<FavouriteEntry[]>(entriesKey, (list = []) => list.map((e) => (e.id === context.temporary?.id ? entry : e)));
    },
    onError: (_error, add, context) => {
      queryClient.setQueryData(entriesKey, context?.previous);
      void queryClient.invalidateQueries({ queryKey: entriesKey });
      notify.error(add ? t('goodiebag.add_error') : t('goodiebag.remove_error'), { id: 'goodiebag-error' });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: goodiebagKeys.kind(eventSlug, kind) }),
  });

  const label = saved ? t('goodiebag.remove_named', { name }) : t('goodiebag.add_named', { name });
  const icon = saved ? <IconBookmarkFilled size={withLabel ? 18 : 20} aria-hidden /> : <IconBookmark size={withLabel ? 18 : 20} stroke={1.8} aria-hidden />;
  const onClick = () => toggle.mutate(!saved);
  const common = { 'aria-pressed': saved, 'aria-label': label, onClick, disabled: eventSlug === '' || entries.isPending, 'data-testid': 'bookmark-toggle', 'data-saved': saved };
  if (withLabel) {
    return (
      <Button variant={saved ? 'light' : 'default'} leftSection={icon} size={size === 'lg' ? 'md' : 'sm'} {...common}>
        {saved ? t('goodiebag.saved') : t('goodiebag.save')}
      </Button>
    );
  }
  return (
    <Tooltip label={label} withArrow>
      <ActionIcon variant={saved ? 'light' : 'subtle'} color={saved ? undefined : 'gray'} size={size === 'sm' ? 'md' : 'lg'} radius="md" {...common}>
        {icon}
      </ActionIcon>
    </Tooltip>
  );
}
