import { Anchor, Badge, Group, NavLink, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { useCurrentEvent } from '@/shared/session/use-current-event';
import { goodiebagLabel } from '../label';
import { favouriteEntriesQuery } from '../api';
import { visibleCategories } from '../categories';
import { CategoryIcon } from './category-icon';
import { FavouriteList } from './favourite-list';
import classes from './goodiebag.module.css';

/**
 * The goodie bag (spec 2 §2): the person's favourites under the event's name for them, by category
 * (booths and posters not in the lite edition), each with its own empty text.
 */
export function GoodiebagPage() {
  const { t } = useTranslation();
  const { eventSlug = '' } = useParams();
  const { event } = useCurrentEvent();
  const [params] = useSearchParams();
  const categories = visibleCategories(event?.is_lite ?? false);
  const selected = categories.find((c) => c.key === params.get('category')) ?? categories[0];
  const entries = useQuery(favouriteEntriesQuery(eventSlug));
  const countOf = (kind: string) => entries.data?.filter((e) => e.item_type === kind).length ?? 0;
  const title = goodiebagLabel(event?.goodiebag_name ?? '', t);
  const nav = useRef<HTMLElement>(null);
  // On phones the categories are a row to swipe: the chosen one is brought into view.
  useEffect(() => {
    nav.current?.querySelector('[aria-current="page"]')?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [selected?.key]);
  if (!selected) return null;
  return (
    <div className={classes.page}>
      <Stack gap="lg">
        <Anchor component={Link} to={`/${eventSlug}`} size="sm">
          <Group gap={4} component="span"><IconArrowLeft size={16} aria-hidden />{t('goodiebag.back')}</Group>
        </Anchor>
        <div>
          <Title order={1} size="h2" data-testid="goodiebag-title">{title}</Title>
          <Text c="dimmed" size="sm">{t('goodiebag.intro')}</Text>
        </div>
        <div className={classes.layout}>
          <Paper ref={nav} withBorder radius="lg" component="nav" aria-label={t('goodiebag.categories_label')} className={classes.nav}>
            <ul className={classes.categories}>
              {categories.map((c) => {
                const count = countOf(c.kind);
                return (
                  <li key={c.key}>
                    <NavLink
                      component={Link}
                      to={`?category=${c.key}`}
                      replace
                      active={c === selected}
                      aria-current={c === selected ? 'page' : undefined}
                      label={t(`goodiebag.categories.${c.key}`)}
                      leftSection={<CategoryIcon kind={c.kind} />}
                      rightSection={count > 0 ? <Badge size="sm" variant="light" circle={count < 10}>{count}</Badge> : undefined}
                      className={classes.category}
                      data-testid={`goodiebag-category-${c.key}`}
                    />
                  </li>
                );
              })}
            </ul>
          </Paper>
          <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="goodiebag-category-title">
            <Title order={2} size="h4" mb="md" id="goodiebag-category-title">{t(`goodiebag.categories.${selected.key}`)}</Title>
            <FavouriteList eventSlug={eventSlug} category={selected} />
          </Paper>
        </div>
      </Stack>
    </div>
  );
}
