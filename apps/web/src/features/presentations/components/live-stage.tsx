import { Avatar, Badge, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { IconMicrophoneOff, IconVolume } from '@tabler/icons-react';
import type { BasicUser, Presentation } from '@foyer/contracts';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { VideoView, useTileSizes, useCallMedia } from '@/features/videocalls';
import type { RemoteParticipant } from '@/features/videocalls';
import { UserText } from '@/shared/ui/user-text';
import { presentationApi } from '../api';
import { stageTiles } from '../stage-layout';
import classes from './presentations.module.css';
import { personName } from '@/shared/ui/person-name';

const nameOf = personName;

/** The speakers' sound; a browser that will not start sound by itself gets a button that does. */
function StageAudio({ streams }: { streams: Array<{ userId: number; stream: MediaStream }> }) {
  const { t } = useTranslation();
  const [blocked, setBlocked] = useState(false);
  const refs = useRef(new Map<number, HTMLAudioElement>());
  useEffect(() => {
    for (const { userId, stream } of streams) {
      const el = refs.current.get(userId);
      if (!el) continue;
      if (el.srcObject !== stream) el.srcObject = stream;
      el.play().catch(() => setBlocked(true));
    }
  }, [streams]);
  const unblock = () => {
    setBlocked(false);
    for (const el of refs.current.values()) el.play().catch(() => setBlocked(true));
  };
  return (
    <>
      {streams.map(({ userId }) => (
        <audio key={userId} autoPlay data-user={userId} ref={(el) => void (el ? refs.current.set(userId, el) : refs.current.delete(userId))} />
      ))}
      {blocked ? (
        <Button className={classes.soundButton} leftSection={<IconVolume size={16} aria-hidden />} onClick={unblock} data-testid="stage-sound-on">
          {t('presentations.live.sound_on')}
        </Button>
      ) : null}
    </>
  );
}

function StageTile({ user, media, source, large, speaking, sizeRef }: {
  user: BasicUser | null; media: RemoteParticipant; source: 'camera' | 'screen'; large: boolean; speaking: boolean; sizeRef: (el: HTMLElement | null) => void;
}) {
  const { t } = useTranslation();
  const name = user ? nameOf(user) : t('presentations.live.speaker');
  const stream = source === 'screen' ? media.screen : media.camera;
  const showVideo = stream && (source === 'screen' || media.state.video);
  const label = source === 'screen' ? t('presentations.live.screen_of', { name }) : name;
  return (
    <div ref={sizeRef} className={large ? classes.tileLarge : classes.tileSmall} data-speaking={speaking || undefined} data-testid="stage-tile" data-user={user?.id} data-source={source} role="group" aria-label={label}>
      <div className={classes.picture}>
        {showVideo ? <VideoView stream={stream} fit={source === 'screen' ? 'contain' : 'cover'} /> : (
          <Center h="100%"><Avatar src={user?.mugshot} name={name} color="brand" variant="filled" radius="50%" size={large ? 112 : 48} alt="" /></Center>
        )}
      </div>
      <div className={classes.nameplate} data-testid="stage-nameplate">
        <UserText>{label}</UserText>
        {source === 'camera' && !media.state.audio ? <IconMicrophoneOff size={14} aria-label={t('presentations.live.muted')} /> : null}
        {speaking ? <Badge size="xs" color="teal.9" variant="filled">{t('presentations.live.speaking')}</Badge> : null}
      </div>
    </div>
  );
}

/**
 * A live presentation: the speakers' backstage call watched receive-only through our media server (the call
 * room's media client in its receive-only mode): the active speaker (or a shared screen) large, the others
 * in a strip, everyone's sound.
 */
export function LiveStage({ eventSlug, stageSlug, presentation }: { eventSlug: string; stageSlug: string; presentation: Presentation }) {
  const { t } = useTranslation();
  const firstToken = useRef<string | null>(null);
  const [watch, setWatch] = useState<{ videocallId: number } | { error: true } | null>(null);
  // The call comes with the watch token; the token is asked again whenever the media starts over.
  useEffect(() => {
    let cancelled = false;
    presentationApi.watch(eventSlug, stageSlug).then(
      (reply) => {
        if (cancelled) return;
        firstToken.current = reply.jwt;
        setWatch({ videocallId: reply.videocall_id });
      },
      () => !cancelled && setWatch({ error: true }),
    );
    return () => void (cancelled = true);
    // One presentation per mount (the stage keys this by presentation).
  }, [eventSlug, stageSlug]);
  const token = async () => {
    const first = firstToken.current;
    firstToken.current = null;
    return first ?? (await presentationApi.watch(eventSlug, stageSlug)).jwt;
  };
  const videocallId = watch && 'videocallId' in watch ? watch.videocallId : 0;
  const { media, snapshot } = useCallMedia(videocallId, videocallId > 0, token, { receiveOnly: true });
  const sizeRef = useTileSizes(media);
  const [lastSpeaker, setLastSpeaker] = useState<number | null>(null);

  if (watch && 'error' in watch) return <StageMessage text={t('presentations.live.failed')} />;
  if (!snapshot || snapshot.status === 'idle' || snapshot.status === 'starting') return <StageMessage text={t('presentations.live.connecting')} busy />;
  if (snapshot.status === 'failed' || snapshot.closed) return <StageMessage text={t('presentations.live.failed')} />;

  const people = new Map<number, BasicUser>([...presentation.speakers, ...(presentation.moderator ? [presentation.moderator] : [])].map((u) => [u.id, u]));
  const speaking = [...snapshot.speaking].filter((s): s is number => s !== 'self');
  const layout = stageTiles(snapshot.remote, speaking, lastSpeaker);
  if (layout.speaker !== lastSpeaker) setLastSpeaker(layout.speaker);
  const audio = [...snapshot.remote].flatMap(([userId, m]) => (m.audio ? [{ userId, stream: m.audio }] : []));
  if (!layout.main) {
    return (
      <>
        <StageMessage text={t('presentations.live.waiting')} busy={snapshot.status === 'reconnecting'} />
        <StageAudio streams={audio} />
      </>
    );
  }
  return (
    <div className={classes.live} data-testid="stage-live" data-strip={layout.strip.length > 0 || undefined}>
      <StageTile key={`${layout.main.userId}:${layout.main.source}`} user={people.get(layout.main.userId) ?? null} media={snapshot.remote.get(layout.main.userId)!} source={layout.main.source} large
        speaking={layout.main.source === 'camera' && speaking.includes(layout.main.userId)} sizeRef={sizeRef(layout.main.userId, layout.main.source)} />
      {layout.strip.length > 0 ? (
        <div className={classes.strip} data-testid="stage-strip">
          {layout.strip.map((tile) => (
            <StageTile key={`${tile.userId}:${tile.source}`} user={people.get(tile.userId) ?? null} media={snapshot.remote.get(tile.userId)!} source={tile.source} large={false}
              speaking={speaking.includes(tile.userId)} sizeRef={sizeRef(tile.userId, tile.source)} />
          ))}
        </div>
      ) : null}
      <StageAudio streams={audio} />
    </div>
  );
}

export function StageMessage({ text, busy = false, icon }: { text: string; busy?: boolean; icon?: ReactNode }) {
  return (
    <Center h="100%" p="md" data-testid="stage-message">
      <Stack align="center" gap="sm" c="gray.3">
        {busy ? <Loader color="gray.3" size="sm" aria-hidden /> : icon}
        <Text ta="center" c="gray.2" aria-live="polite">{text}</Text>
      </Stack>
    </Center>
  );
}
