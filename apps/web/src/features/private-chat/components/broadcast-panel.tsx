import { ActionIcon, Avatar, Badge, Button, Group, MultiSelect, SegmentedControl, Skeleton, Stack, Text, Textarea } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import { IconSend2, IconSpeakerphone } from '@tabler/icons-react';
import { attendeeRoutes, broadcastPageSize, privateChatRoutes, privateMessageMaxLength, type BroadcastTarget, type Tag } from '@foyer/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '@/shared/api/http';
import { notify } from '@/shared/notify/notify';
import { EmptyPanel, ErrorPanel } from '@/shared/ui/page-state';
import { UserText } from '@/shared/ui/user-text';
import { broadcastsQuery, privateChatKeys } from '../api';

import { chatModal } from '../store';
import { PaneHeader } from './conversation';
import classes from './private-chat.module.css';

/** The attendee count waits this long after the tags change (spec 3 §5). */
export const TAG_COUNT_DEBOUNCE_MS = 1000;

/** Chosen tag ids → the `tags` query: comma-joined within a category, categories joined by `__`. */
export function tagsParam(selected: number[], tags: Tag[]): string {
  const groups = new Map<string, number[]>();
  for (const id of selected) {
    const tag = tags.find((t) => t.id === id);
    const key = tag?.category?.text ?? '';
    groups.set(key, [...(groups.get(key) ?? []), id]);
  }
  return [...groups.values()].map((ids) => ids.join(',')).join('__');
}

const targets: BroadcastTarget[] = ['ALL', 'APP', 'VEP'];

