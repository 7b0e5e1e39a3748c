import { ActionIcon, Badge, Button, Group, Modal, Skeleton, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconDownload, IconFilter, IconMailForward, IconSearch, IconSend, IconTrash, IconUpload, IconUsersPlus } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Invitation } from '@foyer/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/api/errors';
import { notify, toast } from '@/shared/notify/notify';
import type { EventSectionProps } from '@/shared/plug-ins/console-sections';
import { ConsoleList, ConsolePagination, useListSearch, type ConsoleListColumn } from '@/shared/ui/console-list';
import { ConsolePage } from '@/shared/ui/console-page';
import { readableLight } from '@/shared/ui/readable-badge';
import { EmptyPanel, ErrorPanel } from '@/shared/ui/page-state';
import { ImportInvitationsModal } from './import-invitations-modal';
import { exportInvitations, invitationsPageSize, invitationsQuery, removeInvitation, resendInvitation, sendInvitations } from './invitations-api';

const nameOf = (i: Invitation) => [i.first_name, i.last_name].filter(Boolean).join(' ') || i.email;

/** `/manage/{eventSlug}/invitations`: the people invited who have not entered yet; import, mail, export. */
export function InvitationsPage({ eventSlug }: EventSectionProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { search, settledSearch, changeSearch, page, setPage } = useListSearch();
  const [importing, importer] = useDisclosure(false);
  const [removing, setRemoving] = useState<Invitation | null>(null);
  const list = useQuery(invitationsQuery(eventSlug, settledSearch, page));

  const send = useMutation({
    mutationFn: () => sendInvitations(queryClient, eventSlug),
    onSuccess: (reply) => toast(t(reply.remaining > 0 ? 'manage_invitations.send.partly' : 'manage_invitations.send.done', { count: reply.sent, remaining: reply.remaining })),
    onError: (error) => notify.error(errorMessage(error, t('manage_invitations.send.failed'))),
  });
  const resend = useMutation({
    mutationFn: (invitation: Invitation) => resendInvitation(queryClient, eventSlug, invitation.id),
    onSuccess: (invitation) => toast(t('manage_invitations.resend.done', { name: nameOf(invitation) })),
    onError: (error) => notify.error(errorMessage(error, t('manage_invitations.resend.failed'))),
  });
  const removal = useMutation({
    mutationFn: (invitation: Invitation) => removeInvitation(queryClient, eventSlug, invitation.id),
    onSuccess: (_r, invitation) => {
      toast(t('manage_invitations.remove.done', { name: nameOf(invitation) }));
      setRemoving(null);
    },
    onError: (error) => notify.error(errorMessage(error, t('manage_invitations.remove.failed'))),
  });
  const download = useMutation({
    mutationFn: () => exportInvitations(eventSlug),
    onError: (error) => notify.error(errorMessage(error, t('manage_invitations.export_failed'))),
  });

  let content;
  if (list.isPending) content = <ListSkeleton />;
  else if (list.isError) content = <ErrorPanel description={errorMessage(list.error, t('manage_invitations.load_failed'))} onRetry={() => void list.refetch()} />;
  else if (list.data.results.length === 0)
    content = settledSearch ? (
      <EmptyPanel icon={<IconFilter size={28} stroke={1.6} />} title={t('manage_invitations.none_found')} description={t('manage_invitations.none_found_hint')} />
    ) : (
      <EmptyPanel
        icon={<IconUsersPlus size={28} stroke={1.6} />}
        title={t('manage_invitations.empty.title')}
        description={t('manage_invitations.empty.body')}
        action={<Button onClick={importer.open}>{t('manage_invitations.import.open')}</Button>}
      />
    );
  else content = <InvitationList invitations={list.data.results} onResend={(i) => resend.mutate(i)} onRemove={setRemoving} resending={resend.isPending ? resend.variables.id : null} />;

  return (
    <ConsolePage
      title={t('manage_invitations.title')}
      description={t('manage_invitations.intro')}
      actions={
        <>
          <Button variant="default" leftSection={<IconDownload size={16} aria-hidden />} loading={download.isPending} onClick={() => download.mutate()} data-testid="export-invitations">
            {t('manage_invitations.export')}
          </Button>
          <Button variant="default" leftSection={<IconSend size={16} aria-hidden />} loading={send.isPending} onClick={() => send.mutate()} data-testid="send-invitations">
            {t('manage_invitations.send.open')}
          </Button>
          <Button leftSection={<IconUpload size={16} aria-hidden />} onClick={importer.open} data-testid="import-invitations">
            {t('manage_invitations.import.open')}
          </Button>
        </>
      }
      testId="invitations-page"
    >
      <Group justify="space-between" gap="sm" wrap="wrap">
        <TextInput
          type="search"
          value={search}
          onChange={(e) => changeSearch(e.currentTarget.value)}
          placeholder={t('manage_invitations.search_placeholder')}
          aria-label={t('manage_invitations.search')}
          leftSection={<IconSearch size={16} aria-hidden />}
          style={{ flex: '1 1 240px' }}
          maw={380}
        />
        <Text size="sm" c="dimmed" data-testid="invitation-count" aria-live="polite">
          {list.data ? t('manage_invitations.count', { count: list.data.count }) : null}
        </Text>
      </Group>
      {content}
      <ConsolePagination count={list.data?.count ?? 0} pageSize={invitationsPageSize} page={page} onChange={setPage} />
      <ImportInvitationsModal eventSlug={eventSlug} opened={importing} onClose={importer.close} />
      <Modal opened={removing !== null} onClose={() => setRemoving(null)} title={t('manage_invitations.remove.title')} closeButtonProps={{ 'aria-label': t('common.close') }}>
        <Text size="sm">{t('manage_invitations.remove.body', { name: removing ? nameOf(removing) : '' })}</Text>
        <Group justify="flex-end" gap="sm" mt="lg">
          <Button variant="default" onClick={() => setRemoving(null)} data-autofocus>
            {t('common.cancel')}
          </Button>
          <Button color="red" loading={removal.isPending} onClick={() => removing && removal.mutate(removing)}>
            {t('manage_invitations.remove.submit')}
          </Button>
        </Group>
      </Modal>
    </ConsolePage>
  );
}

