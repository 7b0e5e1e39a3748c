import { Avatar, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { TransUserText } from '@/shared/ui/user-text';
import { realtime } from '@/shared/realtime';
import { onLoggedInAgain } from '@/shared/realtime/binding';
import { fetchAccessRequests, videocallQuery } from '../api';
import { accessRequests, answerAccessRequest, type AccessRequest } from '../call-events';
import { personName } from './participant-tile';

/** The access requests waiting for this person's answer: all of them, or those to one call. */
export function useAccessRequests(videocallId?: number): AccessRequest[] {
  const all = useSyncExternalStore(accessRequests.subscribe, accessRequests.get, accessRequests.get);
  return videocallId === undefined ? all : all.filter((r) => r.videocallId === videocallId);
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
 * Who asks to join a call, with Accept and Decline: on every page of the event (the shell's overlay, decision
 * 0067), so the admin is asked in the call room of any route — whatever its media is doing — and wherever else
 * they are, and organisers while a table's admin is away. It closes by itself when the request is withdrawn,
 * answered on another page or expires (`canceled_videocall_accesss`); the next request follows.
 */
export function AccessRequestModal({ eventSlug }: { eventSlug: string }) {
  const { t } = useTranslation();
  const requests = useAccessRequests();
  const first = requests[0];
  const call = useQuery({ ...videocallQuery(eventSlug, first?.videocallId ?? 0), enabled: first !== undefined }).data;
  return (
    <Modal opened={first !== undefined} onClose={() => first && answerAccessRequest(first, false)} title={t('videocall.access.title')} centered closeButtonProps={{ 'aria-label': t('common.close') }}>
      {first ? (
        <Stack gap="md" data-testid="access-request">
          <Group wrap="nowrap">
            <Avatar src={first.user.mugshot} name={personName(first.user)} color="brand" radius="xl" size={48} alt="" />
            <div>
              <Text>
                <TransUserText i18nKey="videocall.access.asks" values={{ name: personName(first.user) }} />
              </Text>
              {call ? (
                <Text size="sm" c="dimmed">
                  <TransUserText i18nKey="videocall.access.for_call" values={{ name: call.display_name || t('videocall.untitled') }} />
                </Text>
              ) : null}
            </div>
          </Group>
          {requests.length > 1 ? (
            <Text size="sm" c="dimmed">
              {t('videocall.access.more', { count: requests.length - 1 })}
            </Text>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => answerAccessRequest(first, false)}>
              {t('videocall.access.decline')}
            </Button>
            <Button color="teal.9" onClick={() => answerAccessRequest(first, true)}>
              {t('videocall.access.accept')}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