/** Event owners: the broadcasts sent (5 a page, newest first) and the form to send one. */
export function BroadcastPanel({ eventSlug, back, bare }: { eventSlug: string; back: boolean; bare?: boolean }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [offset, setOffset] = useState(0);
  const [text, setText] = useState('');
  const [target, setTarget] = useState<BroadcastTarget>('ALL');
  const [selected, setSelected] = useState<string[]>([]);
  const list = useQuery(broadcastsQuery(eventSlug, offset));
  const tagsQuery = useQuery({ queryKey: ['attendee-tags', eventSlug], queryFn: () => call(attendeeRoutes.tags, { params: { eventSlug } }), staleTime: 60_000 });
  const tags = useMemo(() => tagsQuery.data?.results ?? [], [tagsQuery.data]);
  const param = tagsParam(selected.map(Number), tags);
  const [debounced] = useDebouncedValue(param, TAG_COUNT_DEBOUNCE_MS);
  const count = useQuery({
    queryKey: ['attendee-count', eventSlug, debounced],
    queryFn: () => call(attendeeRoutes.count, { params: { eventSlug }, query: debounced ? { tags: debounced } : {} }),
  });
  const recipients = count.data?.count;

  const reset = () => {
    setText('');
    setSelected([]);
    setTarget('ALL');
  };
  const sendMutation = useMutation({
    mutationFn: () => call(privateChatRoutes.sendBroadcast, { params: { eventSlug }, query: param ? { tags: param } : {}, body: { text: text.trim(), target } }),
    onSuccess: () => {
      notify('success', t('private_chat.broadcast_sent'));
      reset();
      setOffset(0);
      void queryClient.invalidateQueries({ queryKey: privateChatKeys.event(eventSlug) });
    },
    onError: () => notify('error', t('private_chat.broadcast_failed')),
  });

  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    if (!text.trim() || sendMutation.isPending) return;
    modals.openConfirmModal({
      title: t('private_chat.broadcast_confirm_title'),
      children: <Text size="sm">{t('private_chat.broadcast_confirm', { count: recipients ?? 0 })}</Text>,
      labels: { confirm: t('private_chat.broadcast_send'), cancel: t('common.cancel') },
      closeButtonProps: { 'aria-label': t('common.close') },
      onConfirm: () => sendMutation.mutate(),
    });
  };

  const groups = useMemo(() => {
    const byCategory = new Map<string, { value: string; label: string }[]>();
    for (const tag of [...tags].sort((a, b) => (a.category?.order ?? 0) - (b.category?.order ?? 0))) {
      const key = tag.category?.text || t('private_chat.tags_other');
      byCategory.set(key, [...(byCategory.get(key) ?? []), { value: String(tag.id), label: tag.text }]);
    }
    return [...byCategory].map(([group, items]) => ({ group, items }));
  }, [tags, t]);

  let items;
  if (list.isPending) {
    items = [0, 1, 2].map((i) => <Skeleton key={i} h={54} radius="md" />);
  } else if (list.isError) {
    items = <ErrorPanel title={t('private_chat.broadcasts_failed')} onRetry={() => void list.refetch()} />;
  } else if (list.data.results.length === 0) {
    items = <EmptyPanel icon={<IconSpeakerphone size={26} stroke={1.6} />} title={t('private_chat.broadcasts_empty')} description={t('private_chat.broadcasts_empty_hint')} />;
  } else {
    items = list.data.results.map((b) => (
      <div key={b.id} className={classes.bubble} data-bot data-testid="broadcast-item">
        <Text size="sm" className={classes.text}>
          <UserText>{b.text}</UserText>
        </Text>
        <Group gap={6} mt={4}>
          <Badge size="xs" variant="light">{t(`private_chat.target_${b.target.toLowerCase()}`)}</Badge>
          <Text size="xs" c="dimmed">
            {t('private_chat.broadcast_meta', { count: b.recipients, date: new Date(b.sent_at).toLocaleString(i18n.language) })}
          </Text>
        </Group>
      </div>
    ));
  }

  return (
    <section className={classes.pane} aria-label={t('private_chat.broadcasts')} data-testid="broadcast-panel">
      {bare ? null : (
        <PaneHeader back={back} icon={<Avatar radius="xl" size={34} color="orange" variant="light"><IconSpeakerphone size={18} aria-hidden /></Avatar>} title={t('private_chat.broadcasts')} />
      )}
      <div className={classes.scroller} tabIndex={0} aria-label={t('private_chat.broadcasts_sent')} role="region">
        {items}
        {list.data && list.data.count > broadcastPageSize ? (
          <Group justify="space-between" mt="xs">
            <Button size="compact-sm" variant="subtle" disabled={offset === 0} onClick={() => setOffset(Math.max(0, offset - broadcastPageSize))}>
              {t('private_chat.newer')}
            </Button>
            <Button size="compact-sm" variant="subtle" disabled={!list.data.next} onClick={() => setOffset(offset + broadcastPageSize)}>
              {t('private_chat.older')}
            </Button>
          </Group>
        ) : null}
      </div>
      <form className={classes.composer} onSubmit={submit}>
        <Stack gap="xs">
          <SegmentedControl
            size="xs"
            value={target}
            onChange={(v) => setTarget(v as BroadcastTarget)}
            data={targets.map((value) => ({ value, label: t(`private_chat.target_${value.toLowerCase()}`) }))}
            aria-label={t('private_chat.target')}
          />
          <MultiSelect
            size="xs"
            data={groups}
            value={selected}
            onChange={setSelected}
            placeholder={selected.length ? undefined : t('private_chat.tags_placeholder')}
            aria-label={t('private_chat.tags')}
            searchable
            clearable
            disabled={tags.length === 0}
          />
          <Text size="xs" c="dimmed" aria-live="polite" data-testid="broadcast-count">
            {recipients === undefined ? t('private_chat.counting') : t('private_chat.attendee_count', { count: recipients })}
          </Text>
          <Group gap="xs" align="flex-end" wrap="nowrap">
            <Textarea
              style={{ flex: 1 }}
              autosize
              minRows={2}
              maxRows={6}
              maxLength={privateMessageMaxLength}
              placeholder={t('private_chat.broadcast_placeholder')}
              aria-label={t('private_chat.broadcast_text')}
              value={text}
              onChange={(e) => setText(e.currentTarget.value)}
              data-testid="broadcast-input"
            />
            <ActionIcon type="submit" size={36} radius="md" aria-label={t('private_chat.broadcast_send')} disabled={!text.trim() || sendMutation.isPending} loading={sendMutation.isPending}>
              <IconSend2 size={18} />
            </ActionIcon>
          </Group>
        </Stack>
      </form>
    </section>
  );
}

/**
 * The broadcast bar of the attendee sidebar (event owners, spec 3): a line with a create-message button
 * that opens the chat modal's broadcast panel.
 */
export function BroadcastBar({ eventSlug }: { eventSlug: string }) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" wrap="nowrap" px="sm" py={8} style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }} data-testid="broadcast-bar" data-event={eventSlug}>
      <Group gap={8} wrap="nowrap" style={{ minWidth: 0 }}>
        <IconSpeakerphone size={18} aria-hidden />
        <Text size="sm" fw={600} truncate>
          {t('private_chat.broadcasts')}
        </Text>
      </Group>
      <Button size="compact-sm" variant="light" onClick={() => chatModal.show('broadcasts')}>
        {t('private_chat.create_message')}
      </Button>
    </Group>
  );
}