interface InvitationListProps {
  invitations: Invitation[];
  onResend: (invitation: Invitation) => void;
  onRemove: (invitation: Invitation) => void;
  resending: number | null;
}

/** The invitations of one page: a table on a desktop, a card each on a phone. */
function InvitationList({ invitations, onResend, onRemove, resending }: InvitationListProps) {
  const { t, i18n } = useTranslation();
  const sent = (i: Invitation) => (i.last_sent_at ? t('manage_invitations.sent_at', { when: new Date(i.last_sent_at).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }), count: i.sent_count }) : t('manage_invitations.not_sent'));
  const actions = (i: Invitation) => (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      <Tooltip label={t('manage_invitations.resend.open')}>
        <ActionIcon variant="subtle" loading={resending === i.id} onClick={() => onResend(i)} aria-label={t('manage_invitations.resend.named', { name: nameOf(i) })}>
          <IconMailForward size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={t('manage_invitations.remove.open')}>
        <ActionIcon variant="subtle" color="red" onClick={() => onRemove(i)} aria-label={t('manage_invitations.remove.named', { name: nameOf(i) })}>
          <IconTrash size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
  const tags = (i: Invitation) => (
    <Group gap={4}>
      {i.tags.map((tag) => (
        <Badge key={tag} {...readableLight('gray')} size="sm" tt="none">
          {tag}
        </Badge>
      ))}
    </Group>
  );
  const columns: ConsoleListColumn<Invitation>[] = [
    {
      key: 'person',
      header: t('manage_invitations.columns.person'),
      cell: (i) => (
        <>
          <Text fw={600} size="sm">{nameOf(i)}</Text>
          <Text size="xs" c="dimmed">{i.email}</Text>
        </>
      ),
    },
    { key: 'tags', header: t('manage_invitations.columns.tags'), cell: tags },
    { key: 'mail', header: t('manage_invitations.columns.mail'), cell: (i) => <Text size="sm">{sent(i)}</Text> },
    { key: 'actions', width: 96, header: t('manage_invitations.columns.actions'), headerHidden: true, cell: actions },
  ];
  const card = (i: Invitation) => (
    <>
      <Group wrap="nowrap" align="flex-start" justify="space-between">
        <Stack gap={2} miw={0}>
          <Text fw={600} truncate>{nameOf(i)}</Text>
          <Text size="sm" c="dimmed" style={{ wordBreak: 'break-all' }}>{i.email}</Text>
          <Text size="xs" c="dimmed">{sent(i)}</Text>
        </Stack>
        {actions(i)}
      </Group>
      {i.tags.length > 0 ? <div style={{ marginTop: 8 }}>{tags(i)}</div> : null}
    </>
  );
  return <ConsoleList items={invitations} itemKey={(i) => i.id} columns={columns} card={card} testId="invitation-list" rowTestId="invitation-row" />;
}

function ListSkeleton() {
  return (
    <Stack gap="xs" aria-hidden data-testid="invitations-loading">
      {[0, 1, 2, 3].map((i) => (
        <Skeleton key={i} height={52} radius="md" />
      ))}
    </Stack>
  );
}
