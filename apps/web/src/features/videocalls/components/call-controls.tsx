import { ActionIcon, Button, Menu, Tooltip } from '@mantine/core';
import { IconChevronUp, IconMicrophone, IconMicrophoneOff, IconPhoneOff, IconScreenShare, IconScreenShareOff, IconVideo, IconVideoOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CallMedia, CallMediaSnapshot } from '../media/call-media';
import classes from './call-room.module.css';

function DeviceMenu({ kind, snapshot, media, label }: { kind: 'audioinput' | 'videoinput'; snapshot: CallMediaSnapshot; media: CallMedia; label: string }) {
  const { t } = useTranslation();
  const devices = snapshot.devices[kind];
  if (devices.length === 0) return null;
  return (
    <Menu position="top" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray.3" size="md" aria-label={label}>
          <IconChevronUp size={16} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{kind === 'audioinput' ? t('videocall.controls.microphones') : t('videocall.controls.cameras')}</Menu.Label>
        {devices.map((d, i) => (
          <Menu.Item
            key={d.deviceId || i}
            onClick={() => void media.chooseDevice(kind, d.deviceId)}
            fw={d.deviceId === snapshot.selected[kind] ? 700 : undefined}
            aria-current={d.deviceId === snapshot.selected[kind] ? 'true' : undefined}
          >
            {d.label || t('videocall.controls.device', { number: i + 1 })}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

interface ControlsProps {
  media: CallMedia | null;
  snapshot: CallMediaSnapshot | null;
  canShare: boolean;
  onLeave: () => void;
  /** Controls other features registered (`registerCallControl`), shown before Leave. */
  extras?: ReactNode;
}

/** The bottom bar: microphone and camera (each with its device choice), screen share for the admin, leave. */
export function CallControls({ media, snapshot, canShare, onLeave, extras }: ControlsProps) {
  const { t } = useTranslation();
  const ready = media !== null && snapshot !== null;
  const audio = snapshot?.audio ?? false;
  const video = snapshot?.video ?? false;
  const sharing = snapshot?.screen != null;
  const hasMic = (snapshot?.local?.getAudioTracks().length ?? 0) > 0;
  const hasCamera = (snapshot?.local?.getVideoTracks().length ?? 0) > 0;
  const micLabel = audio ? t('videocall.controls.mic_off') : t('videocall.controls.mic_on');
  const cameraLabel = video ? t('videocall.controls.camera_off') : t('videocall.controls.camera_on');
  const shareLabel = sharing ? t('videocall.controls.stop_sharing') : t('videocall.controls.share_screen');
  return (
    <div className={classes.controls} role="toolbar" aria-label={t('videocall.controls.label')}>
      <div className={classes.split}>
        <Tooltip label={micLabel}>
          <ActionIcon size={48} radius="xl" variant="filled" color={audio ? 'gray.7' : 'red.7'} disabled={!ready || !hasMic} onClick={() => media?.setAudio(!audio)} aria-label={micLabel} aria-pressed={!audio} data-testid="toggle-mic">
            {audio ? <IconMicrophone size={22} aria-hidden /> : <IconMicrophoneOff size={22} aria-hidden />}
          </ActionIcon>
        </Tooltip>
        {ready ? <DeviceMenu kind="audioinput" snapshot={snapshot} media={media} label={t('videocall.controls.choose_microphone')} /> : null}
      </div>
      <div className={classes.split}>
        <Tooltip label={cameraLabel}>
          <ActionIcon size={48} radius="xl" variant="filled" color={video ? 'gray.7' : 'red.7'} disabled={!ready || !hasCamera} onClick={() => media?.setVideo(!video)} aria-label={cameraLabel} aria-pressed={!video} data-testid="toggle-camera">
            {video ? <IconVideo size={22} aria-hidden /> : <IconVideoOff size={22} aria-hidden />}
          </ActionIcon>
        </Tooltip>
        {ready ? <DeviceMenu kind="videoinput" snapshot={snapshot} media={media} label={t('videocall.controls.choose_camera')} /> : null}
      </div>
      {canShare ? (
        <Tooltip label={shareLabel}>
          <ActionIcon size={48} radius="xl" variant="filled" color={sharing ? 'brand' : 'gray.7'} disabled={!ready} onClick={() => void (sharing ? media?.stopScreen() : media?.startScreen().catch(() => undefined))} aria-label={shareLabel} aria-pressed={sharing} data-testid="toggle-screen">
            {sharing ? <IconScreenShareOff size={22} aria-hidden /> : <IconScreenShare size={22} aria-hidden />}
          </ActionIcon>
        </Tooltip>
      ) : null}
      {extras}
      <Button size="md" radius="xl" color="red.9" leftSection={<IconPhoneOff size={20} aria-hidden />} onClick={onLeave} data-testid="leave-call">
        {t('videocall.controls.leave')}
      </Button>
    </div>
  );
}
