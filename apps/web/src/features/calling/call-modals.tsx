import { Avatar, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconPhone, IconPhoneOff, IconX } from '@tabler/icons-react';
import { videocallRoutes, type BasicUser } from '@foyer/contracts';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '@/shared/session/session';
import { call } from '@/shared/api/http';
import { ApiRequestError, errorMessage } from '@/shared/api/errors';
import { i18n } from '@/i18n';
import { notify } from '@/shared/notify/notify';
import { closeAppModal, openAppModal } from '@/shared/ui/modals';
import { UserText } from '@/shared/ui/user-text';
import { callingStore, useCalling } from './calling-store';
import { sendInviteMessage } from './realtime';
import { canStartNewCall } from '@/features/videocalls';
import { personName } from '@/shared/ui/person-name';

const outgoingId = 'calling-outgoing';
const incomingId = 'calling-incoming';
const nameOf = personName;
/** The call room of a call of no area (spec 1 "/videocall/{roomId}"). */
export const callRoomPath = (eventSlug: string, roomId: number) => `/${eventSlug}/videocall/${roomId}`;

function Face({ user }: { user: Pick<BasicUser, 'first_name' | 'last_name' | 'mugshot'> }) {
  return <Avatar src={user.mugshot} name={nameOf(user) || undefined} color="brand" radius={999} size={72} alt="" />;
}

/** The caller's side: ringing until the callee answers; cancel closes the callee's modal too. */
function OutgoingCall() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { outgoing } = useCalling();
  useEffect(() => {
    if (!outgoing) return;
    if (outgoing.state === 'accepted') {
      closeAppModal(outgoingId);
      callingStore.setOutgoing(null);
      if (outgoing.videocallId !== null) void navigate(outgoing.roomPath?.(outgoing.videocallId) ?? callRoomPath(outgoing.eventSlug, outgoing.videocallId));
    }
  }, [outgoing, navigate]);
  if (!outgoing) return null;
  const name = nameOf(outgoing.user);
  const close = () => {
    closeAppModal(outgoingId);
    callingStore.setOutgoing(null);
  };
  if (outgoing.state === 'declined' || outgoing.state === 'failed') {
    return (
      <Stack align="center" gap="md" data-testid="calling-outgoing" data-state={outgoing.state}>
        <Face user={outgoing.user} />
        <Text ta="center" fw={600} role="status">
          {outgoing.state === 'declined' ? t('calling.declined', { name }) : outgoing.error === "You're already in a call" ? t('calling.already_in_call') : t('calling.not_available', { name })}
        </Text>
        <Button variant="default" onClick={close}>
          {t('calling.close')}
        </Button>
      </Stack>
    );
  }
  return (
    <Stack align="center" gap="md" data-testid="calling-outgoing" data-state={outgoing.state}>
      <Face user={outgoing.user} />
      <Group gap="xs" role="status">
        <Loader size="xs" type="dots" />
        <Text fw={600}>
          <UserText>{t('calling.ringing', { name })}</UserText>
        </Text>
      </Group>
      <Button
        color="red"
        leftSection={<IconPhoneOff size={16} aria-hidden />}
        onClick={() => {
          sendInviteMessage(outgoing.user.id, 'invite_canceled');
          close();
        }}
        data-testid="calling-cancel"
      >
        {t('calling.cancel')}
      </Button>
    </Stack>
  );
}

/** The callee's side: accept makes a call for the two of them and both go there; decline tells the caller. */
function IncomingCall() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user: me } = useCurrentUser();
  const { incoming } = useCalling();
  const [busy, setBusy] = useState(false);
  if (!incoming) return null;
  const name = nameOf(incoming.user);
  const close = () => {
    closeAppModal(incomingId);
    callingStore.setIncoming(null);
  };
  if (incoming.state === 'canceled') {
    return (
      <Stack align="center" gap="md" data-testid="calling-incoming" data-state="canceled">
        <Face user={incoming.user} />
        <Text ta="center" fw={600} role="status">
          <UserText>{t('calling.canceled', { name })}</UserText>
        </Text>
        <Button variant="default" onClick={close}>
          {t('calling.close')}
        </Button>
      </Stack>
    );
  }
  const accept = async () => {
    if (!me) return;
    setBusy(true);
    try {
      const created = await call(videocallRoutes.create, { params: { eventSlug: incoming.eventSlug }, body: { admin: me.id } });
      sendInviteMessage(incoming.user.id, 'invite_accepted', created.id);
      close();
      void navigate(callRoomPath(incoming.eventSlug, created.id));
    } catch (error) {
      notify.error(error instanceof ApiRequestError ? errorMessage(error, t('calling.accept_failed')) : t('calling.accept_failed'));
      setBusy(false);
    }
  };
  return (
    <Stack align="center" gap="md" data-testid="calling-incoming" data-state="ringing">
      <Face user={incoming.user} />
      <Text ta="center" fw={600} role="status">
        <UserText>{t('calling.incoming', { name })}</UserText>
      </Text>
      <Group>
        <Button
          variant="default"
          leftSection={<IconX size={16} aria-hidden />}
          disabled={busy}
          onClick={() => {
            sendInviteMessage(incoming.user.id, 'invite_rejected');
            close();
          }}
          data-testid="calling-decline"
        >
          {t('calling.decline')}
        </Button>
        <Button color="teal.9" leftSection={<IconPhone size={16} aria-hidden />} loading={busy} onClick={() => void accept()} data-testid="calling-accept">
          {t('calling.accept')}
        </Button>
      </Group>
    </Stack>
  );
}

/** Rings `user`: the invite goes out and the caller's modal waits for the answer. */
export function startCall(eventSlug: string, user: OutgoingUser, roomPath?: (roomId: number) => string): void {
  // Not from inside another call of this tab: 'cant start new call during call' (spec 1 §8).
  if (!canStartNewCall()) return;
  callingStore.setOutgoing({ user, eventSlug, state: 'ringing', videocallId: null, error: null, roomPath });
  sendInviteMessage(user.id, 'invited_for_new_videocall');
  openAppModal({
    id: outgoingId,
    title: i18n.t('calling.outgoing_title'),
    size: 'sm',
    dismissable: false,
    children: <OutgoingCall />,
  });
}
type OutgoingUser = Pick<BasicUser, 'id' | 'first_name' | 'last_name' | 'mugshot'>;

export function openIncomingCallModal(): void {
  closeAppModal(incomingId);
  openAppModal({
    id: incomingId,
    title: i18n.t('calling.incoming_title'),
    size: 'sm',
    dismissable: false,
    children: <IncomingCall />,
  });
}
