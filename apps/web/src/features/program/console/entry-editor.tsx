import { Button, ColorInput, Group, Modal, MultiSelect, SegmentedControl, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OrganizerProgramEntry, ProgramEntryBody, ProgramEntryType } from '@foyer/contracts';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/api/errors';
import { serverFieldErrors } from '@/shared/lib/form-errors';
import { notify, toast } from '@/shared/notify/notify';
import { consoleSpacesQuery } from '@/shared/session/console-spaces';
import { AppDatesProvider } from '@/shared/ui/app-dates-provider';
import { RichTextField } from '@/shared/ui/rich-text-editor';
import { ConfirmButton } from './confirm-button';
import { instantOfPicker, pickerValueOf } from './event-time';
import { tagGroups } from './tag-groups';
import { containersQuery, createEntry, deleteEntry, performersQuery, tagsQuery, updateEntry } from './program-console-api';

interface EntryValues {
  type: ProgramEntryType;
  name: string;
  space_id: string | null;
  parent_id: string | null;
  start: string | null;
  end: string | null;
  color: string;
  sponsor_id: string | null;
  tag_ids: string[];
  performer_ids: string[];
  description: string;
}

const serverFields = ['type', 'name', 'space_id', 'parent_id', 'start_date', 'end_date', 'color', 'sponsor_id', 'tag_ids', 'performer_ids', 'description'];

interface EditorProps {
  eventSlug: string;
  zone: string;
  /** The day the list shows: a new entry starts on it. */
  day: string | null;
  entry: OrganizerProgramEntry | null;
  type: ProgramEntryType;
  opened: boolean;
  onClose: () => void;
}

/** A program item or container with every field, in a dialog over the list. */
export function EntryEditor(props: EditorProps) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 48em)');
  const title = props.entry ? t('manage_program.editor.edit_title', { name: props.entry.name }) : t(`manage_program.editor.new_${props.type}`);
  return (
    <Modal closeButtonProps={{ 'aria-label': t('common.close') }} opened={props.opened} onClose={props.onClose} title={title} size="xl" fullScreen={phone} data-testid="program-entry-editor">
      {props.opened ? <EntryForm key={props.entry?.id ?? `new-${props.type}`} {...props} /> : null}
    </Modal>
  );
}

