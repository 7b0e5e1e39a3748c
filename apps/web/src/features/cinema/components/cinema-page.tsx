import { Badge, Button, Chip, Group, Skeleton, Stack, Text, TextInput, Title, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconMovie, IconPlayerPlayFilled, IconSearch } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CinemaVideo } from '@foyer/contracts';
import { videoPlayerUrl } from '@foyer/domain';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useNotificationsBesidePanel } from '@/shared/ui/notifications-offset';
import { ClosedSpacePage } from '@/features/spaces';
import type { SpacePageProps } from '@/shared/plug-ins/space-pages';
import { ApiRequestError } from '@/shared/api/errors';
import { useIsMobile, useSidebarWidth } from '@/shared/ui/layout';
import { EmptyPanel, ErrorPanel } from '@/shared/ui/page-state';
import { UserText } from '@/shared/ui/user-text';
import { useHlsStream } from '@/shared/lib/hls-stream';
import { CINEMA_PAGE, cinemaMoviesQuery, cinemaSpaceQuery } from '../api';
import { formatDuration, selectedVideo } from '../selection';
import classes from './cinema.module.css';

/** A stream (shared/lib/hls-stream.ts: the browser's own player or hls.js, fetched only now). */
function StreamPlayer({ video }: { video: CinemaVideo }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLVideoElement>(null);
  const failed = useHlsStream(ref, video.url);
  if (failed) return <Text c="gray.4">{t('cinema.player.stream_failed')}</Text>;
  return <video ref={ref} className={classes.video} controls playsInline poster={video.thumbnail ?? undefined} aria-label={t('cinema.player.label', { title: video.title })} data-testid="cinema-player" data-video-key={video.key} />;
}

/** A YouTube or Vimeo video in its site's player, in a frame that may run it and nothing more. */
function EmbeddedPlayer({ video }: { video: CinemaVideo }) {
  const { t } = useTranslation();
  const src = videoPlayerUrl(video.embedded_url ?? video.url);
  if (!src) return <Text c="gray.4">{t('cinema.player.unavailable')}</Text>;
  return (
    <iframe key={video.key} className={classes.video} src={src} title={t('cinema.player.label', { title: video.title })} sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"
      allow="autoplay; fullscreen; picture-in-picture; encrypted-media" referrerPolicy="strict-origin-when-cross-origin" data-testid="cinema-player" data-video-key={video.key} />
  );
}

/** The player of the current video by its kind: a file of our storage (range requests: seeking works), a stream or an embedded video. */
function Player({ video }: { video: CinemaVideo | null }) {
  const { t } = useTranslation();
  if (video?.kind === 'hls') return <div className={classes.screen}><StreamPlayer key={video.key} video={video} /></div>;
  if (video?.kind === 'embed') return <div className={classes.screen}><EmbeddedPlayer video={video} /></div>;
  if (!video) {
    return (
      <div className={classes.screen} data-testid="cinema-no-video">
        <Stack align="center" gap="xs" c="gray.4">
          <IconMovie size={48} stroke={1.4} aria-hidden />
          <Text>{t('cinema.player.none')}</Text>
        </Stack>
      </div>
    );
  }
  return (
    <div className={classes.screen}>
      {/* key: a new video starts from its beginning with its own poster frame. */}
      <video key={video.key} className={classes.video} src={video.url} poster={video.thumbnail ?? undefined} controls preload="metadata"
        aria-label={t('cinema.player.label', { title: video.title })} data-testid="cinema-player" data-video-key={video.key} />
    </div>
  );
}

function VideoItem({ video, active, onSelect }: { video: CinemaVideo; active: boolean; onSelect: () => void }) {
  const { t } = useTranslation();
  const duration = formatDuration(video.duration);
  return (
    <UnstyledButton className={classes.item} data-active={active || undefined} aria-current={active || undefined} onClick={onSelect} data-testid="cinema-video">
      <div className={classes.thumb} style={video.thumbnail ? { backgroundImage: `url("${video.thumbnail}")` } : undefined}>
        {active ? <span className={classes.playing}><IconPlayerPlayFilled size={14} aria-hidden />{t('cinema.list.playing')}</span> : null}
        {duration ? <span className={classes.duration}>{duration}</span> : null}
      </div>
      <div style={{ minWidth: 0 }}>
        <Text fw={600} size="sm" lineClamp={2}><UserText>{video.title}</UserText></Text>
        {video.source === 'recording' ? <Badge size="xs" variant="light" color="grape" mt={4}>{t('cinema.list.recording')}</Badge> : null}
        {video.tags.length > 0 ? <Text size="xs" c="dimmed" truncate mt={2}><UserText>{video.tags.join(' · ')}</UserText></Text> : null}
      </div>
    </UnstyledButton>
  );
}

