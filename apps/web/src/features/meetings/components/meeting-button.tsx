import { Badge, Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { IconDoorEnter, IconListNumbers, IconUserCheck, IconUserMinus, IconUserPlus, IconVideo } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { meetingButton, meetingTexts, type Meeting } from '@foyer/contracts';
import { ApiRequestError, errorMessage } from '@/shared/api/errors';
import { UserText } from '@/shared/ui/user-text';
import { meetingRoomPath, registerForMeeting } from '../api';
import { patchMeeting, putMeeting } from '../cache';

type Dialog = 'register' | 'unregister' | 'join' | 'waitlist' | 'leave-waitlist' | null;

interface MeetingButtonProps {
  eventSlug: string;
  meeting: Meeting;
  userId: number;
  now: number;
  /** Full width (cards) or its own width (the info modal). */
  fullWidth?: boolean;
  /** Register whatever the table says (the room's closed-to-you state: a started meeting takes registrations too). */
  registerOnly?: boolean;
}

/**
 * The meeting button per person (spec 2 §4): enter for hosts, unregister, disabled join for a walk-in
 * meeting not yet started, register (disabled when full: then the waitlist), join with a confirmation
 * once started. Register and unregister go through their modals with the spec's states.
 */
export function MeetingButton({ eventSlug, meeting, userId, now, fullWidth = true, registerOnly = false }: MeetingButtonProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<Dialog>(null);
  const state = registerOnly ? ({ kind: 'register', disabled: meeting.capacity_left <= 0 } as const) : meetingButton({ userId, meeting, now: new Date(now) });
  const room = meetingRoomPath(eventSlug, meeting);
  const title = meeting.title;

  const register = useMutation({
    mutationFn: ({ on, waitlist }: { on: boolean; waitlist?: boolean }) => registerForMeeting(eventSlug, meeting, on, waitlist),
    onSuccess: (updated) => putMeeting(queryClient, eventSlug, updated),
  });
  // Joining a started meeting takes a seat first (the room is for its participants); hosts, participants and
  // walk-in meetings go straight in.
  const needsSeat = !meeting.is_walk_in_meeting && !meeting.host_user_ids.includes(userId) && !meeting.participating_users.includes(userId);
  const join = useMutation({
    mutationFn: () => (needsSeat ? registerForMeeting(eventSlug, meeting, true) : Promise.resolve(null)),
    onSuccess: (updated) => {
      if (updated) putMeeting(queryClient, eventSlug, updated);
      void navigate(room);
    },
  });

  const open = (next: Dialog) => {
    register.reset();
    join.reset();
    setDialog(next);
  };
  const close = () => setDialog(null);

  const unregisterNow = () => {
    // The registration goes from the lists at once (spec 2 §4); the server's answer follows.
    patchMeeting(queryClient, eventSlug, meeting.id, (m) => ({ ...m, participating_users: m.participating_users.filter((id) => id !== userId) }));
    register.mutate({ on: false });
  };

  const label = {
    enter: t('meetings.button.enter'),
    unregister: t('meetings.button.unregister'),
    join: t('meetings.button.join'),
    register: t('meetings.button.register'),
  }[state.kind];
  const icon = { enter: <IconDoorEnter size={16} aria-hidden />, unregister: <IconUserMinus size={16} aria-hidden />, join: <IconVideo size={16} aria-hidden />, register: <IconUserPlus size={16} aria-hidden /> }[state.kind];
  const onClick = () => {
    if (state.kind === 'enter') void navigate(room);
    else if (state.kind === 'join') open('join');
    else open(state.kind);
  };
  const full = state.kind === 'register' && state.disabled;
  const queued = meeting.waitlist_position !== null;

  const main = (
    <Button
      fullWidth={fullWidth}
      onClick={onClick}
      disabled={state.disabled}
      variant={state.kind === 'unregister' ? 'default' : 'filled'}
      leftSection={icon}
      data-testid="meeting-button"
      data-kind={state.kind}
      aria-label={`${label}: ${title}`}
    >
      {label}
    </Button>
  );

  return (
    <>
      {full && queued ? (
        <Stack gap={6}>
          <Badge variant="outline" color="orange.9" size="lg" fullWidth={fullWidth} leftSection={<IconListNumbers size={14} aria-hidden />} data-testid="waitlist-place">
            {t('meetings.waitlist.place', { place: meeting.waitlist_position })}
          </Badge>
          <Button variant="subtle" size="xs" color="gray.8" onClick={() => open('leave-waitlist')} data-testid="leave-waitlist">
            {t('meetings.waitlist.leave')}
          </Button>
        </Stack>
      ) : full ? (
        <Stack gap={6}>
          {main}
          <Button variant="outline" color="orange.9" fullWidth={fullWidth} onClick={() => open('waitlist')} leftSection={<IconListNumbers size={16} aria-hidden />} data-testid="join-waitlist">
            {t('meetings.waitlist.join')}
          </Button>
        </Stack>
      ) : (
        main
      )}

      <Modal opened={dialog === 'register'} onClose={close} title={t('meetings.register.title')} centered closeButtonProps={{ 'aria-label': t('common.close') }}>
        <RegisterBody
          pending={register.isPending}
          done={register.isSuccess}
          failed={register.isError ? register.error : null}
          question={<Text>{t('meetings.register.question')} <Text span fw={600}><UserText>{title}</UserText></Text></Text>}
          success={t('meetings.register.success')}
          onConfirm={() => register.mutate({ on: true })}
          confirmLabel={t('meetings.register.confirm')}
          onClose={close}
        />
      </Modal>

      <Modal opened={dialog === 'unregister'} onClose={close} title={t('meetings.unregister.title')} centered closeButtonProps={{ 'aria-label': t('common.close') }}>
        <RegisterBody
          pending={register.isPending}
          done={register.isSuccess}
          failed={register.isError ? register.error : null}
          question={<Text>{t('meetings.unregister.question')} <Text span fw={600}><UserText>{title}</UserText></Text></Text>}
          success={t('meetings.unregister.success')}
          onConfirm={unregisterNow}
          confirmLabel={t('meetings.unregister.confirm')}
          danger
          onClose={close}
        />
      </Modal>

      <Modal opened={dialog === 'waitlist'} onClose={close} title={t('meetings.waitlist.title')} centered closeButtonProps={{ 'aria-label': t('common.close') }}>
        <RegisterBody
          pending={register.isPending}
          done={register.isSuccess}
          failed={register.isError ? register.error : null}
          question={<Text>{t('meetings.waitlist.question')}</Text>}
          success={t('meetings.waitlist.success', { place: register.data?.waitlist_position ?? '' })}
          onConfirm={() => register.mutate({ on: true, waitlist: true })}
          confirmLabel={t('meetings.waitlist.confirm')}
          onClose={close}
        />
      </Modal>

      <Modal opened={dialog === 'leave-waitlist'} onClose={close} title={t('meetings.waitlist.leave')} centered closeButtonProps={{ 'aria-label': t('common.close') }}>
        <RegisterBody
          pending={register.isPending}
          done={register.isSuccess}
          failed={register.isError ? register.error : null}
          question={<Text>{t('meetings.waitlist.leave_question')}</Text>}
          success={t('meetings.waitlist.left')}
          onConfirm={() => register.mutate({ on: false })}
          confirmLabel={t('meetings.waitlist.leave')}
          danger
          onClose={close}
        />
      </Modal>

      <Modal opened={dialog === 'join'} onClose={close} title={t('meetings.join.title')} centered closeButtonProps={{ 'aria-label': t('common.close') }}>
        <Text mb="lg">
          {t('meetings.join.question')} <Text span fw={600}><UserText>{title}</UserText></Text>
        </Text>
        {join.isError ? (
          <Text c="red.8" mb="md" role="alert" data-testid="join-failed">
            {failureText(join.error, t)}
          </Text>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('common.cancel')}
          </Button>
          <Button leftSection={<IconVideo size={16} aria-hidden />} onClick={() => join.mutate()} loading={join.isPending} disabled={join.isError} data-testid="confirm-join">
            {t('meetings.join.confirm')}
          </Button>
        </Group>
      </Modal>
    </>
  );
}

interface BodyProps {
  pending: boolean;
  done: boolean;
  failed: Error | null;
  question: ReactNode;
  success: string;
  confirmLabel: string;
  danger?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Idle: the question with confirm and cancel; sending: a spinner; done: the message and OK; failed: why. */
function RegisterBody({ pending, done, failed, question, success, confirmLabel, danger = false, onConfirm, onClose }: BodyProps) {
  const { t } = useTranslation();
  if (pending) {
    return (
      <Group justify="center" py="lg" role="status" aria-live="polite" data-testid="register-pending">
        <Loader size="sm" />
        <Text c="dimmed">{t('meetings.register.sending')}</Text>
      </Group>
    );
  }
  if (done || failed) {
    return (
      <Stack gap="lg">
        <Group gap="sm" wrap="nowrap" role={failed ? 'alert' : 'status'} data-testid={failed ? 'register-failed' : 'register-done'}>
          {failed ? null : <IconUserCheck size={22} color="var(--mantine-color-teal-7)" aria-hidden />}
          <Text>{failed ? failureText(failed, t) : success}</Text>
        </Group>
        <Group justify="flex-end">
          <Button onClick={onClose} data-testid="register-ok" data-autofocus>
            {t('meetings.register.ok')}
          </Button>
        </Group>
      </Stack>
    );
  }
  return (
    <Stack gap="lg">
      {question}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button color={danger ? 'red.9' : undefined} onClick={onConfirm} data-testid="register-confirm">
          {confirmLabel}
        </Button>
      </Group>
    </Stack>
  );
}

/** The spec's messages for the refusals it names ('already registered', 'meeting full'), else the server's words. */
function failureText(error: Error, t: (key: string) => string): string {
  if (error instanceof ApiRequestError) {
    if (error.detail === meetingTexts.alreadyRegistered) return t('meetings.errors.already_registered');
    if (error.detail === meetingTexts.full) return t('meetings.errors.full');
  }
  return errorMessage(error, t('meetings.errors.register_failed'));
}
