import { Alert, Button, Group, Modal, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { BasicUser, Videocall, VideocallStatusValue } from '@foyer/contracts';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker, useLocation, useNavigate, useParams } from 'react-router';
import { detectCapabilities } from '@/features/browser-check';
import { useCurrentEvent } from '@/shared/session/use-current-event';
import { useCurrentUser } from '@/shared/session/session';
import { errorMessage } from '@/shared/api/errors';
import { notify } from '@/shared/notify/notify';
import { realtime } from '@/shared/realtime';
import { useIsMobile } from '@/shared/ui/layout';
import { activeCall } from '../active-call';
import { updateVideocall, videocallQuery, type VideocallChange } from '../api';
import { answerAccessRequest, callEvents } from '../call-events';
import { gridLayout } from '../layout';
import { routeLeavePrompt } from '../settings';
import { useCallJoin } from '../use-call-join';
import { useRereadWhenUnlisted } from '../reread-unlisted';
import { useCallMedia } from '../media/use-call-media';
import type { CallMedia, CallMediaSnapshot } from '../media/call-media';
import { useAccessRequests, useLoadAccessRequests } from './access-request-modal';
import { CallControls } from './call-controls';
import { ExtraCallControls } from '@/shared/plug-ins/call-controls';
import { CallHeader } from './call-header';
import { BrowserNotSupportedPanel, FailedPanel, JoiningPanel, MessagePanel, WaitingForAccessPanel } from './call-panels';
import { LocalPreview } from './local-preview';
import { RemoteAudio } from './media-views';
import { ParticipantTile, personName, type HostActions } from './participant-tile';
import { useTileSizes } from './tile-sizes';
import classes from './call-room.module.css';

/** Where "back" leads when the call was the first page of the tab: the area or poster it belongs to, else the event. */
function parentPath(pathname: string): string {
  return pathname.replace(/\/videocall\/[^/]+\/?$/, '') || '/';
}

function useGoBack(): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(() => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) void navigate(-1);
    else void navigate(parentPath(location.pathname), { replace: true });
  }, [navigate, location.pathname]);
}

/**
 * The call room at `/{eventSlug}/videocall/{roomId}` (and under a networking area or a poster): joins the
 * call, shows the remote participants in the spec's layouts with one's own preview, the controls, the
 * admin's title, status and screen share, and the host controls of the admin and the speaker.
 */
export function CallRoomPage() {
  const { eventSlug = '', roomId = '' } = useParams();
  const id = Number(roomId);
  const isMobile = useIsMobile();
  const goBack = useGoBack();
  const supported = useMemo(() => detectCapabilities(isMobile).videoCalling, [isMobile]);
  const { t } = useTranslation();
  if (!supported) return <div className={classes.room}><BrowserNotSupportedPanel onBack={goBack} /></div>;
  if (!Number.isInteger(id) || id <= 0) return <div className={classes.room}><FailedPanel detail={t('videocall.ended')} onBack={goBack} /></div>;
  return <CallRoom key={`${eventSlug}:${id}`} eventSlug={eventSlug} videocallId={id} goBack={goBack} />;
}

/** What a page embedding the call room (a meeting room) may add to it. */
export interface CallRoomProps {
  eventSlug: string;
  videocallId: number;
  goBack: () => void;
  /** People who get the admin's host controls besides the call's admin (a meeting's hosts and speakers). */
  hostIds?: readonly number[];
  /** Shown above the call, inside the room (a meeting's title, times and its hosts' buttons). */
  banner?: ReactNode;
  /** The banner shows the call's title (a meeting's): the call's header then shows none and offers no renaming. */
  bannerHasTitle?: boolean;
  /** Nobody administers the call here (a chat roulette's pair): no rename, status, host controls. */
  noAdmin?: boolean;
}