/** A cinema (spec 1): a player and the list of videos with search and tags; desktop and mobile views. */
export function CinemaPage({ eventSlug, spaceSlug }: SpacePageProps) {
  const { t } = useTranslation();
  const isMobile = useIsMobile();
  const sidebarWidth = useSidebarWidth();
  const [params, setParams] = useSearchParams();
  const current = params.get('video');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 400);
  const [tags, setTags] = useState<string[]>([]);
  const [limit, setLimit] = useState(CINEMA_PAGE);
  const space = useQuery(cinemaSpaceQuery(eventSlug, spaceSlug));
  const movies = useQuery({ ...cinemaMoviesQuery(eventSlug, spaceSlug, { search: debounced, tags, limit }), placeholderData: keepPreviousData });
  const results = movies.data?.results;
  const selected = results ? selectedVideo(results, current) : null;
  const closed = space.error instanceof ApiRequestError && space.error.status === 403;

  // After the videos load: the first becomes current when none is or the current is not in the list.
  useEffect(() => {
    if (!results || movies.isPlaceholderData) return;
    const next = selectedVideo(results, current)?.key ?? null;
    if (next !== current && next !== null) {
      setParams((p) => { const q = new URLSearchParams(p); q.set('video', next); return q; }, { replace: true });
    }
  }, [results, current, movies.isPlaceholderData, setParams]);

  useNotificationsBesidePanel(closed || isMobile ? null : sidebarWidth);
  if (closed) return <ClosedSpacePage eventSlug={eventSlug} title={t('cinema.page.closed')} text={t('shell.space.closed')} />;
  if (space.isError) return <ErrorPanel onRetry={() => void space.refetch()} />;

  const choose = (video: CinemaVideo) => setParams((p) => { const q = new URLSearchParams(p); q.set('video', video.key); return q; });
  const filterChanged = () => setLimit(CINEMA_PAGE);

  return (
    <div className={classes.page} data-testid="cinema-page" data-mobile={isMobile || undefined}>
      <main className={classes.stage}>
        <Group gap="sm" mb="sm" wrap="nowrap">
          <IconMovie size={26} stroke={1.6} aria-hidden color="var(--mantine-color-gray-3)" />
          {space.data ? <Title order={1} size="h3" c="white"><UserText>{space.data.meta.name}</UserText></Title> : <Skeleton h={28} w={200} />}
        </Group>
        <Player video={selected} />
        {selected ? (
          <div className={classes.details} data-testid="cinema-current" data-cinema-slug={selected.cinema_slug}>
            <Title order={2} size="h4" c="white"><UserText>{selected.title}</UserText></Title>
            {selected.description ? <Text c="gray.4" size="sm" mt={4}><UserText>{selected.description}</UserText></Text> : null}
          </div>
        ) : null}
      </main>
      <aside className={classes.sidebar} style={isMobile ? undefined : { width: sidebarWidth }} aria-label={t('cinema.list.title')}>
        <Stack gap="sm" p="md">
          <Text component="h2" fw={700} size="lg" m={0}>{t('cinema.list.title')}</Text>
          <TextInput value={search} onChange={(e) => { setSearch(e.currentTarget.value); filterChanged(); }}
            placeholder={t('cinema.list.search')} aria-label={t('cinema.list.search')} leftSection={<IconSearch size={16} aria-hidden />}
            data-testid="cinema-search" />
          {space.data && space.data.tags.length > 0 ? (
            <Chip.Group multiple value={tags} onChange={(v) => { setTags(v); filterChanged(); }}>
              <Group gap={6} role="group" aria-label={t('cinema.list.tags')}>
                {space.data.tags.map((tag) => <Chip key={tag} value={tag} size="xs" variant="outline" data-testid="cinema-tag"><UserText>{tag}</UserText></Chip>)}
              </Group>
            </Chip.Group>
          ) : null}
        </Stack>
        <div className={classes.list}>
          {movies.isPending ? <Stack px="md">{[0, 1, 2, 3].map((i) => <Skeleton key={i} h={72} radius="md" />)}</Stack> : null}
          {movies.isError ? <ErrorPanel onRetry={() => void movies.refetch()} /> : null}
          {results?.length === 0 ? (
            <EmptyPanel title={t('cinema.list.none')} description={debounced || tags.length > 0 ? t('cinema.list.none_search') : t('cinema.list.none_hint')} />
          ) : null}
          {results && results.length > 0 ? (
            <Stack gap={4} px="xs" pb="md" component="ul" m={0} style={{ listStyle: 'none' }} data-testid="cinema-list">
              {results.map((video) => (
                <li key={video.key}><VideoItem video={video} active={selected?.key === video.key} onSelect={() => choose(video)} /></li>
              ))}
              {movies.data && movies.data.count > limit ? (
                <li><Button variant="light" fullWidth mt="xs" onClick={() => setLimit((l) => l + CINEMA_PAGE)} data-testid="cinema-load-more">{t('cinema.list.load_more')}</Button></li>
              ) : null}
            </Stack>
          ) : null}
        </div>
      </aside>
    </div>
  );
}
