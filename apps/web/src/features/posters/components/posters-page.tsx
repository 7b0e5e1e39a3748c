import { Carousel } from '@mantine/carousel';
import { ActionIcon, Button, Center, Group, Loader, Modal, Popover, SegmentedControl, Skeleton, Stack, Text, TextInput, Title, Tooltip, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconChevronLeft, IconChevronRight, IconHelp, IconLayoutList, IconMessages, IconPresentation, IconSearch } from '@tabler/icons-react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EmblaCarouselType } from 'embla-carousel';
import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { RichText } from '@/shared/ui/rich-text';
import { useNotificationsBesidePanel } from '@/shared/ui/notifications-offset';
import { PublicChat } from '@/features/public-chat';
import { useCurrentUser } from '@/shared/session/session';
import { ClosedSpacePage } from '@/features/spaces';
import type { SpacePageProps } from '@/shared/plug-ins/space-pages';
import { ApiRequestError } from '@/shared/api/errors';
import { useIsMobile, useSidebarWidth } from '@/shared/ui/layout';
import { lazyNamed } from '@/shared/ui/lazy';
import { EmptyPanel, ErrorPanel } from '@/shared/ui/page-state';
import { UserText } from '@/shared/ui/user-text';
import { POSTER_PAGE, POSTER_SEARCH_DEBOUNCE_MS, posterListQuery, posterSpaceQuery } from '../api';
import { deepLinkStep, nextStep, previousStep } from '../slider';
import { PosterSlide } from './poster-slide';
import classes from './posters.module.css';

// react-pdf and pdf.js (with its worker) load only when a poster is opened.
const PdfViewer = lazyNamed(() => import('./pdf-viewer'), 'PdfViewer');

