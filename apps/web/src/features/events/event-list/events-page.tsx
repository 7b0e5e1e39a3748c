import { ActionIcon, Button, Group, Menu, Stack, Text, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconCalendarPlus, IconCopy, IconDots, IconDownload, IconExternalLink, IconFileImport, IconSearch, IconSettings, IconTrash, IconUsers } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { OrganizerEventSummary } from '@foyer/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessage } from '@/shared/api/errors';
import { notify } from '@/shared/notify/notify';
import type { InstanceSectionProps } from '@/shared/plug-ins/console-sections';
import { ConsoleList, ConsolePagination, useListSearch, type ConsoleListColumn } from '@/shared/ui/console-list';
import { ConsolePage } from '@/shared/ui/console-page';
import { EmptyPanel, ErrorPanel, LoadingRows } from '@/shared/ui/page-state';
import { EventStatusBadge } from '@/shared/ui/event-status-badge';
import { eventListQuery, eventsPageSize } from '../api';
import { CreateEventModal } from './create-event-modal';
import { DeleteEventModal } from './delete-event-modal';
import { downloadEventArchive } from '../archive/archive-api';
import { CloneEventModal } from '../archive/clone-event-modal';
import { ImportEventModal } from '../archive/import-event-modal';
import { catalogueFor } from '@/i18n';
import { formatOf, languageNames } from '../event-fields';
import { formatEventDays } from './event-dates';

/** `/manage`: the events the person runs (an administrator: all of them), found by name, created, deleted. */
export function EventsPage({ roles }: InstanceSectionProps) {
  const { t } = useTranslation();
  const isAdministrator = roles.includes('administrator');
  const { search, settledSearch, changeSearch, page, setPage } = useListSearch();
  const [creating, create] = useDisclosure(false);
  const [deleting, setDeleting] = useState<OrganizerEventSummary | null>(null);
  const [cloning, setCloning] = useState<OrganizerEventSummary | null>(null);
  const [importing, importer] = useDisclosure(false);
  const list = useQuery(eventListQuery(settledSearch, page));
  const canCreate = list.data?.can_create ?? isAdministrator;

  let content;
  if (list.isPending) content = <LoadingRows count={4} height={56} testId="events-loading" />;
  else if (list.isError) content = <ErrorPanel description={errorMessage(list.error, t('manage_events.load_failed'))} onRetry={() => void list.refetch()} />;
  else if (list.data.results.length === 0)
    content = settledSearch ? (
      <EmptyPanel icon={<IconSearch size={28} stroke={1.6} />} title={t('manage_events.none_found', { search: settledSearch })} description={t('manage_events.none_found_hint')} />
    ) : (
      <EmptyPanel
        icon={<IconCalendarPlus size={28} stroke={1.6} />}
        title={t('manage_events.empty.title')}
        description={t(canCreate ? 'manage_events.empty.body_admin' : 'manage_events.empty.body')}
        action={canCreate ? <Button onClick={create.open}>{t('manage_events.create.open')}</Button> : undefined}
      />
    );
  else content = <EventList events={list.data.results} onDelete={setDeleting} onClone={setCloning} administrator={isAdministrator} />;

  return (
    <ConsolePage
      title={t('manage_events.title')}
      description={t(isAdministrator ? 'manage_events.intro_admin' : 'manage_events.intro')}
      actions={
        canCreate ? (
          <Group gap="sm">
            <Button variant="default" leftSection={<IconFileImport size={18} aria-hidden />} onClick={importer.open} data-testid="import-event">
              {t('event_archive.import.open')}
            </Button>
            <Button leftSection={<IconCalendarPlus size={18} aria-hidden />} onClick={create.open} data-testid="create-event">
              {t('manage_events.create.open')}
            </Button>
          </Group>
        ) : null
      }
      testId="events-page"
    >
      <TextInput
        type="search"
        value={search}
        onChange={(e) => changeSearch(e.currentTarget.value)}
        placeholder={t('manage_events.search_placeholder')}
        aria-label={t('manage_events.search')}
        leftSection={<IconSearch size={16} aria-hidden />}
        maw={420}
      />
      {content}
      <ConsolePagination count={list.data?.count ?? 0} pageSize={eventsPageSize} page={page} onChange={setPage} />
      <CreateEventModal opened={creating} onClose={create.close} />
      <DeleteEventModal event={deleting} onClose={() => setDeleting(null)} />
      <CloneEventModal event={cloning} onClose={() => setCloning(null)} />
      <ImportEventModal opened={importing} onClose={importer.close} />
    </ConsolePage>
  );
}

interface ListProps {
  events: OrganizerEventSummary[];
  onDelete: (event: OrganizerEventSummary) => void;
  onClone: (event: OrganizerEventSummary) => void;
  administrator: boolean;
}

