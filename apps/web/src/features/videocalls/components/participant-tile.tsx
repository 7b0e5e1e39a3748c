import { ActionIcon, Avatar, Badge, Menu, Tooltip } from '@mantine/core';
import { IconArrowsMaximize, IconArrowsMinimize, IconDotsVertical, IconMicrophoneOff, IconUserX, IconVolumeOff, IconSpeakerphone } from '@tabler/icons-react';
import type { BasicUser } from '@foyer/contracts';
import { useTranslation } from 'react-i18next';
import { UserText } from '@/shared/ui/user-text';
import type { RemoteParticipant } from '../media/call-media';
import { VideoView } from './media-views';
import classes from './call-room.module.css';
import { personName } from '@/shared/ui/person-name';

export { personName };

export interface HostActions {
  canKickAndMute: boolean;
  canMakeSpeaker: boolean;
  onKick: (user: BasicUser) => void;
  onMute: (user: BasicUser) => void;
  onMakeSpeaker: (user: BasicUser) => void;
}

interface TileProps {
  user: BasicUser;
  media: RemoteParticipant | undefined;
  source: 'camera' | 'screen';
  speaking: boolean;
  role: 'admin' | 'speaker' | null;
  enlarged: boolean;
  onToggleEnlarge: () => void;
  host: HostActions | null;
  sizeRef: (el: HTMLElement | null) => void;
}

/**
 * One remote participant's camera (or screen): their video or their picture, their name, 'Muted' when their
 * microphone is off, a ring while they speak, enlarge, and the host's menu (remove, mute, make speaker).
 */
export function ParticipantTile({ user, media, source, speaking, role, enlarged, onToggleEnlarge, host, sizeRef }: TileProps) {
  const { t } = useTranslation();
  const name = personName(user);
  const stream = source === 'screen' ? media?.screen : media?.camera;
  const showVideo = stream && (source === 'screen' || media?.state.video !== false);
  const muted = source === 'camera' && (media?.state.audio === false || (media !== undefined && !media.audio));
  return (
    <div
      ref={sizeRef}
      className={classes.tile}
      data-speaking={speaking && source === 'camera'}
      data-testid="participant-tile"
      data-user={user.id}
      data-source={source}
      role="group"
      aria-label={source === 'screen' ? t('videocall.screen_of', { name }) : name}
    >
      {showVideo ? (
        <VideoView stream={stream} fit={source === 'screen' ? 'contain' : 'cover'} />
      ) : (
        <div className={classes.avatar}>
          <Avatar src={user.mugshot} name={name} color="brand" variant="filled" radius="50%" size={enlarged ? 120 : 72} alt="" />
        </div>
      )}
      <div className={classes.nameplate}>
        <span className={classes.name}>
          <UserText>{source === 'screen' ? t('videocall.screen_of', { name }) : name}</UserText>
        </span>
        {role && source === 'camera' ? (
          <Badge size="sm" color={role === 'admin' ? 'brand' : 'grape'} variant="filled">
            {t(`videocall.host.${role}`)}
          </Badge>
        ) : null}
        {muted ? (
          <Badge size="sm" color="dark" variant="filled" leftSection={<IconMicrophoneOff size={12} aria-hidden />} data-testid="muted-label">
            {t('videocall.muted')}
          </Badge>
        ) : null}
        {speaking && source === 'camera' ? (
          <Badge size="sm" color="teal.9" variant="filled" data-testid="speaking-indicator">
            {t('videocall.speaking')}
          </Badge>
        ) : null}
      </div>
      <div className={classes.tileActions}>
        <Tooltip label={enlarged ? t('videocall.shrink') : t('videocall.enlarge', { name })}>
          <ActionIcon variant="filled" color="dark" onClick={onToggleEnlarge} aria-label={enlarged ? t('videocall.shrink') : t('videocall.enlarge', { name })}>
            {enlarged ? <IconArrowsMinimize size={16} aria-hidden /> : <IconArrowsMaximize size={16} aria-hidden />}
          </ActionIcon>
        </Tooltip>
        {host && source === 'camera' && (host.canKickAndMute || host.canMakeSpeaker) ? (
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon variant="filled" color="dark" aria-label={t('videocall.host.menu', { name })}>
                <IconDotsVertical size={16} aria-hidden />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              {host.canKickAndMute ? (
                <>
                  <Menu.Item leftSection={<IconVolumeOff size={16} aria-hidden />} onClick={() => host.onMute(user)}>
                    {t('videocall.host.mute')}
                  </Menu.Item>
                  <Menu.Item color="red" leftSection={<IconUserX size={16} aria-hidden />} onClick={() => host.onKick(user)}>
                    {t('videocall.host.remove')}
                  </Menu.Item>
                </>
              ) : null}
              {host.canMakeSpeaker && role !== 'speaker' ? (
                <Menu.Item leftSection={<IconSpeakerphone size={16} aria-hidden />} onClick={() => host.onMakeSpeaker(user)}>
                  {t('videocall.host.make_speaker')}
                </Menu.Item>
              ) : null}
            </Menu.Dropdown>
          </Menu>
        ) : null}
      </div>
    </div>
  );
}
