import { Avatar, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { TransUserText } from '@/shared/ui/user-text';
import { realtime } from '@/shared/realtime';
import { onLoggedInAgain } from '@/shared/realtime/binding';
import { fetchAccessRequests } from '../api';
import { accessRequests, type AccessRequest } from '../call-events';
import { personName } from './participant-tile';

export function useAccessRequests(videocallId: number): AccessRequest[] {
  const all = useSyncExternalStore(accessRequests.subscribe, accessRequests.get, accessRequests.get);
  return all.filter((r) => r.videocallId === videocallId);
}

/**
 * An admin's page reads who is waiting when it opens (a reload, a second tab, a call just handed over) and
 * when its socket logs in again (events sent meanwhile are missed); the socket's events keep it current.
 */
export function useLoadAccessRequests(eventSlug: string, videocallId: number, isAdmin: boolean): void {
  useEffect(() => {
    if (!isAdmin) return;
    const controller = new AbortController();
    const load = () =>
      fetchAccessRequests(eventSlug, videocallId, controller.signal).then(
        ({ results }) => accessRequests.replace(videocallId, results.map((r) => ({ videocallId, user: r.user }))),
        () => undefined, // the socket's events still bring new requests
      );
    void load();
    const off = onLoggedInAgain(realtime, () => void load());
    return () => {
      controller.abort();
      off();
    };
  }, [eventSlug, videocallId, isAdmin]);
}

/**
 * The admin's modal for a request call: who asks to join, accept or decline. It closes by itself when the
 * person withdraws (`canceled_videocall_accesss`); the next request follows.
 */
export function AccessRequestModal({ videocallId, onAnswer }: { videocallId: number; onAnswer: (request: AccessRequest, accepted: boolean) => void }) {
  const { t } = useTranslation();
  const requests = useAccessRequests(videocallId);
  const first = requests[0];
  return (
    <Modal opened={first !== undefined} onClose={() => first && onAnswer(first, false)} title={t('videocall.access.title')} centered closeButtonProps={{ 'aria-label': t('common.close') }}>
      {first ? (
        <Stack gap="md" data-testid="access-request">
          <Group wrap="nowrap">
            <Avatar src={first.user.mugshot} name={personName(first.user)} color="brand" radius="xl" size={48} alt="" />
            <Text>
              <TransUserText i18nKey="videocall.access.asks" values={{ name: personName(first.user) }} />
            </Text>
          </Group>
          {requests.length > 1 ? (
            <Text size="sm" c="dimmed">
              {t('videocall.access.more', { count: requests.length - 1 })}
            </Text>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => onAnswer(first, false)}>
              {t('videocall.access.decline')}
            </Button>
            <Button color="teal.9" onClick={() => onAnswer(first, true)}>
              {t('videocall.access.accept')}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
