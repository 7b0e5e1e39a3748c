import { Avatar, Badge } from '@mantine/core';
import { IconMicrophoneOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { CallMediaSnapshot } from '../media/call-media';
import { VideoView } from './media-views';
import classes from './call-room.module.css';

/** One's own camera, mirrored; while sharing the screen it says the webcam is disabled (spec 1 §4). */
export function LocalPreview({ snapshot, name, mugshot }: { snapshot: CallMediaSnapshot | null; name: string; mugshot: string | null }) {
  const { t } = useTranslation();
  const sharing = snapshot?.screen != null;
  const stream = snapshot?.local;
  const showVideo = !sharing && stream && snapshot.video && stream.getVideoTracks().length > 0;
  return (
    <div className={`${classes.tile} ${classes.preview}`} data-testid="local-preview" data-speaking={snapshot?.speaking.has('self') ?? false} role="group" aria-label={t('videocall.you')}>
      {sharing ? (
        <div className={classes.previewMessage} data-testid="webcam-disabled">
          {t('videocall.webcam_disabled')}
        </div>
      ) : showVideo ? (
        <VideoView stream={stream} mirrored />
      ) : (
        <div className={classes.avatar}>
          <Avatar src={mugshot} name={name} color="brand" variant="filled" radius="50%" size={48} alt="" />
        </div>
      )}
      <div className={classes.nameplate}>
        <span className={classes.name}>{t('videocall.you')}</span>
        {snapshot && !snapshot.audio ? (
          <Badge size="xs" color="dark" variant="filled" aria-label={t('videocall.muted')}>
            <IconMicrophoneOff size={10} aria-hidden />
          </Badge>
        ) : null}
      </div>
    </div>
  );
}
