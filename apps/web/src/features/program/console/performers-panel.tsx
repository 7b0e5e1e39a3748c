import { ActionIcon, Avatar, Badge, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconMicrophone2, IconPencil, IconPlus, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { OrganizerPerformer } from '@foyer/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/api/errors';
import { ConsoleList } from '@/shared/ui/console-list';
import { readableLight } from '@/shared/ui/readable-badge';
import { EmptyPanel, ErrorPanel, LoadingRows } from '@/shared/ui/page-state';
import { PerformerEditor } from './performer-editor';
import { performersQuery } from './program-console-api';

/** The event's performers with their mugshots; each opens in the editor. */
export function PerformersPanel({ eventSlug }: { eventSlug: string }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [settled] = useDebouncedValue(search.trim(), 300);
  const performers = useQuery(performersQuery(eventSlug, settled));
  const [editing, setEditing] = useState<OrganizerPerformer | 'new' | null>(null);

  const who = (p: OrganizerPerformer) => (
    <Group gap="sm" wrap="nowrap">
      <Avatar src={p.mugshot} alt="" radius="xl" name={p.name} color="initials" />
      <Stack gap={0} miw={0}>
        <Text fw={600} size="sm" truncate>
          {p.name}
        </Text>
        {p.descriptive_line ? (
          <Text size="xs" c="dimmed" truncate>
            {p.descriptive_line}
          </Text>
        ) : null}
      </Stack>
    </Group>
  );
  const edit = (p: OrganizerPerformer) => (
    <ActionIcon variant="subtle" aria-label={t('manage_program.performers.edit', { name: p.name })} onClick={() => setEditing(p)}>
      <IconPencil size={18} aria-hidden />
    </ActionIcon>
  );
  const where = (p: OrganizerPerformer) => <Badge {...readableLight('gray')} size="sm">{t(`manage_program.location_types.${p.location_type}`)}</Badge>;

  let content;
  if (performers.isPending) content = <LoadingRows count={4} height={56} testId="program-performers-loading" />;
  else if (performers.isError) content = <ErrorPanel description={errorMessage(performers.error, t('manage_program.performers.load_failed'))} onRetry={() => void performers.refetch()} />;
  else if (performers.data.length === 0)
    content = settled ? (
      <EmptyPanel icon={<IconSearch size={28} stroke={1.6} />} title={t('manage_program.empty_search.title')} description={t('manage_program.empty_search.body', { words: settled })} />
    ) : (
      <EmptyPanel
        icon={<IconMicrophone2 size={28} stroke={1.6} />}
        title={t('manage_program.performers.empty.title')}
        description={t('manage_program.performers.empty.body')}
        action={<Button onClick={() => setEditing('new')}>{t('manage_program.performers.new')}</Button>}
      />
    );
  else
    content = (
      <ConsoleList
        items={performers.data}
        itemKey={(p) => p.id}
        testId="program-performers"
        rowTestId="program-performer"
        columns={[
          { key: 'name', header: t('manage_program.performers.name'), cell: who },
          { key: 'where', header: t('manage_program.performers.location_type'), width: 160, cell: where },
          { key: 'items', header: t('manage_program.performers.items'), width: 120, cell: (p) => <Text size="sm">{p.entry_ids.length}</Text> },
          { key: 'edit', header: t('manage_program.edit'), headerHidden: true, width: 56, align: 'right', cell: edit },
        ]}
        card={(p) => (
          <Group justify="space-between" wrap="nowrap">
            {who(p)}
            <Group gap="xs" wrap="nowrap">
              {where(p)}
              {edit(p)}
            </Group>
          </Group>
        )}
      />
    );

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <TextInput
          label={t('manage_program.search')}
          placeholder={t('manage_program.performers.search_placeholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          style={{ flex: '0 1 360px' }}
        />
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')} data-testid="program-new-performer">
          {t('manage_program.performers.new')}
        </Button>
      </Group>
      {content}
      <PerformerEditor eventSlug={eventSlug} performer={editing === 'new' ? null : editing} opened={editing !== null} onClose={() => setEditing(null)} />
    </Stack>
  );
}