/** A poster space (spec 2 "Posters"): a slider of posters, the sidebar list with search, an optional public chat. */
export function PostersPage({ eventSlug, spaceSlug }: SpacePageProps) {
  const { t } = useTranslation();
  const isMobile = useIsMobile();
  const sidebarWidth = useSidebarWidth();
  const { user } = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const currentId = Number(params.get('poster')) || null;
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, POSTER_SEARCH_DEBOUNCE_MS);
  const [limit, setLimit] = useState(POSTER_PAGE);
  const [panel, setPanel] = useState<'posters' | 'chat'>('posters');
  const [reading, setReading] = useState<number | null>(null);
  const [embla, setEmbla] = useState<EmblaCarouselType | null>(null);
  const queryClient = useQueryClient();
  const space = useQuery(posterSpaceQuery(eventSlug, spaceSlug));
  const list = useQuery({ ...posterListQuery(eventSlug, spaceSlug, debounced, limit), placeholderData: keepPreviousData });
  const posters = list.data?.results ?? [];
  const count = list.data?.count ?? 0;
  const found = posters.findIndex((p) => p.id === currentId);
  const index = found >= 0 ? found : 0;
  const current = posters[index] ?? null;
  const closed = space.error instanceof ApiRequestError && space.error.status === 403;

  // A poster named in the address beyond the posters loaded (unsearched list): the next page is loaded until it is there.
  const seeking = !debounced && !list.isPlaceholderData && list.data !== undefined && deepLinkStep(currentId, posters.map((p) => p.id), count) === 'load_more';

  const select = (id: number) => setParams((p) => { const q = new URLSearchParams(p); q.set('poster', String(id)); return q; }, { replace: true });

  // After loading: the first is current when none is or the current is not in the list (and not on a later page).
  useEffect(() => {
    if (list.isPlaceholderData || posters.length === 0 || found >= 0) return;
    if (seeking) {
      const bigger = limit + POSTER_PAGE;
      void queryClient.fetchQuery(posterListQuery(eventSlug, spaceSlug, debounced, bigger)).then(() => setLimit(bigger), () => setLimit(bigger));
      return;
    }
    select(posters[0]!.id);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `select` changes with every render of the params
  }, [posters, found, list.isPlaceholderData, seeking]);

  // The address leads; the carousel follows it.
  useEffect(() => {
    if (embla && embla.selectedScrollSnap() !== index) embla.scrollTo(index);
  }, [embla, index, posters.length]);

  useNotificationsBesidePanel(closed || isMobile ? null : sidebarWidth);
  if (closed) return <ClosedSpacePage eventSlug={eventSlug} title={t('posters.page.closed')} text={t('shell.space.closed')} />;
  if (space.isError) return <ErrorPanel onRetry={() => void space.refetch()} />;

  const next = () => {
    const step = nextStep(index, posters.length, count);
    if (step.loadMore) {
      // The next page first, then the slide past the old end.
      const bigger = limit + POSTER_PAGE;
      void queryClient.fetchQuery(posterListQuery(eventSlug, spaceSlug, debounced, bigger)).then((page) => {
        setLimit(bigger);
        const target = page.results[step.index];
        if (target) select(target.id);
      });
    } else if (posters[step.index]) select(posters[step.index]!.id);
  };
  const previous = () => { const p = posters[previousStep(index, posters.length)]; if (p) select(p.id); };
  const meta = space.data?.meta;
  const reader = posters.find((p) => p.id === reading) ?? null;

  const listPanel = (
    <>
      <Stack gap="sm" p="md" pb="xs">
        <TextInput value={search} onChange={(e) => { setSearch(e.currentTarget.value); setLimit(POSTER_PAGE); }} placeholder={t('posters.list.search')}
          aria-label={t('posters.list.search')} leftSection={<IconSearch size={16} aria-hidden />} data-testid="posters-search" />
      </Stack>
      <div className={classes.list}>
        {list.isPending ? <Stack px="md">{[0, 1, 2, 3].map((i) => <Skeleton key={i} h={64} radius="md" />)}</Stack> : null}
        {list.isError ? <ErrorPanel onRetry={() => void list.refetch()} /> : null}
        {list.data?.results.length === 0 ? (
          <EmptyPanel title={t('posters.list.none')} description={debounced ? t('posters.list.none_search') : t('posters.list.none_hint')} />
        ) : null}
        {posters.length > 0 ? (
          <Stack gap={4} px="xs" pb="md" component="ul" m={0} style={{ listStyle: 'none' }} data-testid="posters-list">
            {posters.map((p) => (
              <li key={p.id}>
                <UnstyledButton className={classes.item} data-active={p.id === current?.id || undefined} aria-current={p.id === current?.id || undefined}
                  onClick={() => select(p.id)} data-testid="posters-item">
                  <div className={classes.itemThumb} style={p.preview ? { backgroundImage: `url("${p.preview}")` } : undefined} />
                  <div style={{ minWidth: 0 }}>
                    <Text fw={600} size="sm" lineClamp={2}><UserText>{p.title}</UserText></Text>
                    <Text size="xs" c="dimmed" truncate><UserText>{p.author_names}</UserText></Text>
                  </div>
                </UnstyledButton>
              </li>
            ))}
            {count > limit ? (
              <li><Button variant="light" fullWidth mt="xs" onClick={() => setLimit((l) => l + POSTER_PAGE)} data-testid="posters-load-more">{t('posters.list.load_more')}</Button></li>
            ) : null}
          </Stack>
        ) : null}
      </div>
    </>
  );

  return (
    <div className={classes.page} data-testid="posters-page">
      <main className={classes.main}>
        <Group className={classes.bar} justify="space-between" wrap="nowrap" gap="sm">
          <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
            <IconPresentation size={26} stroke={1.6} aria-hidden />
            {meta ? <Title order={1} size="h3" className={classes.title}><UserText>{meta.name}</UserText></Title> : <Skeleton h={26} w={180} />}
            {meta?.help_content ? (
              <Popover width={320} withArrow shadow="md" position="bottom-start">
                <Popover.Target>
                  <ActionIcon variant="subtle" color="gray" aria-label={t('posters.page.help')}><IconHelp size={20} /></ActionIcon>
                </Popover.Target>
                <Popover.Dropdown><RichText html={meta.help_content} /></Popover.Dropdown>
              </Popover>
            ) : null}
          </Group>
          {posters.length > 0 && !seeking ? (
            <Group gap={6} wrap="nowrap">
              <Tooltip label={t('posters.slider.previous')}>
                <ActionIcon variant="default" size="lg" radius="xl" onClick={previous} aria-label={t('posters.slider.previous')} data-testid="posters-previous"><IconChevronLeft size={20} /></ActionIcon>
              </Tooltip>
              <Text size="sm" fw={600} aria-live="polite" data-testid="posters-position">{t('posters.slider.position', { current: index + 1, total: count })}</Text>
              <Tooltip label={t('posters.slider.next')}>
                <ActionIcon variant="default" size="lg" radius="xl" onClick={next} aria-label={t('posters.slider.next')} data-testid="posters-next"><IconChevronRight size={20} /></ActionIcon>
              </Tooltip>
            </Group>
          ) : null}
        </Group>
        {list.isPending || space.isPending || seeking ? <Skeleton h={420} radius="lg" data-testid="posters-seeking" /> : null}
        {list.data && posters.length === 0 && !debounced ? <EmptyPanel title={t('posters.list.none')} description={t('posters.list.none_hint')} /> : null}
        {meta && posters.length > 0 && !seeking ? (
          <Carousel getEmblaApi={setEmbla} initialSlide={index} withControls={false} withIndicators={false} withKeyboardEvents={false}
            emblaOptions={{ watchDrag: false, duration: 22 }} aria-label={t('posters.slider.label')} classNames={{ slide: classes.carouselSlide }}>
            {posters.map((p, i) => (
              <Carousel.Slide key={p.id} aria-hidden={i !== index} inert={i !== index}>
                {Math.abs(i - index) <= 1 ? (
                  <PosterSlide eventSlug={eventSlug} posterSlug={spaceSlug} poster={p} space={meta} viewerId={user?.id} onOpen={() => setReading(p.id)} active={i === index} />
                ) : null}
              </Carousel.Slide>
            ))}
          </Carousel>
        ) : null}
      </main>
      <aside className={classes.sidebar} style={isMobile ? undefined : { width: sidebarWidth }} aria-label={t('posters.list.title')}>
        {meta?.chat_id ? (
          <div className={classes.switch}>
            <SegmentedControl fullWidth size="xs" value={panel} onChange={(v) => setPanel(v as 'posters' | 'chat')} aria-label={t('posters.list.switch')}
              data={[
                { value: 'posters', label: <Group gap={6} wrap="nowrap" justify="center"><IconLayoutList size={14} aria-hidden />{t('posters.list.title')}</Group> },
                { value: 'chat', label: <Group gap={6} wrap="nowrap" justify="center"><IconMessages size={14} aria-hidden />{t('posters.list.chat')}</Group> },
              ]} />
          </div>
        ) : <Text component="h2" fw={700} size="lg" m={0} px="md" pt="md">{t('posters.list.title')}</Text>}
        {panel === 'chat' && meta?.chat_id ? <div className={classes.chat}><PublicChat eventSlug={eventSlug} chatId={meta.chat_id} /></div> : listPanel}
      </aside>
      <Modal opened={reader !== null} onClose={() => setReading(null)} size="min(1100px, 96vw)" fullScreen={isMobile} padding={0}
        title={reader ? <UserText>{reader.title}</UserText> : ''} closeButtonProps={{ 'aria-label': t('common.close') }}
        styles={{ title: { fontWeight: 700 }, header: { paddingInline: 'var(--mantine-spacing-md)' } }}>
        {reader?.pdf ? (
          <Suspense fallback={<Center p="xl"><Loader aria-label={t('posters.viewer.loading')} /></Center>}>
            <PdfViewer url={reader.pdf} title={reader.title} />
          </Suspense>
        ) : reader ? <Center p="xl"><Text>{t('posters.slide.no_file')}</Text></Center> : null}
      </Modal>
    </div>
  );
}
