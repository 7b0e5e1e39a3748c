import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Presentation } from '@foyer/contracts';
import { embedAllow, embedSandbox, playsHlsNatively } from '../player';
import { StageMessage } from './live-stage';
import classes from './presentations.module.css';

/**
 * An HLS stream: the browser's own player where it has one (Safari), otherwise hls.js, fetched only now
 * (a chunk of its own: nobody who never watches a stream downloads it).
 */
export function HlsPlayer({ presentation }: { presentation: Presentation }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState(false);
  const url = presentation.url!;
  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    setFailed(false);
    if (playsHlsNatively(video)) {
      video.src = url;
      return () => video.removeAttribute('src');
    }
    let destroyed = false;
    let destroy: (() => void) | null = null;
    void import('hls.js/light').then(({ default: Hls }) => {
      if (destroyed) return;
      if (!Hls.isSupported()) {
        setFailed(true);
        return;
      }
      const hls = new Hls();
      hls.on(Hls.Events.ERROR, (_event, data) => {
        if (data.fatal) setFailed(true);
      });
      hls.loadSource(url);
      hls.attachMedia(video);
      destroy = () => hls.destroy();
    }, () => setFailed(true));
    return () => {
      destroyed = true;
      destroy?.();
    };
  }, [url]);
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
