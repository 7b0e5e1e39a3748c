import { Group, SegmentedControl, Select, Text, TextInput } from '@mantine/core';
import type { OrganizerSpace } from '@foyer/contracts';
import { useTranslation } from 'react-i18next';
import type { FieldErrors } from '@/shared/lib/form-errors';
import type { EditableEntry, EntryTarget } from './navigation-model';

interface EntryFieldsProps {
  entry: EditableEntry;
  spaces: readonly OrganizerSpace[];
  /** The entry's place in the PUT body (`0`, `0.sub_menus.1.items.2`): where its errors are found. */
  path: string;
  errors: FieldErrors;
  /** A top entry may open nothing but its sub-menus. */
  allowNone: boolean;
  onChange: (entry: EditableEntry) => void;
}

/** An entry's text and what it opens: a space of the event (a booth also the map it opens on) or an address. */
export function EntryFields({ entry, spaces, path, errors, allowNone, onChange }: EntryFieldsProps) {
  const { t } = useTranslation();
  const set = (patch: Partial<EditableEntry>) => onChange({ ...entry, ...patch });
  const space = spaces.find((s) => s.id === entry.spaceId);
  const targets: EntryTarget[] = allowNone ? ['space', 'url', 'none'] : ['space', 'url'];
  const spaceOptions = [...new Set(spaces.map((s) => s.type))].map((type) => ({
    group: t(`shell.space_types.${type}`),
    items: spaces.filter((s) => s.type === type).map((s) => ({ value: String(s.id), label: s.name })),
  }));

  return (
    <Group gap="sm" align="flex-start" wrap="wrap" style={{ flex: 1, minWidth: 0 }}>
      <TextInput
        label={t('manage_navigation.fields.text')}
        value={entry.text}
        onChange={(e) => set({ text: e.currentTarget.value })}
        error={errors[`${path}.text`]}
        style={{ flex: '1 1 180px' }}
        data-testid="entry-text"
      />
      <div style={{ flex: '0 0 auto' }}>
        <SegmentedControl
          mt={25}
          size="xs"
          value={entry.target}
          onChange={(v) => set({ target: v as EntryTarget })}
          data={targets.map((target) => ({ value: target, label: t(`manage_navigation.targets.${target}`) }))}
          aria-label={t('manage_navigation.fields.target')}
        />
      </div>
      {entry.target === 'space' ? (
        <Select
          label={t('manage_navigation.fields.space')}
          placeholder={t('manage_navigation.choose_space')}
          data={spaceOptions}
          value={entry.spaceId === null ? null : String(entry.spaceId)}
          onChange={(v) => set({ spaceId: v ? Number(v) : null, linkedSlug: null })}
          searchable
          error={errors[`${path}.space`]}
          nothingFoundMessage={t('manage_navigation.no_spaces')}
          style={{ flex: '1 1 200px' }}
          data-testid="entry-space"
        />
      ) : null}
      {entry.target === 'space' && space?.type === 'booth' ? (
        <Select
          label={t('manage_navigation.fields.linked_map')}
          placeholder={t('manage_navigation.home_map')}
          data={spaces.filter((s) => s.type === 'map').map((s) => ({ value: s.slug, label: s.name }))}
          value={entry.linkedSlug}
          onChange={(v) => set({ linkedSlug: v })}
          clearable
          error={errors[`${path}.linked_space`]}
          style={{ flex: '1 1 160px' }}
        />
      ) : null}
      {entry.target === 'url' ? (
        <TextInput
          label={t('manage_navigation.fields.url')}
          type="url"
          placeholder="https://"
          value={entry.url}
          onChange={(e) => set({ url: e.currentTarget.value })}
          error={errors[`${path}.url`] ?? errors[`${path}.space`]}
          style={{ flex: '1 1 220px' }}
          data-testid="entry-url"
        />
      ) : null}
      {entry.target === 'none' && errors[`${path}.space`] ? (
        <Text size="xs" c="var(--mantine-color-error)" mt={30} role="alert">
          {errors[`${path}.space`]}
        </Text>
      ) : null}
    </Group>
  );
}