/** The call room itself: pages that own a call (a meeting room) render it with their own banner. */
export function CallRoom({ eventSlug, videocallId, goBack, hostIds, banner, bannerHasTitle = false, noAdmin }: CallRoomProps) {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  const { event } = useCurrentEvent();
  const join = useCallJoin(eventSlug, videocallId);
  const phase = join.state.phase;
  const joined = phase === 'joined';
  const { media, snapshot } = useCallMedia(videocallId, joined, join.token);
  const callQuery = useQuery({ ...videocallQuery(eventSlug, videocallId), enabled: phase !== 'joining' });
  const call = callQuery.data;
  useRereadWhenUnlisted(call, snapshot?.remote, callQuery.refetch);
  // The admin's page reads who waits, whatever its media is doing; the event shell's overlay asks (decision 0067).
  const isAdmin = call !== undefined && user !== undefined && !noAdmin && (call.admin_id === user.id || (hostIds?.includes(user.id) ?? false));
  useLoadAccessRequests(eventSlug, videocallId, isAdmin && call?.status === 'request');
  const [prompt, setPrompt] = useState<'leave-button' | null>(null);
  const rejoinTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => {
    if (!joined) return;
    activeCall.set(eventSlug, videocallId);
    return () => activeCall.clear(videocallId);
  }, [joined, eventSlug, videocallId]);

  // Leaving the page leaves the call (a reload does not unmount: the server's grace keeps the seat).
  const everJoined = useRef(false);
  useEffect(() => {
    if (joined) everJoined.current = true;
  }, [joined]);
  useEffect(
    () => () => {
      if (rejoinTimer.current) clearTimeout(rejoinTimer.current);
      if (everJoined.current) realtime.send('exit_videocalls', { videocall_id: videocallId });
    },
    [videocallId],
  );


  // A host muted the microphone.
  useEffect(
    () =>
      callEvents.listen((signal) => {
        if (signal.videocallId !== videocallId || signal.type !== 'host_muted') return;
        media?.setAudio(false);
        notify.info(t('videocall.host_muted'), { id: `host-muted-${videocallId}` });
      }),
    [media, videocallId, t],
  );

  // The route-leave prompt (spec 1: on by default) for any navigation away while in the call.
  // `leaving`: the room itself navigates away (removed, left after the prompt), which needs no prompt.
  const leaving = useRef(false);
  const blocker = useBlocker(({ currentLocation, nextLocation }) => routeLeavePrompt && joined && !leaving.current && currentLocation.pathname !== nextLocation.pathname);
  const leavePage = useCallback(() => {
    leaving.current = true;
    goBack();
  }, [goBack]);

  // Removed by a host: told, and out of the room.
  useEffect(() => {
    if (phase !== 'removed') return;
    notify.error(t('videocall.removed'), { id: `removed-${videocallId}` });
    leavePage();
  }, [phase, t, videocallId, leavePage]);

  const leaveNow = () => {
    join.leave();
    realtime.send('exit_videocalls', {});
    leavePage();
  };

  const onLeaveButton = () => {
    if (!routeLeavePrompt) {
      leaveNow();
      return;
    }
    // The media goes at once (its token and the screen share with it); staying joins again 250 ms later.
    join.leave();
    setPrompt('leave-button');
  };

  const stay = () => {
    if (prompt === 'leave-button') {
      setPrompt(null);
      rejoinTimer.current = setTimeout(() => void join.join(), 250);
    } else if (blocker.state === 'blocked') {
      blocker.reset();
    }
  };

  const confirmLeave = () => {
    if (prompt === 'leave-button') {
      setPrompt(null);
      realtime.send('exit_videocalls', {});
      leavePage();
    } else if (blocker.state === 'blocked') {
      join.leave();
      blocker.proceed();
    }
  };

  const promptOpen = prompt !== null || blocker.state === 'blocked';
  const leavePrompt = (
    <Modal opened={promptOpen} onClose={stay} title={t('videocall.leave_prompt.title')} centered closeButtonProps={{ 'aria-label': t('common.close') }}>
      <Text mb="lg">{t('videocall.leave_prompt.body')}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={stay} data-testid="stay-in-call">
          {t('videocall.leave_prompt.stay')}
        </Button>
        <Button color="red.9" onClick={confirmLeave} data-testid="confirm-leave">
          {t('videocall.leave_prompt.leave')}
        </Button>
      </Group>
    </Modal>
  );

  let body;
  const closed = snapshot?.closed;
  if (phase === 'joining') body = <JoiningPanel label={t('videocall.joining')} />;
  else if (phase === 'waiting_access')
    body = (
      <WaitingForAccessPanel
        hostAway={call !== undefined && !call.users.some((u) => u.id === call.admin_id)}
        onCancel={() => {
          join.cancelRequest();
          leavePage();
        }}
      />
    );
  else if (join.state.phase === 'declined')
    body = <MessagePanel testId="call-declined" message={t(join.state.expired ? 'videocall.access.expired' : 'videocall.declined')} onBack={goBack} />;
  else if (phase === 'failed') body = <FailedPanel detail={join.state.phase === 'failed' ? join.state.detail : null} onRetry={() => void join.join()} onBack={goBack} />;
  else if (phase === 'removed' || phase === 'left') body = null;
  else if (call?.ended || closed === 'ended') body = <MessagePanel testId="call-ended" message={t('videocall.ended')} onBack={goBack} />;
  else if (closed === 'replaced') body = <MessagePanel testId="call-replaced" message={t('videocall.replaced')} onBack={goBack} />;
  else if (snapshot?.status === 'failed' || closed === 'not_participant' || closed === 'failed')
    body = (
      <FailedPanel
        detail={null}
        onRetry={() => {
          join.leave();
          setTimeout(() => void join.join(), 250);
        }}
        onBack={goBack}
      />
    );
  else if (!call || !user) body = <JoiningPanel label={t('videocall.joining')} />;
  else body = <InCall call={call} me={user} eventSlug={eventSlug} lite={event?.is_lite ?? false} media={media} snapshot={snapshot} onLeave={onLeaveButton} hostIds={hostIds} showTitle={!bannerHasTitle} noAdmin={noAdmin} />;

  return (
    <div className={classes.room} data-testid="call-room" data-phase={phase}>
      {banner}
      {body}
      {leavePrompt}
    </div>
  );
}

