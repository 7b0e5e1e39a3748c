import { Avatar, Button, Group, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { Favourite } from '@foyer/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCurrentEvent } from '@/shared/session/use-current-event';
import { EmptyPanel, ErrorPanel } from '@/shared/ui/page-state';
import { UserText } from '@/shared/ui/user-text';
import { favouriteEntriesQuery, favouritesOfKindQuery } from '../api';
import { BookmarkToggle } from '../bookmark-toggle';
import type { GoodiebagCategory } from '../categories';
import { hasFavouriteView, loadFavouriteView, type FavouriteCard, type FavouriteContext } from '@/shared/plug-ins/favourite-views';
import { CategoryIcon } from './category-icon';
import classes from './goodiebag.module.css';

function FavouriteItem({ favourite, card, category }: { favourite: Favourite; card: FavouriteCard; category: GoodiebagCategory }) {
  const text = (value: string) => (card.userText ? <UserText>{value}</UserText> : value);
  const body = (
    <Group gap="sm" wrap="nowrap">
      {card.image ? (
        <Avatar src={card.image} alt="" radius={category.kind === 'user' ? 'xl' : 'md'} size={44} />
      ) : (
        <ThemeIcon variant="light" size={44} radius={category.kind === 'user' ? 'xl' : 'md'} aria-hidden>
          <CategoryIcon kind={category.kind} size={22} />
        </ThemeIcon>
      )}
      <div style={{ minWidth: 0, flex: 1 }}>
        <Text fw={600} truncate className={classes.itemTitle}>{text(card.title)}</Text>
        {card.subtitle ? <Text size="sm" c="dimmed" truncate>{text(card.subtitle)}</Text> : null}
      </div>
      {card.external ? <IconExternalLink size={16} aria-hidden /> : null}
    </Group>
  );
  return (
    <li className={classes.item} data-testid="favourite-item" data-kind={category.kind}>
      {card.href ? (
        card.external ? (
          <a href={card.href} target="_blank" rel="noopener noreferrer" className={classes.itemLink}>{body}</a>
        ) : (
          <Link to={card.href} className={classes.itemLink}>{body}</Link>
        )
      ) : (
        <div className={classes.itemLink}>{body}</div>
      )}
      <BookmarkToggle kind={category.kind} itemId={favourite.item_id} name={card.title} />
    </li>
  );
}

/** The favourites of one category: the four states, each favourite as its kind's view draws it. */
export function FavouriteList({ eventSlug, category }: { eventSlug: string; category: GoodiebagCategory }) {
  const { t, i18n } = useTranslation();
  const { event } = useCurrentEvent();
  const context: FavouriteContext = { locale: i18n.language, timeZone: event?.timezone ?? 'UTC', timeFormat: event?.preview_config.time_format ?? '24h' };
  const registered = hasFavouriteView(category.kind);
  const view = useQuery({ queryKey: ['goodiebag-view', category.kind], queryFn: () => loadFavouriteView(category.kind), staleTime: Infinity, enabled: registered });
  const list = useQuery({ ...favouritesOfKindQuery(eventSlug, category.kind), enabled: registered });
  const entries = useQuery(favouriteEntriesQuery(eventSlug));
  const browse = category.browse && (!category.browse.needsGroupSessions || event?.enable_group_sessions) ? category.browse : null;
  const empty = (
    <EmptyPanel
      icon={<CategoryIcon kind={category.kind} size={28} />}
      title={t(`goodiebag.empty.${category.key}`)}
      description={t('goodiebag.empty_hint')}
      action={browse ? <Button component={Link} to={browse.path(eventSlug)} variant="light">{t(`goodiebag.browse.${category.key}`)}</Button> : undefined}
      data-testid="favourites-empty"
    />
  );
  // A kind no feature offers yet has nothing to list.
  if (!registered) return empty;
  if (list.isPending || view.isPending) return <Stack gap="sm" aria-busy>{[0, 1, 2].map((i) => <Skeleton key={i} h={70} radius="md" />)}</Stack>;
  const describe = view.data?.describe;
  if (list.isError || view.isError || !describe) return <ErrorPanel onRetry={() => void Promise.all([list.refetch(), view.refetch()])} />;
  // An item taken out with its toggle leaves at once, before the list is fetched again.
  const kept = entries.data ? list.data.filter((f) => entries.data.some((e) => e.item_type === f.item_type && e.item_id === f.item_id)) : list.data;
  if (kept.length === 0) return empty;
  const cards = kept.map((favourite) => ({ favourite, card: describe(favourite.item, eventSlug, context) }));
  // Kinds with times (sessions, group sessions) are listed by day, in time order; the others as saved.
  if (cards.some((c) => c.card.startsAt)) {
    const dayOf = new Intl.DateTimeFormat(context.locale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: context.timeZone });
    const sorted = [...cards].sort((a, b) => Date.parse(a.card.startsAt ?? '') - Date.parse(b.card.startsAt ?? ''));
    const days: Array<{ label: string; cards: typeof cards }> = [];
    for (const c of sorted) {
      const label = c.card.startsAt ? dayOf.format(new Date(c.card.startsAt)) : '';
      const last = days.at(-1);
      if (last && last.label === label) last.cards.push(c);
      else days.push({ label, cards: [c] });
    }
    return (
      <Stack gap="md">
        {days.map((d) => (
          <section key={d.label} aria-label={d.label} data-testid="favourite-day">
              <Text component="h3" size="sm" fw={700} c="dimmed" m={0} mb={6}>{d.label}</Text>
              <ul className={classes.items}>
                {d.cards.map(({ favourite, card }) => <FavouriteItem key={favourite.id} favourite={favourite} card={card} category={category} />)}
              </ul>
          </section>
        ))}
      </Stack>
    );
  }
  return (
    <ul className={classes.items} aria-label={t(`goodiebag.categories.${category.key}`)}>
      {cards.map(({ favourite, card }) => (
        <FavouriteItem key={favourite.id} favourite={favourite} card={card} category={category} />
      ))}
    </ul>
  );
}
