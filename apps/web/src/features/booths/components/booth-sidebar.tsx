import { Button, Group, ScrollArea, Select, Skeleton, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BoothLogo } from '@/features/jobs';
import { storage } from '@/shared/storage';
import { EmptyPanel, ErrorPanel } from '@/shared/ui/page-state';
import { boothCategoriesQuery, boothListQuery } from '../api';
import { SIDEBAR_PAGE, boothPath } from '../browser-logic';
import classes from './booth.module.css';

/** Search debounce (spec 1 §5). */
export const BOOTH_SEARCH_DEBOUNCE_MS = 400;

const limitKey = (eventSlug: string, mapSlug: string) => `foyer.booth-sidebar-limit.${eventSlug}.${mapSlug}`;

function storedLimit(eventSlug: string, mapSlug: string): number {
  const n = Number(storage.get(limitKey(eventSlug, mapSlug)));
  return Number.isInteger(n) && n >= SIDEBAR_PAGE ? n : SIDEBAR_PAGE;
}

/** The booth sidebar: search (400 ms), a category dropdown with counts, the list growing by ten. */
export function BoothSidebar({ eventSlug, mapSlug, currentSlug, onPick, withTitle = true }: {
  eventSlug: string;
  mapSlug: string;
  currentSlug: string;
  onPick?: () => void;
  /** Off inside the phone drawer, whose own title says it already. */
  withTitle?: boolean;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, BOOTH_SEARCH_DEBOUNCE_MS);
  const [category, setCategory] = useState<string>('all');
  const [limit, setLimit] = useState(() => storedLimit(eventSlug, mapSlug));
  const categories = useQuery(boothCategoriesQuery(eventSlug, mapSlug));
  const categoryId = category === 'all' ? null : Number(category);
  const list = useQuery({ ...boothListQuery(eventSlug, mapSlug, { categoryId, search: debounced, limit }), placeholderData: keepPreviousData });
  const total = categories.data?.results.reduce((sum, c) => sum + c.num_of_booths, 0) ?? 0;
  const options = [
    { value: 'all', label: t('booths.sidebar.all_categories', { count: total }) },
    ...(categories.data?.results ?? []).map((c) => ({ value: String(c.id), label: t('booths.sidebar.category_count', { name: c.name, count: c.num_of_booths }) })),
  ];
  const more = () => {
    const next = limit + SIDEBAR_PAGE;
    setLimit(next);
    storage.set(limitKey(eventSlug, mapSlug), String(next));
  };
  return (
    <aside className={classes.sidebar} aria-label={t('booths.sidebar.title')} data-testid="booth-sidebar">
      <Stack gap="sm" p="md" pb="xs">
        {withTitle ? <Text fw={700} size="lg" component="h2" m={0}>{t('booths.sidebar.title')}</Text> : null}
        <TextInput value={search} onChange={(e) => setSearch(e.currentTarget.value)} placeholder={t('booths.sidebar.search')}
          aria-label={t('booths.sidebar.search')} leftSection={<IconSearch size={16} aria-hidden />} data-testid="booth-search" />
        <Select data={options} value={category} onChange={(v) => setCategory(v ?? 'all')} allowDeselect={false}
          aria-label={t('booths.sidebar.category')} comboboxProps={{ withinPortal: true }} data-testid="booth-category" />
      </Stack>
      <ScrollArea className={classes.sidebarList} type="auto" offsetScrollbars>
        <Stack gap={2} px="xs" pb="md" component="ul" m={0} style={{ listStyle: 'none' }}>
          {list.isPending ? [0, 1, 2, 3, 4].map((i) => <Skeleton key={i} h={56} radius="md" component="li" />) : null}
          {list.isError ? <li><ErrorPanel onRetry={() => void list.refetch()} /></li> : null}
          {list.data?.results.length === 0 ? <li><EmptyPanel title={t('booths.sidebar.none')} description={t('booths.sidebar.none_hint')} /></li> : null}
          {list.data?.results.map((b) => (
            <li key={b.id}>
              <UnstyledButton component={Link} to={boothPath(eventSlug, b.slug, mapSlug)} replace onClick={onPick}
                className={classes.sidebarItem} data-current={b.slug === currentSlug || undefined} aria-current={b.slug === currentSlug ? 'page' : undefined}>
                <Group gap="sm" wrap="nowrap">
                  <BoothLogo src={b.logo} name="" size={40} />
                  <div style={{ minWidth: 0 }}>
                    <Text fw={600} size="sm" truncate>{b.name}</Text>
                    {b.subtitle ? <Text size="xs" c="dimmed" truncate>{b.subtitle}</Text> : null}
                  </div>
                </Group>
              </UnstyledButton>
            </li>
          ))}
          {list.data && list.data.count > limit ? (
            <li><Button variant="light" fullWidth mt="xs" onClick={more} data-testid="booths-load-more">{t('booths.sidebar.load_more')}</Button></li>
          ) : null}
        </Stack>
      </ScrollArea>
    </aside>
  );
}
