import { ColorInput, NumberInput, Select, Switch, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { boothTypes, type OrganizerSpace } from '@foyer/contracts';
import { useTranslation } from 'react-i18next';
import { RichTextField } from '@/shared/ui/rich-text-editor';
import type { SpaceValues } from './space-values';

const richTexts = new Set(['help_content', 'description']);
const addresses = new Set(['website', 'embed_url', 'embedded_url']);

interface TypeFieldProps {
  field: string;
  form: UseFormReturnType<SpaceValues>;
  /** The event's map spaces (a booth stands on one). */
  maps: OrganizerSpace[];
}

/**
 * One field of a space's kind, drawn by what its value is (a switch, a number, a text) or, for the few that
 * need more, by its name (rich text, colour, the booth's kind and map). Label and hint come from the catalogue.
 */
export function TypeField({ field, form, maps }: TypeFieldProps) {
  const { t } = useTranslation();
  const value = form.values[field];
  const label = t(`manage_spaces.type_fields.${field}`);
  const description = t(`manage_spaces.type_field_hints.${field}`, { defaultValue: '' }) || undefined;
  const common = { label, description, error: form.errors[field], 'data-testid': `space-field-${field}` };

  if (richTexts.has(field))
    return <RichTextField label={label} description={description} error={form.errors[field]} value={String(value ?? '')} onChange={(html) => form.setFieldValue(field, html)} testId={`space-field-${field}`} />;
  if (field === 'color') return <ColorInput {...common} format="hex" withEyeDropper={false} value={String(value ?? '')} onChange={(v) => form.setFieldValue(field, v)} />;
  if (field === 'booth_type')
    return <Select {...common} data={boothTypes.map((kind) => ({ value: kind, label: t(`manage_spaces.booth_types.${kind}`) }))} value={String(value)} onChange={(v) => v && form.setFieldValue(field, v)} allowDeselect={false} />;
  if (field === 'map')
    return (
      <Select
        {...common}
        placeholder={t('manage_spaces.no_map')}
        data={maps.map((m) => ({ value: String(m.id), label: m.name }))}
        value={value === null || value === undefined ? null : String(value)}
        onChange={(v) => form.setFieldValue(field, v ? Number(v) : null)}
        clearable
      />
    );
  if (typeof value === 'boolean') return <Switch {...common} checked={value} onChange={(e) => form.setFieldValue(field, e.currentTarget.checked)} />;
  if (typeof value === 'number') return <NumberInput {...common} value={value} onChange={(v) => form.setFieldValue(field, typeof v === 'number' ? v : Number(v))} allowDecimal={false} min={0} />;
  return <TextInput {...common} type={addresses.has(field) ? 'url' : 'text'} inputMode={addresses.has(field) ? 'url' : undefined} {...form.getInputProps(field)} value={String(value ?? '')} />;
}