/** A table on a desktop, a card per event on a phone. */
function EventList({ events, onDelete, onClone, administrator }: ListProps) {
  const { t, i18n } = useTranslation();
  const days = (e: OrganizerEventSummary) => formatEventDays(e.start_date, e.end_date, i18n.language);
  const where = (e: OrganizerEventSummary) => `${t(`manage_events.format.${formatOf(e.is_virtual, e.is_in_person)}`)} · ${languageNames[catalogueFor(e.language)]}`;
  const actions = (e: OrganizerEventSummary) => <EventActions event={e} onDelete={onDelete} onClone={onClone} owner={administrator || e.roles.includes('owner')} />;
  const columns: ConsoleListColumn<OrganizerEventSummary>[] = [
    {
      key: 'event',
      header: t('manage_events.columns.event'),
      cell: (e) => (
        <>
          <Text component={Link} to={`/manage/${e.slug}`} fw={650} td="none" c="var(--mantine-color-text)">
            {e.name}
          </Text>
          <Text size="xs" c="dimmed">
            /{e.slug}
          </Text>
        </>
      ),
    },
    { key: 'status', header: t('manage_events.columns.status'), cell: (e) => <EventStatusBadge status={e.status} /> },
    {
      key: 'dates',
      header: t('manage_events.columns.dates'),
      cell: (e) => (
        <>
          <Text size="sm">{days(e)}</Text>
          <Text size="xs" c="dimmed">
            {where(e)}
          </Text>
        </>
      ),
    },
    { key: 'people', header: t('manage_events.columns.people'), cell: (e) => <PeopleCount count={e.people_count} /> },
    { key: 'actions', header: t('manage_events.columns.actions'), headerHidden: true, align: 'right', cell: actions },
  ];
  const card = (e: OrganizerEventSummary) => (
    <>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={4} miw={0}>
          <Text component={Link} to={`/manage/${e.slug}`} fw={650} td="none" c="var(--mantine-color-text)" lineClamp={2}>
            {e.name}
          </Text>
          <Text size="xs" c="dimmed">
            /{e.slug} · {where(e)}
          </Text>
        </Stack>
        {actions(e)}
      </Group>
      <Group gap="sm" mt="sm">
        <EventStatusBadge status={e.status} />
        <Text size="sm">{days(e)}</Text>
        <PeopleCount count={e.people_count} />
      </Group>
    </>
  );
  return <ConsoleList items={events} itemKey={(e) => e.slug} columns={columns} card={card} cardPadding="md" testId="event-list" rowTestId="event-row" />;
}

function PeopleCount({ count }: { count: number }) {
  const { t } = useTranslation();
  return (
    <Group gap={6} wrap="nowrap">
      <IconUsers size={16} color="var(--mantine-color-dimmed)" aria-hidden />
      <Text size="sm">{t('manage_events.people_count', { count })}</Text>
    </Group>
  );
}

interface ActionsProps {
  event: OrganizerEventSummary;
  onDelete: (e: OrganizerEventSummary) => void;
  onClone: (e: OrganizerEventSummary) => void;
  /** An owner of the event (or an administrator): exports, clones and deletes it. */
  owner: boolean;
}

function EventActions({ event, onDelete, onClone, owner }: ActionsProps) {
  const { t } = useTranslation();
  const download = () => void downloadEventArchive(event.slug).catch((error: unknown) => notify.error(errorMessage(error, t('event_archive.export.failed'))));
  return (
    <Menu position="bottom-end">
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={t('manage_events.actions_for', { name: event.name })}>
          <IconDots size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} to={`/manage/${event.slug}`} leftSection={<IconSettings size={16} aria-hidden />}>
          {t('manage_events.manage')}
        </Menu.Item>
        <Menu.Item component="a" href={`/${event.slug}`} target="_blank" rel="noopener" leftSection={<IconExternalLink size={16} aria-hidden />}>
          {t('manage_events.open')}
        </Menu.Item>
        {owner ? (
          <>
            <Menu.Divider />
            <Menu.Item leftSection={<IconDownload size={16} aria-hidden />} onClick={download} data-testid="export-event">
              {t('event_archive.export.open')}
            </Menu.Item>
            <Menu.Item leftSection={<IconCopy size={16} aria-hidden />} onClick={() => onClone(event)} data-testid="clone-event">
              {t('event_archive.clone.open')}
            </Menu.Item>
            <Menu.Divider />
            <Menu.Item color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={() => onDelete(event)}>
              {t('manage_events.delete.open')}
            </Menu.Item>
          </>
        ) : null}
      </Menu.Dropdown>
    </Menu>
  );
}
