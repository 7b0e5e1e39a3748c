import { Anchor, Badge, Group, Paper, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconLock } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { boothRoutes, type BusinessCard, type ReplyOf, type businessCardRoutes } from '@foyer/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { call } from '@/shared/api/http';
import { ApiRequestError } from '@/shared/api/errors';
import { notify } from '@/shared/notify/notify';
import { EmptyPanel, ErrorPanel } from '@/shared/ui/page-state';
import { businessCardKeys, businessCardsQuery, updateBusinessCard } from '../api';
import { managementTabs, type ManagementTab } from '../rules';
import type { CardChange } from './card-fields';
import { CardsTable } from './cards-table';
import classes from './cards.module.css';

type CardsPage = ReplyOf<typeof businessCardRoutes.list>;

const isTab = (v: string | null): v is ManagementTab => managementTabs.includes(v as ManagementTab);

/** Business card management of one booth (spec 3): its staff and the event's owner. */
export function ManagementPage() {
  const { t } = useTranslation();
  const { eventSlug = '', boothSlug = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const tabParam = params.get('tab');
  const tab: ManagementTab = isTab(tabParam) ? tabParam : 'all';
  const queryClient = useQueryClient();
  const booth = useQuery({
    queryKey: ['business-cards', eventSlug, boothSlug, 'booth'],
    queryFn: ({ signal }) => call(boothRoutes.detail, { params: { eventSlug, boothSlug } }, signal),
    staleTime: 60_000,
    retry: false,
  });
  const cards = useQuery(businessCardsQuery(eventSlug, boothSlug, tab));
  const save = useMutation({
    mutationFn: ({ card, change }: { card: BusinessCard; change: CardChange }) =>
      updateBusinessCard(eventSlug, boothSlug, card, change),
    // Each change shows at once (saved at once too); a refusal puts the server's state back.
    onMutate: ({ card, change }) => {
      queryClient.setQueryData<CardsPage>(businessCardKeys.list(eventSlug, boothSlug, tab), (page) =>
        page ? { ...page, results: page.results.map((c) => (c.id === card.id ? { ...c, ...change } : c)) } : page,
      );
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: businessCardKeys.booth(eventSlug, boothSlug) }),
    onError: () => notify.error(t('business_cards.save_error'), { id: 'card-save-error' }),
  });
  const forbidden = cards.error instanceof ApiRequestError && cards.error.status === 403;
  const boothPath = booth.data?.map_slug ? `/${eventSlug}/map/${booth.data.map_slug}/booth/${boothSlug}` : `/${eventSlug}/booths/${boothSlug}`;
  return (
    <div className={classes.page}>
      <Stack gap="lg">
        <Anchor component={Link} to={boothPath} size="sm">
          <Group gap={4} component="span"><IconArrowLeft size={16} aria-hidden />{t('business_cards.back_to_booth')}</Group>
        </Anchor>
        <div>
          <Text size="sm" c="dimmed" fw={500}>{booth.data?.name ?? <Skeleton h={16} w={140} component="span" display="inline-block" />}</Text>
          <Title order={1} size="h2">{t('business_cards.title')}</Title>
        </div>
        {forbidden ? (
          <Paper withBorder radius="lg" p="xl" data-testid="cards-forbidden">
            <EmptyPanel icon={<IconLock size={28} stroke={1.6} />} title={t('business_cards.forbidden.title')} description={t('business_cards.forbidden.description')} />
          </Paper>
        ) : (
          <Paper withBorder radius="lg">
            <Tabs value={tab} onChange={(v) => setParams(v && v !== 'all' ? { tab: v } : {}, { replace: true })}>
              <Tabs.List px="sm">
                {managementTabs.map((v) => (
                  <Tabs.Tab key={v} value={v} rightSection={v === tab && cards.data ? <Badge size="sm" variant="light" px={6}>{cards.data.count}</Badge> : undefined}>
                    {t(`business_cards.tabs.${v}`)}
                  </Tabs.Tab>
                ))}
              </Tabs.List>
            </Tabs>
            <div style={{ padding: 'var(--mantine-spacing-md)' }}>
              {cards.isPending ? (
                <Stack>{[0, 1, 2, 3].map((i) => <Skeleton key={i} h={52} />)}</Stack>
              ) : cards.isError ? (
                <ErrorPanel onRetry={() => void cards.refetch()} />
              ) : cards.data.results.length === 0 ? (
                <EmptyPanel title={t(`business_cards.empty.${tab}`)} description={t('business_cards.empty.hint')} />
              ) : (
                <CardsTable cards={cards.data.results} staff={booth.data?.staff ?? []} savingId={save.isPending ? (save.variables?.card.id ?? null) : null}
                  onChange={(card, change) => save.mutate({ card, change })} />
              )}
            </div>
          </Paper>
        )}
      </Stack>
    </div>
  );
}
