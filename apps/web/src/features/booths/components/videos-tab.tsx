import { Carousel } from '@mantine/carousel';
import { AspectRatio, Text, UnstyledButton } from '@mantine/core';
import { useViewportSize } from '@mantine/hooks';
import { IconPlayerPlayFilled } from '@tabler/icons-react';
import type { BoothVideo } from '@foyer/contracts';
import { parseVideoSite, videoThumbnail } from '@foyer/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsMobile } from '@/shared/ui/layout';
import { videoSliderCounts } from '../browser-logic';
import classes from './booth.module.css';

/** The player address of a YouTube or Vimeo page, or null for any other site. */
export function embedUrl(embedded: string): string | null {
  const site = parseVideoSite(embedded);
  if (!site) return null;
  return site.provider === 'youtube' ? `https://www.youtube-nocookie.com/embed/${site.id}` : `https://player.vimeo.com/video/${site.id}`;
}

function Player({ video }: { video: BoothVideo }) {
  const { t } = useTranslation();
  if (video.url) {
    return <video key={video.id} src={video.url} poster={video.thumbnail ?? undefined} controls preload="metadata" aria-label={video.name} className={classes.video} />;
  }
  const src = video.embedded_url ? (embedUrl(video.embedded_url) ?? video.embedded_url) : null;
  if (!src) return <Text c="dimmed">{t('booth.videos.unavailable')}</Text>;
  return <iframe key={video.id} src={src} title={video.name} className={classes.video} allow="autoplay; encrypted-media; picture-in-picture; fullscreen" allowFullScreen />;
}

/** A video's still, or a plain tile when it has none or the video site cannot be reached. */
function Thumbnail({ src }: { src: string | null }) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) return <div className={classes.thumbPlaceholder} />;
  return <img src={src} alt="" loading="lazy" onError={() => setFailed(true)} />;
}

/** Player plus a slider of the booth's videos; the first is selected at first (spec 3 §4). */
export function VideosTab({ videos }: { videos: BoothVideo[] }) {
  const { t } = useTranslation();
  const [selectedId, setSelectedId] = useState(videos[0]?.id);
  const { width } = useViewportSize();
  const mobile = useIsMobile();
  const counts = videoSliderCounts(width || 1024, mobile);
  const selected = videos.find((v) => v.id === selectedId) ?? videos[0];
  if (!selected) return null;
  return (
    <div className={classes.videos}>
      <AspectRatio ratio={16 / 9} className={classes.playerFrame}>
        <Player video={selected} />
      </AspectRatio>
      <Text fw={600} mt="xs">{selected.name}</Text>
      {videos.length > 1 ? (
        <Carousel
          mt="sm"
          slideSize={`${100 / counts.shown}%`}
          slideGap="sm"
          emblaOptions={{ slidesToScroll: counts.scroll, align: 'start', containScroll: 'trimSnaps' }}
          withControls={videos.length > counts.shown}
          previousControlProps={{ 'aria-label': t('booth.videos.previous') }}
          nextControlProps={{ 'aria-label': t('booth.videos.next') }}
          aria-label={t('booth.tabs.videos')}
          data-testid="video-slider"
          data-shown={counts.shown}
        >
          {videos.map((v) => {
            const thumb = v.thumbnail ?? videoThumbnail(v.embedded_url);
            const isSelected = v.id === selected.id;
            return (
              <Carousel.Slide key={v.id}>
                <UnstyledButton className={classes.thumb} data-selected={isSelected || undefined} aria-pressed={isSelected}
                  onClick={() => setSelectedId(v.id)} aria-label={t('booth.videos.play', { name: v.name })}>
                  <AspectRatio ratio={16 / 9} className={classes.thumbImage}>
                    <Thumbnail src={thumb} />
                  </AspectRatio>
                  <span className={classes.thumbPlay} aria-hidden><IconPlayerPlayFilled size={16} /></span>
                  <Text size="xs" fw={500} lineClamp={2} mt={4}>{v.name}</Text>
                </UnstyledButton>
              </Carousel.Slide>
            );
          })}
        </Carousel>
      ) : null}
    </div>
  );
}
