import { ActionIcon, Badge, Button, ColorSwatch, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconCalendarPlus, IconFileImport, IconPencil, IconPlus, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { OrganizerProgramEntry, ProgramEntryType } from '@foyer/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/api/errors';
import { consoleSpacesQuery } from '@/shared/session/console-spaces';
import { ConsoleList } from '@/shared/ui/console-list';
import { readableLight } from '@/shared/ui/readable-badge';
import { EmptyPanel, ErrorPanel, LoadingRows } from '@/shared/ui/page-state';
import { EntryEditor } from './entry-editor';
import { dayLabel, timeRange } from './event-time';
import { entriesQuery, programDatesQuery, tagsQuery } from './program-console-api';

/** What the editor is open on: a new entry of a type, or a stored one. */
type Editing = { entry: OrganizerProgramEntry } | { type: ProgramEntryType } | null;

const allDays = 'all';

/** The items and containers of one day (or all), searched by name; each opens in the editor. */
export function EntriesPanel({ eventSlug, onImport }: { eventSlug: string; onImport: () => void }) {
  const { t, i18n } = useTranslation();
  const dates = useQuery(programDatesQuery(eventSlug));
  const [day, setDay] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const [settled] = useDebouncedValue(search.trim(), 300);
  const chosenDay = day ?? dates.data?.dates[0] ?? allDays;
  const entries = useQuery({ ...entriesQuery(eventSlug, chosenDay === allDays ? null : chosenDay, settled), enabled: dates.isSuccess });
  const spaces = useQuery(consoleSpacesQuery(eventSlug));
  const tags = useQuery(tagsQuery(eventSlug));
  const [editing, setEditing] = useState<Editing>(null);
  // Times are edited in the event's zone: the editor opens once it is known.
  const zone = dates.data?.timezone ?? 'UTC';
  const spaceName = (id: number) => spaces.data?.results.find((s) => s.id === id)?.name ?? '';
  const tagOf = (id: number) => tags.data?.find((tag) => tag.id === id);

  const dayOptions = [
    { value: allDays, label: t('manage_program.all_days') },
    ...(dates.data?.dates ?? []).map((date) => ({ value: date, label: dayLabel(date, i18n.language) })),
  ];
  const name = (entry: OrganizerProgramEntry) => (
    <Stack gap={4}>
      <Group gap={6}>
        {entry.color ? <ColorSwatch color={entry.color} size={12} aria-hidden /> : null}
        <Text fw={600} size="sm" lineClamp={2}>
          {entry.name}
        </Text>
        {entry.type === 'container' ? (
          <Badge {...readableLight('grape')} size="xs">
            {t('manage_program.container')}
          </Badge>
        ) : null}
        {entry.imported ? (
          <Badge {...readableLight('gray')} size="xs">
            {t('manage_program.imported')}
          </Badge>
        ) : null}
      </Group>
      {entry.tag_ids.length > 0 ? (
        <Group gap={4}>
          {entry.tag_ids.map((id) => {
            const tag = tagOf(id);
            return tag ? (
              <Badge key={id} size="xs" variant="dot" color={tag.color} tt="none">
                {tag.text}
              </Badge>
            ) : null;
          })}
        </Group>
      ) : null}
    </Stack>
  );
  const edit = (entry: OrganizerProgramEntry) => (
    <ActionIcon variant="subtle" aria-label={t('manage_program.edit_entry', { name: entry.name })} onClick={() => setEditing({ entry })} data-testid="program-entry-edit">
      <IconPencil size={18} aria-hidden />
    </ActionIcon>
  );

  let content;
  if (dates.isPending || entries.isPending) content = <LoadingRows count={4} height={56} testId="program-entries-loading" />;
  else if (dates.isError || entries.isError)
    content = <ErrorPanel description={errorMessage(dates.error ?? entries.error, t('manage_program.load_failed'))} onRetry={() => void entries.refetch()} />;
  else if (entries.data.length === 0)
    content = settled ? (
      <EmptyPanel icon={<IconSearch size={28} stroke={1.6} />} title={t('manage_program.empty_search.title')} description={t('manage_program.empty_search.body', { words: settled })} />
    ) : (
      <EmptyPanel
        icon={<IconCalendarPlus size={28} stroke={1.6} />}
        title={t('manage_program.empty.title')}
        description={t('manage_program.empty.body')}
        action={
          <Group gap="sm" justify="center">
            <Button onClick={() => setEditing({ type: 'item' })}>{t('manage_program.new_item')}</Button>
            <Button variant="default" leftSection={<IconFileImport size={16} aria-hidden />} onClick={onImport}>
              {t('manage_program.import.open')}
            </Button>
          </Group>
        }
      />
    );
  else
    content = (
      <ConsoleList
        items={entries.data}
        itemKey={(e) => e.id}
        testId="program-entries"
        rowTestId="program-entry"
        columns={[
          { key: 'time', header: t('manage_program.fields.time'), width: 140, cell: (e) => <Text size="sm">{timeRange(e.start_date, e.end_date, zone, i18n.language)}</Text> },
          { key: 'name', header: t('manage_program.fields.name'), cell: name },
          { key: 'space', header: t('manage_program.fields.space'), width: 200, cell: (e) => <Text size="sm">{spaceName(e.space_id)}</Text> },
          { key: 'edit', header: t('manage_program.edit'), headerHidden: true, width: 56, align: 'right', cell: edit },
        ]}
        card={(e) => (
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Stack gap={2} miw={0}>
              <Text size="xs" c="dimmed">
                {timeRange(e.start_date, e.end_date, zone, i18n.language)} · {spaceName(e.space_id)}
              </Text>
              {name(e)}
            </Stack>
            {edit(e)}
          </Group>
        )}
      />
    );

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Group gap="sm" align="flex-end" style={{ flex: '1 1 360px' }}>
          <Select label={t('manage_program.day')} data={dayOptions} value={chosenDay} onChange={(v) => setDay(v ?? allDays)} allowDeselect={false} w={200} data-testid="program-day" />
          <TextInput
            label={t('manage_program.search')}
            placeholder={t('manage_program.search_placeholder')}
            leftSection={<IconSearch size={16} aria-hidden />}
            value={search}
            onChange={(e) => setSearch(e.currentTarget.value)}
            style={{ flex: '1 1 200px' }}
            data-testid="program-search"
          />
        </Group>
        <Group gap="sm">
          <Button variant="default" leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing({ type: 'container' })} disabled={!dates.data} data-testid="program-new-container">
            {t('manage_program.new_container')}
          </Button>
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing({ type: 'item' })} disabled={!dates.data} data-testid="program-new-item">
            {t('manage_program.new_item')}
          </Button>
        </Group>
      </Group>
      {content}
      <EntryEditor
        eventSlug={eventSlug}
        zone={zone}
        day={chosenDay === allDays ? null : chosenDay}
        entry={editing && 'entry' in editing ? editing.entry : null}
        type={editing && 'type' in editing ? editing.type : 'item'}
        opened={editing !== null}
        onClose={() => setEditing(null)}
      />
    </Stack>
  );
}
