import { Alert, Button, Group, Modal, Select, Text, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconEye, IconFilterSearch, IconSearch, IconTags, IconPlus, IconUsers } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ConsoleRole, EventMember } from '@foyer/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/api/errors';
import { notify, toast } from '@/shared/notify/notify';
import type { EventSectionProps } from '@/shared/plug-ins/console-sections';
import { ConsolePagination, useListSearch } from '@/shared/ui/console-list';
import { ConsolePage } from '@/shared/ui/console-page';
import { EmptyPanel, ErrorPanel, LoadingRows } from '@/shared/ui/page-state';
import { attendeeTagsQuery } from '../api';
import { AddPersonModal } from './add-person-modal';
import { PeopleList } from './people-list';
import { peoplePageSize, peopleQuery, removePerson, setRoles, type PeopleFilter } from './people-api';
import { personLabel } from './person-actions';
import { TagPeopleModal } from './tag-people-modal';

const filters: PeopleFilter[] = ['all', 'owner', 'moderator', 'staff', 'attendee', 'invited', 'signed_in'];

/**
 * `/manage/{eventSlug}/people`: everyone on the event's list, found by name, role, tag or whether they
 * signed in. Owners give and take roles, add and remove people and tag many at once; moderators read.
 */
export function PeoplePage({ eventSlug, roles }: EventSectionProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const canEdit = roles.includes('owner') || roles.includes('administrator');
  const { search, settledSearch, changeSearch, page, setPage } = useListSearch();
  const [filter, setFilter] = useState<PeopleFilter>('all');
  const [tag, setTag] = useState<string | null>(null);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [adding, add] = useDisclosure(false);
  const [tagging, setTagging] = useState<number[] | null>(null);
  const [removing, setRemoving] = useState<EventMember | null>(null);
  const people = useQuery(peopleQuery(eventSlug, { search: settledSearch, filter, tag, page }));
  const tags = useQuery({ ...attendeeTagsQuery(eventSlug), select: (list) => [...new Set(list.map((x) => x.text))].sort() });
  const narrowed = settledSearch !== '' || filter !== 'all' || tag !== null;

  const roleChange = useMutation({
    mutationFn: ({ person, next }: { person: EventMember; next: ConsoleRole[] }) => setRoles(queryClient, eventSlug, person.id, next),
    onSuccess: (person) => toast(t('manage_people.roles_saved', { name: personLabel(person) })),
    // The last owner's refusal among them: said as the server words it.
    onError: (error) => notify.error(errorMessage(error, t('manage_people.roles_failed'))),
  });
  const removal = useMutation({
    mutationFn: (person: EventMember) => removePerson(queryClient, eventSlug, person.id),
    onSuccess: (_reply, person) => {
      toast(t('manage_people.remove.done', { name: personLabel(person) }));
      setSelected((s) => new Set([...s].filter((id) => id !== person.id)));
      setRemoving(null);
    },
    onError: (error) => notify.error(errorMessage(error, t('manage_people.remove.failed'))),
  });
  const narrow = (apply: () => void) => {
    apply();
    setPage(1);
    setSelected(new Set());
  };

  let content;
  if (people.isPending) content = <LoadingRows count={6} height={52} testId="people-loading" />;
  else if (people.isError) content = <ErrorPanel description={errorMessage(people.error, t('manage_people.load_failed'))} onRetry={() => void people.refetch()} />;
  else if (people.data.results.length === 0)
    content = narrowed ? (
      <EmptyPanel icon={<IconFilterSearch size={28} stroke={1.6} />} title={t('manage_people.none_found')} description={t('manage_people.none_found_hint')} />
    ) : (
      <EmptyPanel
        icon={<IconUsers size={28} stroke={1.6} />}
        title={t('manage_people.empty.title')}
        description={t(canEdit ? 'manage_people.empty.body_owner' : 'manage_people.empty.body')}
        action={canEdit ? <Button onClick={add.open}>{t('manage_people.add.open')}</Button> : undefined}
      />
    );
  else
    content = (
      <PeopleList
        people={people.data.results}
        canEdit={canEdit}
        selected={selected}
        onSelect={setSelected}
        onRoles={(person, next) => roleChange.mutate({ person, next })}
        onRemove={setRemoving}
      />
    );

  return (
    <ConsolePage
      title={t('manage_people.title')}
      description={t('manage_people.intro')}
      actions={
        canEdit ? (
          <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={add.open} data-testid="add-person">
            {t('manage_people.add.open')}
          </Button>
        ) : null
      }
      testId="people-page"
    >
      {canEdit ? null : (
        <Alert variant="light" color="blue" icon={<IconEye size={20} aria-hidden />} data-testid="people-read-only">
          {t('manage_people.read_only')}
        </Alert>
      )}
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          type="search"
          value={search}
          onChange={(e) => {
            const value = e.currentTarget.value;
            narrow(() => changeSearch(value));
          }}
          placeholder={t('manage_people.search_placeholder')}
          aria-label={t('manage_people.search')}
          leftSection={<IconSearch size={16} aria-hidden />}
          style={{ flex: '1 1 240px' }}
          maw={380}
        />
        <Select
          aria-label={t('manage_people.filter')}
          value={filter}
          onChange={(value) => narrow(() => setFilter((value ?? 'all') as PeopleFilter))}
          allowDeselect={false}
          data={filters.map((f) => ({ value: f, label: t(`manage_people.filters.${f}`) }))}
          style={{ flex: '1 1 160px' }}
          maw={220}
          data-testid="people-filter"
        />
        <Select
          aria-label={t('manage_people.tag_filter')}
          placeholder={t('manage_people.tag_filter')}
          value={tag}
          onChange={(value) => narrow(() => setTag(value))}
          data={tags.data ?? []}
          searchable
          clearable
          clearButtonProps={{ 'aria-label': t('console.clear') }}
          nothingFoundMessage={t('manage_people.no_tags')}
          style={{ flex: '1 1 160px' }}
          maw={220}
        />
        {people.data ? (
          <Text size="sm" c="dimmed" ml="auto" data-testid="people-count">
            {t('manage_people.count', { count: people.data.count })}
          </Text>
        ) : null}
      </Group>
      {canEdit && selected.size > 0 ? (
        <Group justify="space-between" gap="sm" px="md" py="xs" bg="var(--mantine-primary-color-light)" style={{ borderRadius: 'var(--mantine-radius-md)' }} data-testid="people-selection">
          <Text size="sm" fw={600}>
            {t('manage_people.selected', { count: selected.size })}
          </Text>
          <Group gap="xs">
            <Button size="xs" variant="default" onClick={() => setSelected(new Set())}>
              {t('manage_people.clear_selection')}
            </Button>
            <Button size="xs" leftSection={<IconTags size={14} aria-hidden />} onClick={() => setTagging([...selected])}>
              {t('manage_people.tags.open')}
            </Button>
          </Group>
        </Group>
      ) : null}
      {content}
      <ConsolePagination count={people.data?.count ?? 0} pageSize={peoplePageSize} page={page} onChange={setPage} justify="flex-end" />
      <AddPersonModal eventSlug={eventSlug} opened={adding} onClose={add.close} />
      <TagPeopleModal
        eventSlug={eventSlug}
        userIds={tagging}
        known={tags.data ?? []}
        onClose={(done) => {
          setTagging(null);
          if (done) setSelected(new Set());
        }}
      />
      <Modal opened={removing !== null} onClose={() => setRemoving(null)} title={t('manage_people.remove.title')} closeButtonProps={{ 'aria-label': t('common.close') }}>
        <Text size="sm">{t('manage_people.remove.body', { name: removing ? personLabel(removing) : '' })}</Text>
        <Group justify="flex-end" gap="sm" mt="lg">
          <Button variant="default" onClick={() => setRemoving(null)} data-autofocus>
            {t('common.cancel')}
          </Button>
          <Button color="red" loading={removal.isPending} onClick={() => removing && removal.mutate(removing)}>
            {t('manage_people.remove.submit')}
          </Button>
        </Group>
      </Modal>
    </ConsolePage>
  );
}
