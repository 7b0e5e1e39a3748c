import { Badge, Button, Group, Paper, Skeleton, Stack, Text, TextInput, Title, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconBriefcase, IconSearch, IconX } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useNotificationsBesidePanel } from '@/shared/ui/notifications-offset';
import { useCurrentUser } from '@/shared/session/session';
import { ClosedSpacePage } from '@/features/spaces';
import type { SpacePageProps } from '@/shared/plug-ins/space-pages';
import { ApiRequestError } from '@/shared/api/errors';
import { useIsMobile, useSidebarWidth } from '@/shared/ui/layout';
import { EmptyPanel, ErrorPanel } from '@/shared/ui/page-state';
import { JOBS_PAGE, jobsListQuery, jobsSpaceQuery } from '../api';
import { BoothLogo } from './booth-logo';
import { HiringBooths, hiringBooths } from './hiring-booths';
import { JobModal } from './job-modal';
import classes from './jobs.module.css';

/** Enough to hold every job of an event (the API's highest limit). */
const ALL_JOBS = 999;

/** The jobs space (spec 1 "Presentation, cinema, jobs"): background, a jobs sidebar with search, a job modal. */
export function JobsPage({ eventSlug, spaceSlug }: SpacePageProps) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const boothSlug = params.get('booth_slug');
  const [search, setSearch] = useState(() => params.get('search') ?? '');
  const [debounced] = useDebouncedValue(search, 400);
  const [limit, setLimit] = useState(JOBS_PAGE);
  const [open, setOpen] = useState<number | null>(null);
  const { user } = useCurrentUser();
  const sidebarWidth = useSidebarWidth();
  const isMobile = useIsMobile();
  const space = useQuery(jobsSpaceQuery(eventSlug, spaceSlug));
  const jobs = useQuery({ ...jobsListQuery(eventSlug, { search: debounced, boothSlug, limit }), placeholderData: keepPreviousData });
  // The whole wall, for its totals and who is hiring (the list above is a page of a filter).
  const wall = useQuery(jobsListQuery(eventSlug, { limit: ALL_JOBS }));
  const booths = useMemo(() => hiringBooths(wall.data?.results ?? []), [wall.data]);
  const closed = space.error instanceof ApiRequestError && space.error.status === 403;
  const background = space.data?.meta.background_image;
  const boothName = boothSlug ? (booths.find((b) => b.booth.slug === boothSlug)?.booth.name ?? jobs.data?.results[0]?.booth.name) : undefined;
  const setBooth = (slug: string | null) => {
    const next = new URLSearchParams(params);
    if (slug) next.set('booth_slug', slug);
    else next.delete('booth_slug');
    setParams(next, { replace: true });
    setLimit(JOBS_PAGE);
  };
  // On phones the list sits below the intro, not beside it.
  useNotificationsBesidePanel(closed || isMobile ? null : sidebarWidth);
  // Also when the wall closes while open here: the realtime binding asked again (see ../realtime.ts).
  if (closed) return <ClosedSpacePage eventSlug={eventSlug} title={t('jobs.page.closed')} text={t('shell.space.closed')} />;
  return (
    <div className={classes.page} style={background ? { backgroundImage: `url("${background}")` } : undefined} data-testid="jobs-page">
      <div className={classes.intro}>
        {space.data ? (
          <Paper radius="lg" p="lg" className={classes.introCard}>
            <Group gap="sm">
              <IconBriefcase size={28} stroke={1.6} aria-hidden />
              <Title order={1} size="h2">{space.data.meta.name}</Title>
            </Group>
            <Text mt="xs" c="dimmed">{t('jobs.page.intro')}</Text>
            {wall.data ? (
              <Group gap="xs" mt="md">
                <Badge size="lg" variant="light">{t('jobs.page.count', { count: wall.data.count })}</Badge>
                <Badge size="lg" variant="light" color="gray">{t('jobs.page.booths', { count: booths.length })}</Badge>
              </Group>
            ) : null}
            {wall.data && !isMobile ? <HiringBooths jobs={wall.data.results} selected={boothSlug} onSelect={setBooth} /> : null}
          </Paper>
        ) : space.isPending ? <Skeleton h={110} w={420} radius="lg" /> : null}
      </div>
      <aside className={classes.sidebar} style={isMobile ? undefined : { width: sidebarWidth }} aria-label={t('jobs.sidebar.title')}>
        <Stack gap="sm" p="md">
          <Text component="h2" fw={700} size="lg" m={0}>{t('jobs.sidebar.title')}</Text>
          <TextInput value={search} onChange={(e) => { setSearch(e.currentTarget.value); setLimit(JOBS_PAGE); }}
            placeholder={t('jobs.sidebar.search')} aria-label={t('jobs.sidebar.search')}
            leftSection={<IconSearch size={16} aria-hidden />} data-testid="jobs-search" />
          {boothSlug ? (
            <Badge size="lg" variant="light" rightSection={
              <UnstyledButton onClick={() => setBooth(null)} aria-label={t('jobs.sidebar.clear_booth')} style={{ display: 'flex' }}><IconX size={14} /></UnstyledButton>
            }>
              {t('jobs.sidebar.booth_filter', { booth: boothName ?? boothSlug })}
            </Badge>
          ) : null}
        </Stack>
        <div className={classes.list}>
          {jobs.isPending ? <Stack px="md">{[0, 1, 2, 3].map((i) => <Skeleton key={i} h={64} radius="md" />)}</Stack> : null}
          {jobs.isError ? <ErrorPanel onRetry={() => void jobs.refetch()} /> : null}
          {jobs.data?.results.length === 0 ? (
            <EmptyPanel title={t('jobs.sidebar.none')} description={debounced ? t('jobs.sidebar.none_search') : t('jobs.sidebar.none_hint')} />
          ) : null}
          {jobs.data ? (
            <Stack gap={4} px="xs" pb="md" component="ul" m={0} style={{ listStyle: 'none' }} data-testid="jobs-list">
              {jobs.data.results.map((job) => (
                <li key={job.id}>
                  <UnstyledButton className={classes.job} onClick={() => setOpen(job.id)} data-testid="job-item">
                    <Group gap="sm" wrap="nowrap">
                      <BoothLogo src={job.booth.logo} name="" size={44} />
                      <div style={{ minWidth: 0 }}>
                        <Text fw={600} lineClamp={2}>{job.title}</Text>
                        <Text size="sm" c="dimmed" truncate>{job.booth.name}</Text>
                      </div>
                    </Group>
                  </UnstyledButton>
                </li>
              ))}
              {jobs.data.count > limit ? (
                <li><Button variant="light" fullWidth mt="xs" onClick={() => setLimit((l) => l + JOBS_PAGE)} data-testid="jobs-load-more">{t('jobs.sidebar.load_more')}</Button></li>
              ) : null}
            </Stack>
          ) : null}
        </div>
      </aside>
      <JobModal eventSlug={eventSlug} jobId={open} currentUserId={user?.id} onClose={() => setOpen(null)} />
    </div>
  );
}
