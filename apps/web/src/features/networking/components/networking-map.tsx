import { ActionIcon, Avatar, Badge, Button, Group, Paper, Stack, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { IconAdjustments, IconLock, IconPhotoOff, IconPlus, IconUsers, IconVideo } from '@tabler/icons-react';
import { networkingMapDefaultSize, type BasicUser, type NetworkingAvatar, type Videocall } from '@foyer/contracts';
import { useRef, useState, type DragEvent, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { UserText } from '@/shared/ui/user-text';
import { boxToMap, clampToMap, fitContain, mapToPercent, type Size } from '../map-coordinates';
import classes from './networking.module.css';
import { personName } from '@/shared/ui/person-name';


/** Map pixels an arrow key moves the person's own avatar. */
const KEY_STEP = 24;
/** A pointer that moved less than this (screen px) between down and up clicked rather than dragged. */
const CLICK_SLOP = 4;
/** Below this scale (screen px per map px) calls are drawn as small discs. */
const COMPACT_BELOW = 0.45;
/** The drag payload of the "new call" chip. */
const NEW_CALL_DRAG = 'application/x-foyer-new-call';

function PersonBubble({ user, self, size }: { user: BasicUser; self?: boolean; size: number }) {
  return (
    <Avatar
      src={user.mugshot}
      name={personName(user) || undefined}
      color="brand"
      variant={self ? 'filled' : 'light'}
      radius="xl"
      size={size}
      alt=""
      className={self ? classes.selfFace : classes.face}
    />
  );
}

interface CallMarkerProps {
  call: Videocall;
  map: Size;
  onOpen: (call: Videocall) => void;
  onArrange?: (call: Videocall) => void;
  compact: boolean;
}

function CallMarker({ call, map, onOpen, onArrange, compact }: CallMarkerProps) {
  const { t } = useTranslation();
  const full = call.users.length >= call.capacity;
  const shown = call.users.slice(0, 4);
  const status = t(`networking.status.${call.status}`);
  return (
    <div
      className={classes.marker}
      style={mapToPercent({ x: call.x_position ?? 0, y: call.y_position ?? 0 }, map)}
      data-testid="networking-call"
      data-call-id={call.id}
      data-status={call.status}
    >
      <UnstyledButton
        className={compact ? classes.tableCompact : classes.table}
        data-status={call.status}
        onClick={(e) => {
          e.stopPropagation();
          onOpen(call);
        }}
        aria-label={t('networking.call_label', { name: call.display_name, status, people: call.users.length, capacity: call.capacity })}
      >
        {compact ? (
          // A small map (a phone): the table as a disc with its people count; its name is in the label.
          <Group gap={2} wrap="nowrap" justify="center">
            {call.status === 'request' ? <IconLock size={12} aria-hidden /> : <IconVideo size={12} aria-hidden />}
            <Text size="xs" fw={700}>
              {call.users.length}
            </Text>
          </Group>
        ) : (
        <Stack gap={4} align="center">
          <Group gap={4} wrap="nowrap" className={classes.tableTitle}>
            {call.status === 'request' ? <IconLock size={13} aria-hidden /> : <IconVideo size={13} aria-hidden />}
            <Text size="xs" fw={700} truncate>
              <UserText>{call.display_name}</UserText>
            </Text>
          </Group>
          {shown.length > 0 ? (
            <Avatar.Group spacing={8}>
              {shown.map((u) => (
                <Tooltip key={u.id} label={<UserText>{personName(u)}</UserText>} withArrow>
                  <PersonBubble user={u} size={26} />
                </Tooltip>
              ))}
              {call.users.length > shown.length ? <Avatar size={26} radius="xl">+{call.users.length - shown.length}</Avatar> : null}
            </Avatar.Group>
          ) : (
            <Text size="xs" c="dimmed">
              {t('networking.call_empty')}
            </Text>
          )}
          {/* A long status ("Beitritt anfragen") puts the count on a line of its own rather than cutting both. */}
          <Group gap={4} justify="center">
            <Badge size="xs" variant="filled" color={call.status === 'request' ? '#a84300' : 'teal.9'}>
              {status}
            </Badge>
            <Badge size="xs" variant="default" leftSection={<IconUsers size={10} aria-hidden />}>
              {full ? t('networking.full') : `${call.users.length}/${call.capacity}`}
            </Badge>
          </Group>
        </Stack>
        )}
      </UnstyledButton>
      {onArrange && !compact ? (
        <Tooltip label={t('networking.arrange.button')} withArrow>
          <ActionIcon
            className={classes.arrangeOnMap}
            variant="white"
            color="dark"
            size="sm"
            radius="xl"
            onClick={(e) => {
              e.stopPropagation();
              onArrange(call);
            }}
            aria-label={t('networking.arrange.label', { name: call.display_name })}
          >
            <IconAdjustments size={14} aria-hidden />
          </ActionIcon>
        </Tooltip>
      ) : null}
    </div>
  );
}

function OtherAvatar({ avatar, map, small }: { avatar: NetworkingAvatar; map: Size; small: boolean }) {
  const name = personName(avatar.user);
  return (
    <div
      className={classes.avatar}
      style={mapToPercent({ x: avatar.x_position, y: avatar.y_position }, map)}
      data-testid="networking-avatar"
      data-user-id={avatar.user.id}
      data-x={avatar.x_position}
      data-y={avatar.y_position}
    >
      <PersonBubble user={avatar.user} size={small ? 28 : 40} />
      <span className={classes.nameTag}>
        <UserText>{name}</UserText>
      </span>
    </div>
  );
}

export interface NetworkingMapProps {
  image: string | null;
  calls: Videocall[];
  others: NetworkingAvatar[];
  me: BasicUser;
  position: { x: number; y: number };
  onMove: (point: { x: number; y: number }, final: boolean) => void;
  onCreate: (point: { x: number; y: number }) => void;
  onOpenCall: (call: Videocall) => void;
  /** Organisers: the controls that rename, close or move a call. */
  onArrangeCall?: (call: Videocall) => void;
  creating: boolean;
  /** The picture's pixel size once known (the map's units). */
  onMapSize: (size: Size) => void;
  mapSize: Size;
}

/**
 * The map (spec 2 "Networking area"): the area's picture whole in the box, calls where they were placed,
 * everyone's avatar. The person drags their own avatar (or moves it with the arrow keys); a click on a free
 * spot, or the "new call" chip dropped there, starts a call at that place.
 */
export function NetworkingMap({ image, calls, others, me, position, onMove, onCreate, onOpenCall, onArrangeCall, creating, onMapSize, mapSize }: NetworkingMapProps) {
  const { t } = useTranslation();
  const { ref: boxRef, width, height } = useElementSize();
  const canvasRef = useRef<HTMLDivElement>(null);
  const drag = useRef<{ startX: number; startY: number; moved: boolean } | null>(null);
  const [dragging, setDragging] = useState(false);
  const fit = fitContain(mapSize, { width, height });

  const pointOf = (clientX: number, clientY: number) => {
    const rect = canvasRef.current?.getBoundingClientRect();
    if (!rect) return null;
    // The canvas is exactly the picture: its own corner is the map's origin.
    return boxToMap({ x: clientX - rect.left, y: clientY - rect.top }, { scale: fit.scale, left: 0, top: 0 }, mapSize);
  };

  const onAvatarDown = (e: PointerEvent<HTMLButtonElement>) => {
    e.stopPropagation();
    e.currentTarget.setPointerCapture(e.pointerId);
    drag.current = { startX: e.clientX, startY: e.clientY, moved: false };
    setDragging(true);
  };
  const onAvatarMove = (e: PointerEvent<HTMLButtonElement>) => {
    const d = drag.current;
    if (!d) return;
    if (Math.abs(e.clientX - d.startX) + Math.abs(e.clientY - d.startY) > CLICK_SLOP) d.moved = true;
    const point = pointOf(e.clientX, e.clientY);
    if (point && d.moved) onMove(point, false);
  };
  const onAvatarUp = (e: PointerEvent<HTMLButtonElement>) => {
    const d = drag.current;
    drag.current = null;
    setDragging(false);
    const point = pointOf(e.clientX, e.clientY);
    if (d?.moved && point) onMove(point, true);
  };
  const onAvatarKey = (e: KeyboardEvent<HTMLButtonElement>) => {
    const step = { ArrowLeft: [-KEY_STEP, 0], ArrowRight: [KEY_STEP, 0], ArrowUp: [0, -KEY_STEP], ArrowDown: [0, KEY_STEP] }[e.key];
    if (!step) return;
    e.preventDefault();
    onMove(clampToMap({ x: position.x + step[0]!, y: position.y + step[1]! }, mapSize), true);
  };

  const onCanvasClick = (e: React.MouseEvent<HTMLDivElement>) => {
    if (creating || e.target !== e.currentTarget) return;
    const point = pointOf(e.clientX, e.clientY);
    if (point) onCreate(point);
  };
  const onDrop = (e: DragEvent<HTMLDivElement>) => {
    if (!e.dataTransfer.types.includes(NEW_CALL_DRAG)) return;
    e.preventDefault();
    const point = pointOf(e.clientX, e.clientY);
    if (point && !creating) onCreate(point);
  };

  return (
    <div className={classes.mapColumn} data-testid="networking-map">
    <div className={classes.stage} ref={boxRef} style={image ? { backgroundImage: `url("${image}")` } : undefined}>
      <div
        ref={canvasRef}
        className={classes.canvas}
        style={{ left: fit.left, top: fit.top, width: mapSize.width * fit.scale, height: mapSize.height * fit.scale, visibility: width ? 'visible' : 'hidden' }}
        onClick={onCanvasClick}
        onDragOver={(e) => {
          if (e.dataTransfer.types.includes(NEW_CALL_DRAG)) e.preventDefault();
        }}
        onDrop={onDrop}
        data-testid="networking-canvas"
        data-scale={fit.scale}
      >
        {image ? (
          <img
            className={classes.image}
            src={image}
            alt=""
            draggable={false}
            onLoad={(e) => onMapSize({ width: e.currentTarget.naturalWidth || networkingMapDefaultSize.width, height: e.currentTarget.naturalHeight || networkingMapDefaultSize.height })}
          />
        ) : (
          <div className={classes.noImage} data-testid="networking-no-image">
            <Paper radius="md" p="sm" className={classes.noImageNote}>
              <Group gap="xs" wrap="nowrap">
                <IconPhotoOff size={18} aria-hidden />
                <Text size="sm">{t('networking.no_background')}</Text>
              </Group>
            </Paper>
          </div>
        )}
        {calls.map((call) => (
          <CallMarker key={call.id} call={call} map={mapSize} onOpen={onOpenCall} onArrange={onArrangeCall} compact={fit.scale < COMPACT_BELOW} />
        ))}
        {others.map((avatar) => (
          <OtherAvatar key={avatar.user.id} avatar={avatar} map={mapSize} small={fit.scale < COMPACT_BELOW} />
        ))}
        <div className={classes.avatar} style={mapToPercent(position, mapSize)} data-testid="networking-self" data-x={position.x} data-y={position.y} data-dragging={dragging || undefined}>
          <button
            type="button"
            className={classes.selfHandle}
            onPointerDown={onAvatarDown}
            onPointerMove={onAvatarMove}
            onPointerUp={onAvatarUp}
            onPointerCancel={onAvatarUp}
            onClick={(e) => e.stopPropagation()}
            onKeyDown={onAvatarKey}
            aria-label={t('networking.self_label')}
          >
            <PersonBubble user={me} self size={fit.scale < COMPACT_BELOW ? 32 : 46} />
          </button>
          <span className={`${classes.nameTag} ${classes.selfTag}`}>{t('networking.you')}</span>
        </div>
      </div>
    </div>
      <Group className={classes.toolbar} gap="xs">
        <Tooltip label={t('networking.new_call_hint')} withArrow multiline w={240}>
          <Button
            size="xs"
            leftSection={<IconPlus size={14} aria-hidden />}
            loading={creating}
            draggable
            onDragStart={(e) => {
              e.dataTransfer.setData(NEW_CALL_DRAG, '1');
              e.dataTransfer.effectAllowed = 'copy';
            }}
            onClick={() => onCreate(position)}
            data-testid="networking-new-call"
          >
            {t('networking.new_call')}
          </Button>
        </Tooltip>
        <Badge variant="white" color="dark" size="lg" leftSection={<IconUsers size={14} aria-hidden />} data-testid="networking-people-count">
          {t('networking.people_here', { count: others.length + 1 })}
        </Badge>
      </Group>
    </div>
  );
}
