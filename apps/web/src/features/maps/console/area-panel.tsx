import { Button, Group, NumberInput, SegmentedControl, Select, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { IconMinus, IconPlus, IconTrash } from '@tabler/icons-react';
import { mapWidgetTypes, type MapWidget, type OrganizerSpace } from '@foyer/contracts';
import { useTranslation } from 'react-i18next';
import type { FieldErrors } from '@/shared/lib/form-errors';
import type { EditorArea } from './editor-areas';

interface AreaPanelProps {
  area: EditorArea;
  /** The event's spaces an area may open (the map itself left out). */
  spaces: readonly OrganizerSpace[];
  errors: FieldErrors;
  selectedPoint: number | null;
  onChange: (area: EditorArea) => void;
  onAddPoint: () => void;
  onRemovePoint: () => void;
  onDelete: () => void;
}

/** The selected area's link (a space or a widget with its address), label and point on the mobile map. */
export function AreaPanel({ area, spaces, errors, selectedPoint, onChange, onAddPoint, onRemovePoint, onDelete }: AreaPanelProps) {
  const { t } = useTranslation();
  const set = (patch: Partial<EditorArea>) => onChange({ ...area, ...patch });
  const opensSpace = area.widget === null;
  const spaceOptions = [...new Set(spaces.map((s) => s.type))].map((type) => ({
    group: t(`shell.space_types.${type}`),
    items: spaces.filter((s) => s.type === type).map((s) => ({ value: String(s.id), label: s.name })),
  }));
  const coordinate = (value: number | string) => (value === '' ? null : Number(value));

  return (
    <Stack gap="sm" data-testid="area-panel">
      <Title order={2} size="h5">
        {t(`manage_maps.shapes.${area.shape}`)}
      </Title>
      <Text size="xs" c="dimmed" ff="monospace" data-testid="area-coords">
        {area.coords.join(', ')}
      </Text>
      {errors.coords ? (
        <Text size="xs" c="var(--mantine-color-error)" role="alert">
          {errors.coords}
        </Text>
      ) : null}
      {area.shape === 'poly' ? (
        <Group gap="xs">
          <Button size="xs" variant="light" leftSection={<IconPlus size={14} aria-hidden />} onClick={onAddPoint}>
            {t('manage_maps.add_point')}
          </Button>
          <Button size="xs" variant="light" leftSection={<IconMinus size={14} aria-hidden />} onClick={onRemovePoint} disabled={selectedPoint === null || area.coords.length <= 6}>
            {t('manage_maps.remove_point')}
          </Button>
        </Group>
      ) : null}
      <SegmentedControl
        fullWidth
        value={opensSpace ? 'space' : 'widget'}
        onChange={(v) => set(v === 'space' ? { widget: null, widget_link: null, embedded_url: null } : { space: null, widget: 'reception' })}
        data={[
          { value: 'space', label: t('manage_maps.opens.space') },
          { value: 'widget', label: t('manage_maps.opens.widget') },
        ]}
        aria-label={t('manage_maps.opens.label')}
      />
      {opensSpace ? (
        <Select
          label={t('manage_maps.fields.space')}
          placeholder={t('manage_maps.choose_space')}
          data={spaceOptions}
          value={area.space === null ? null : String(area.space)}
          onChange={(v) => set({ space: v ? Number(v) : null })}
          searchable
          error={errors.space}
          nothingFoundMessage={t('manage_maps.no_spaces')}
          data-testid="area-space"
        />
      ) : (
        <Select
          label={t('manage_maps.fields.widget')}
          data={mapWidgetTypes.map((w) => ({ value: w, label: t(`manage_maps.widgets.${w}`) }))}
          value={area.widget}
          onChange={(v) => v && set({ widget: v as MapWidget, widget_link: v === 'external_link' ? area.widget_link : null, embedded_url: v === 'embedded' ? area.embedded_url : null })}
          allowDeselect={false}
          error={errors.space}
          data-testid="area-widget"
        />
      )}
      {area.widget === 'external_link' ? (
        <TextInput label={t('manage_maps.fields.widget_link')} type="url" placeholder="https://" value={area.widget_link ?? ''} onChange={(e) => set({ widget_link: e.currentTarget.value })} error={errors.widget_link} />
      ) : null}
      {area.widget === 'embedded' ? (
        <TextInput label={t('manage_maps.fields.embedded_url')} type="url" placeholder="https://" value={area.embedded_url ?? ''} onChange={(e) => set({ embedded_url: e.currentTarget.value })} error={errors.embedded_url} />
      ) : null}
      <TextInput
        label={t('manage_maps.fields.name')}
        description={t('manage_maps.fields.name_hint')}
        value={area.name}
        onChange={(e) => set({ name: e.currentTarget.value })}
        error={errors.name}
        data-testid="area-name"
      />
      <Switch label={t('manage_maps.fields.for_mobile')} description={t('manage_maps.fields.for_mobile_hint')} checked={area.for_mobile} onChange={(e) => set({ for_mobile: e.currentTarget.checked })} />
      {area.for_mobile ? (
        <Group gap="xs" grow align="flex-start">
          <NumberInput label={t('manage_maps.fields.x')} placeholder={t('manage_maps.centre')} value={area.x ?? ''} onChange={(v) => set({ x: coordinate(v) })} min={0} allowDecimal={false} error={errors.x} />
          <NumberInput label={t('manage_maps.fields.y')} placeholder={t('manage_maps.centre')} value={area.y ?? ''} onChange={(v) => set({ y: coordinate(v) })} min={0} allowDecimal={false} error={errors.y} />
        </Group>
      ) : null}
      <Group>
        <Button color="red" variant="subtle" leftSection={<IconTrash size={16} aria-hidden />} onClick={onDelete} data-testid="area-delete">
          {t('manage_maps.delete_area')}
        </Button>
      </Group>
    </Stack>
  );
}
