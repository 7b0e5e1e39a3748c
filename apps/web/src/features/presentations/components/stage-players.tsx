import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Presentation } from '@foyer/contracts';
import { useHlsStream } from '@/shared/lib/hls-stream';
import { embedAllow, embedSandbox } from '../player';
import { StageMessage } from './live-stage';
import classes from './presentations.module.css';

/** An HLS stream (shared/lib/hls-stream.ts: the browser's own player or hls.js, fetched only now). */
export function HlsPlayer({ presentation }: { presentation: Presentation }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLVideoElement>(null);
  const failed = useHlsStream(ref, presentation.url!);
  if (failed) return <StageMessage text={t('presentations.player.stream_failed')} />;
  return <video ref={ref} className={classes.video} controls autoPlay muted playsInline aria-label={t('presentations.player.label', { title: presentation.title })} data-testid="stage-hls" />;
}

/** An uploaded video, played from our storage (range requests: seeking works). */
export function VideoPlayer({ presentation }: { presentation: Presentation }) {
  const { t } = useTranslation();
  return (
    <video key={presentation.id} className={classes.video} src={presentation.url!} controls preload="metadata" playsInline
      aria-label={t('presentations.player.label', { title: presentation.title })} data-testid="stage-video" />
  );
}

/** An https page in a frame that may run its player and nothing more (no top navigation, forms or downloads). */
export function EmbedPlayer({ presentation }: { presentation: Presentation }) {
  return (
    <iframe key={presentation.id} className={classes.frame} src={presentation.url!} title={presentation.title} sandbox={embedSandbox} allow={embedAllow}
      referrerPolicy="strict-origin-when-cross-origin" loading="lazy" data-testid="stage-embed" />
  );
}
