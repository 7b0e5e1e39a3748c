import { CloseButton, Modal, Text, VisuallyHidden } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsMobile } from '@/shared/ui/layout';
import classes from './entry.module.css';

interface IntroVideoProps {
  src: string;
  poster: string | null;
  opened: boolean;
  onClose: () => void;
}

/**
 * The event's intro video over the entry page (spec 1 §4). Native controls; Escape or the close button
 * returns to the page. Browsers refuse unmuted autoplay without a gesture, so a refused start retries muted.
 */
export function IntroVideo({ src, poster, opened, onClose }: IntroVideoProps) {
  const { t } = useTranslation();
  const mobile = useIsMobile();
  return (
    <Modal.Root opened={opened} onClose={onClose} size="min(1200px, 92vw)" centered fullScreen={mobile} returnFocus>
      <Modal.Overlay backgroundOpacity={0.85} blur={6} />
      <Modal.Content className={classes.videoContent} aria-label={t('intro.video.title')}>
        <Modal.Header className={classes.videoHeader}>
          <Modal.Title>
            <VisuallyHidden>{t('intro.video.title')}</VisuallyHidden>
          </Modal.Title>
          <CloseButton
            onClick={onClose}
            aria-label={t('intro.video.close')}
            size="lg"
            radius="xl"
            variant="filled"
            className={classes.videoClose}
          />
        </Modal.Header>
        <Modal.Body p={0}>{opened ? <AutoplayVideo src={src} poster={poster} /> : null}</Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}

function AutoplayVideo({ src, poster }: { src: string; poster: string | null }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const video = ref.current;
    if (!video || typeof video.play !== 'function') return;
    const started = video.play();
    // jsdom and old browsers answer undefined instead of a promise.
    if (started && typeof started.catch === 'function') {
      started.catch(() => {
        video.muted = true;
        video.play()?.catch(() => undefined); // still refused: the controls let the viewer start it
      });
    }
  }, [src]);
  return (
    <video ref={ref} className={classes.video} src={src} poster={poster ?? undefined} controls playsInline preload="auto">
      <Text c="white" p="md">
        {t('intro.video.unsupported')}
      </Text>
    </video>
  );
}