function EntryForm({ eventSlug, zone, day, entry, type, onClose }: EditorProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const spaces = useQuery(consoleSpacesQuery(eventSlug));
  const containers = useQuery(containersQuery(eventSlug));
  const tags = useQuery(tagsQuery(eventSlug));
  const performers = useQuery(performersQuery(eventSlug));
  const startDay = day ?? new Date().toISOString().slice(0, 10);
  const form = useForm<EntryValues>({
    initialValues: entry
      ? {
          type: entry.type, name: entry.name, space_id: String(entry.space_id), parent_id: entry.parent_id === null ? null : String(entry.parent_id),
          start: pickerValueOf(entry.start_date, zone), end: pickerValueOf(entry.end_date, zone), color: entry.color ?? '',
          sponsor_id: entry.sponsor_id === null ? null : String(entry.sponsor_id), tag_ids: entry.tag_ids.map(String),
          performer_ids: entry.performer_ids.map(String), description: entry.description,
        }
      : {
          type, name: '', space_id: null, parent_id: null, start: `${startDay} 10:00:00`, end: `${startDay} 11:00:00`, color: '',
          sponsor_id: null, tag_ids: [], performer_ids: [], description: '',
        },
    validate: {
      name: (v) => (v.trim() ? null : t('manage_program.editor.name_needed')),
      space_id: (v) => (v ? null : t('manage_program.editor.space_needed')),
      start: (v) => (instantOfPicker(v, zone) ? null : t('manage_program.editor.time_needed')),
      end: (v, values) => {
        const [start, end] = [instantOfPicker(values.start, zone), instantOfPicker(v, zone)];
        if (!end) return t('manage_program.editor.time_needed');
        return start && end <= start ? t('manage_program.editor.end_after_start') : null;
      },
    },
  });

  const body = (v: EntryValues): ProgramEntryBody => ({
    type: v.type, name: v.name.trim(), space_id: Number(v.space_id), parent_id: v.type === 'item' && v.parent_id ? Number(v.parent_id) : null,
    start_date: instantOfPicker(v.start, zone)!, end_date: instantOfPicker(v.end, zone)!, color: v.color || null,
    sponsor_id: v.sponsor_id ? Number(v.sponsor_id) : null, tag_ids: v.tag_ids.map(Number), performer_ids: v.performer_ids.map(Number), description: v.description,
  });
  const save = useMutation({
    mutationFn: (values: EntryValues) => (entry ? updateEntry(queryClient, eventSlug, entry.id, body(values)) : createEntry(queryClient, eventSlug, body(values))),
    onSuccess: (saved) => {
      toast(t('manage_program.editor.saved', { name: saved.name }));
      onClose();
    },
    onError: (error) => {
      const byField = serverFieldErrors(error, serverFields);
      if (byField) form.setErrors({ ...byField, start: byField.start_date, end: byField.end_date });
      notify.error(errorMessage(error, t('manage_program.editor.save_failed')));
    },
  });
  const remove = useMutation({
    mutationFn: () => deleteEntry(queryClient, eventSlug, entry!.id),
    onSuccess: () => {
      toast(t('manage_program.editor.deleted', { name: entry!.name }));
      onClose();
    },
    onError: (error) => notify.error(errorMessage(error, t('manage_program.editor.delete_failed'))),
  });

  const allSpaces = spaces.data?.results ?? [];
  // An item takes place where its space does: its location type is the space's (decision 0086).
  const chosenSpace = allSpaces.find((s) => String(s.id) === form.values.space_id);
  const spaceHint = chosenSpace
    ? t('manage_program.fields.space_location', { type: t(`manage_program.location_types.${chosenSpace.location_type}`) })
    : t('manage_program.fields.space_hint');
  const tagOptions = tagGroups(tags.data ?? []).map(({ category, tags: list }) => ({
    group: category || t('manage_program.tags.no_category'),
    items: list.map((tag) => ({ value: String(tag.id), label: tag.text })),
  }));

  return (
    <AppDatesProvider>
      <form noValidate onSubmit={form.onSubmit((values) => save.mutate(values))} data-testid="program-entry-form">
        <Stack gap="md">
          {entry ? null : (
            <SegmentedControl
              data={[{ value: 'item', label: t('manage_program.item') }, { value: 'container', label: t('manage_program.container') }]}
              {...form.getInputProps('type')}
              aria-label={t('manage_program.fields.type')}
            />
          )}
          <TextInput label={t('manage_program.fields.name')} required data-autofocus {...form.getInputProps('name')} data-testid="entry-name" />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <DateTimePicker
              label={t('manage_program.fields.start', { zone })}
              required
              valueFormat="D MMM YYYY HH:mm"
              {...form.getInputProps('start')}
              data-testid="entry-start"
            />
            <DateTimePicker label={t('manage_program.fields.end', { zone })} required valueFormat="D MMM YYYY HH:mm" {...form.getInputProps('end')} data-testid="entry-end" />
            <Select
              label={t('manage_program.fields.space')}
              description={spaceHint}
              required
              searchable
              data={allSpaces.filter((s) => s.type !== 'map').map((s) => ({ value: String(s.id), label: s.name }))}
              {...form.getInputProps('space_id')}
              data-testid="entry-space"
            />
            {form.values.type === 'item' ? (
              <Select
                label={t('manage_program.fields.parent')}
                clearable clearButtonProps={{ 'aria-label': t('manage_program.clear') }}
                data={(containers.data ?? []).filter((c) => c.id !== entry?.id).map((c) => ({ value: String(c.id), label: c.name }))}
                {...form.getInputProps('parent_id')}
              />
            ) : null}
            <Select
              label={t('manage_program.fields.sponsor')}
              clearable clearButtonProps={{ 'aria-label': t('manage_program.clear') }}
              searchable
              data={allSpaces.filter((s) => s.type === 'booth').map((s) => ({ value: String(s.id), label: s.name }))}
              {...form.getInputProps('sponsor_id')}
            />
            <ColorInput label={t('manage_program.fields.color')} description={t('manage_program.fields.color_hint')} format="hex" withEyeDropper={false} {...form.getInputProps('color')} />
          </SimpleGrid>
          <MultiSelect label={t('manage_program.fields.tags')} data={tagOptions} searchable clearable clearButtonProps={{ 'aria-label': t('manage_program.clear') }} {...form.getInputProps('tag_ids')} data-testid="entry-tags" />
          <MultiSelect
            label={t('manage_program.fields.performers')}
            data={(performers.data ?? []).map((p) => ({ value: String(p.id), label: p.name }))}
            searchable
            clearable clearButtonProps={{ 'aria-label': t('manage_program.clear') }}
            {...form.getInputProps('performer_ids')}
          />
          <RichTextField
            label={t('manage_program.fields.description')}
            value={form.values.description}
            onChange={(html) => form.setFieldValue('description', html)}
            error={form.errors.description}
            testId="entry-description"
          />
          <Group justify="space-between">
            {entry ? (
              <ConfirmButton
                label={t('manage_program.editor.delete')}
                question={t('manage_program.editor.delete_question', { name: entry.name })}
                loading={remove.isPending}
                onConfirm={() => remove.mutate()}
                testId="entry-delete"
              />
            ) : (
              <span />
            )}
            <Group gap="sm">
              <Button variant="default" onClick={onClose}>
                {t('common.cancel')}
              </Button>
              <Button type="submit" loading={save.isPending} data-testid="entry-save">
                {t('manage_program.editor.save')}
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
    </AppDatesProvider>
  );
}