interface InCallProps {
  call: Videocall;
  me: { id: number; first_name: string; last_name: string; mugshot: string | null };
  eventSlug: string;
  lite: boolean;
  media: CallMedia | null;
  snapshot: CallMediaSnapshot | null;
  onLeave: () => void;
  hostIds?: readonly number[];
  showTitle: boolean;
  noAdmin?: boolean;
}

type Enlarged = { userId: number; source: 'camera' | 'screen' } | null;

function InCall({ call, me, eventSlug, lite, media, snapshot, onLeave, hostIds, showTitle, noAdmin }: InCallProps) {
  const { t } = useTranslation();
  const isMobile = useIsMobile();
  const [chosen, setChosen] = useState<Enlarged>(null);
  const sizeRef = useTileSizes(media);
  const requests = useAccessRequests(call.id);
  const isAdmin = !noAdmin && (call.admin_id === me.id || (hostIds?.includes(me.id) ?? false));
  const isSpeaker = !noAdmin && call.speaker === me.id;
  const remoteUsers = call.users.filter((u) => u.id !== me.id);
  const remote = snapshot?.remote ?? new Map();

  const change = (body: VideocallChange) =>
    updateVideocall(eventSlug, call.id, body).catch((error: unknown) => notify.error(errorMessage(error, t('videocall.admin.save_error'))));
  const relay = (user: BasicUser, event: 'kicked_from_videocall' | 'host_muted_videocall') =>
    realtime.send('send_to_user', { user_id: user.id, event, data: { videocall_id: call.id } });

  const hostFor = (target: BasicUser): HostActions | null => {
    const canKickAndMute = isAdmin || (isSpeaker && target.id !== call.admin_id);
    if (!canKickAndMute && !isAdmin) return null;
    return {
      canKickAndMute,
      canMakeSpeaker: isAdmin,
      onKick: (u) => relay(u, 'kicked_from_videocall'),
      onMute: (u) => relay(u, 'host_muted_videocall'),
      onMakeSpeaker: (u) => void change({ speaker: u.id }),
    };
  };

  // Someone sharing their screen is shown enlarged to the others, unless a person was chosen.
  const sharer = remoteUsers.find((u) => remote.get(u.id)?.screen);
  const enlarged: Enlarged = chosen ?? (sharer ? { userId: sharer.id, source: 'screen' } : null);
  const enlargedMissing = enlarged !== null && !remoteUsers.some((u) => u.id === enlarged.userId && (enlarged.source === 'camera' || remote.get(u.id)?.screen));

  const tiles = remoteUsers.flatMap((u) => [
    { user: u, source: 'camera' as const },
    ...(remote.get(u.id)?.screen ? [{ user: u, source: 'screen' as const }] : []),
  ]);
  const roleOf = (u: BasicUser) => (noAdmin ? null : u.id === call.admin_id ? 'admin' : u.id === call.speaker ? 'speaker' : null);
  const tile = (u: BasicUser, source: 'camera' | 'screen', big: boolean) => {
    const isEnlarged = enlarged?.userId === u.id && enlarged.source === source;
    return (
      <ParticipantTile
        key={`${u.id}:${source}`}
        user={u}
        media={remote.get(u.id)}
        source={source}
        speaking={snapshot?.speaking.has(u.id) ?? false}
        role={roleOf(u)}
        enlarged={big}
        onToggleEnlarge={() => setChosen(isEnlarged ? null : { userId: u.id, source })}
        host={hostFor(u)}
        sizeRef={sizeRef(u.id, source)}
      />
    );
  };

  let stage;
  if (remoteUsers.length === 0) {
    stage = (
      <div className={classes.waiting} data-testid="call-waiting">
        <div>
          <Text fw={600} size="lg">
            {t('videocall.waiting')}
          </Text>
          <Text c="gray.4" size="sm" mt={4}>
            {t('videocall.waiting_hint')}
          </Text>
        </div>
      </div>
    );
  } else if (enlarged && enlargedMissing) {
    stage = (
      <div className={classes.waiting} data-testid="participant-not-available">
        <div>
          <Text fw={600} size="lg">
            {t('videocall.participant_not_available')}
          </Text>
          <Text c="gray.4" size="sm" mt={4} mb="md">
            {t('videocall.participant_not_available_hint')}
          </Text>
          <Button variant="white" onClick={() => setChosen(null)}>
            {t('videocall.back_to_grid')}
          </Button>
        </div>
      </div>
    );
  } else if (enlarged) {
    const big = remoteUsers.find((u) => u.id === enlarged.userId)!;
    stage = (
      <>
        <div className={classes.enlarged} data-testid="enlarged">
          {tile(big, enlarged.source, true)}
        </div>
        <div className={classes.strip}>{tiles.filter((x) => !(x.user.id === big.id && x.source === enlarged.source)).map((x) => tile(x.user, x.source, false))}</div>
      </>
    );
  } else {
    const grid = gridLayout(tiles.length, isMobile);
    stage = (
      <div className={classes.grid} data-layout={grid.name} data-testid="call-grid" style={{ gridTemplateColumns: `repeat(${grid.columns}, minmax(0, 1fr))`, gridTemplateRows: `repeat(${grid.rows}, minmax(0, 1fr))` }}>
        {tiles.map((x) => tile(x.user, x.source, false))}
      </div>
    );
  }

  return (
    <>
      <CallHeader
        call={call}
        isAdmin={isAdmin}
        showTitle={showTitle}
        lite={lite}
        pendingRequests={requests.length}
        onRename={(name) => void change({ display_name: name })}
        onStatus={(status: VideocallStatusValue) => void change({ status })}
        onAcceptAll={() => requests.forEach((r) => answerAccessRequest(r, true))}
      />
      <div className={classes.stage}>
        {snapshot?.deviceError ? (
          <Alert color="orange" variant="filled" py={6} data-testid="device-error">
            {t('videocall.device_error')}
          </Alert>
        ) : null}
        {snapshot?.status === 'reconnecting' || snapshot?.status === 'starting' ? (
          <Text size="sm" c="gray.4" role="status" aria-live="polite">
            {snapshot.status === 'reconnecting' ? t('videocall.reconnecting') : t('videocall.joining')}
          </Text>
        ) : null}
        {stage}
        <LocalPreview snapshot={snapshot} name={personName(me)} mugshot={me.mugshot} />
      </div>
      {[...remote.entries()].map(([userId, m]) => (m.audio ? <RemoteAudio key={userId} userId={userId} stream={m.audio} /> : null))}
      <CallControls
        media={media}
        snapshot={snapshot}
        canShare={isAdmin && !lite && detectCanShare(isMobile)}
        onLeave={onLeave}
        extras={<ExtraCallControls eventSlug={eventSlug} call={call} userId={me.id} />}
      />
    </>
  );
}

function detectCanShare(isMobile: boolean): boolean {
  return detectCapabilities(isMobile).screenSharing;
}
