import { ActionIcon, Avatar, Button, FileButton, Group, Modal, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { IconPlus, IconUpload, IconX } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { programLocationTypes, type OrganizerPerformer, type PerformerBody } from '@foyer/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/api/errors';
import { serverFieldErrors } from '@/shared/lib/form-errors';
import { notify, toast } from '@/shared/notify/notify';
import { RichTextField } from '@/shared/ui/rich-text-editor';
import { ConfirmButton } from './confirm-button';
import { createPerformer, deletePerformer, removeMugshot, updatePerformer, uploadMugshot } from './program-console-api';

interface Props {
  eventSlug: string;
  performer: OrganizerPerformer | null;
  opened: boolean;
  onClose: () => void;
}

/** A performer's fields, mugshot and attachments; a new one gets its mugshot once saved. */
export function PerformerEditor({ eventSlug, performer, opened, onClose }: Props) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 48em)');
  // A new performer stays open after saving, to take a mugshot.
  const [saved, setSaved] = useState<OrganizerPerformer | null>(null);
  const current = saved ?? performer;
  const close = () => {
    setSaved(null);
    onClose();
  };
  return (
    <Modal closeButtonProps={{ 'aria-label': t('common.close') }} opened={opened} onClose={close} title={current ? current.name : t('manage_program.performers.new')} size="lg" fullScreen={phone} data-testid="performer-editor">
      {opened ? (
        <Stack gap="lg">
          {current ? <Mugshot eventSlug={eventSlug} performer={current} onChange={setSaved} /> : null}
          <PerformerForm key={current?.id ?? 'new'} eventSlug={eventSlug} performer={current} onSaved={(p) => (current ? close() : setSaved(p))} onRemoved={close} />
        </Stack>
      ) : null}
    </Modal>
  );
}

function Mugshot({ eventSlug, performer, onChange }: { eventSlug: string; performer: OrganizerPerformer; onChange: (p: OrganizerPerformer) => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const upload = useMutation({
    mutationFn: (file: File) => uploadMugshot(queryClient, eventSlug, performer.id, file),
    onSuccess: onChange,
    onError: (error) => notify.error(errorMessage(error, t('manage_program.performers.mugshot_failed'))),
  });
  const remove = useMutation({
    mutationFn: () => removeMugshot(queryClient, eventSlug, performer.id),
    onSuccess: onChange,
    onError: (error) => notify.error(errorMessage(error, t('manage_program.performers.mugshot_failed'))),
  });
  return (
    <Group gap="md">
      <Avatar src={performer.mugshot} alt={t('manage_program.performers.mugshot_of', { name: performer.name })} size={80} radius={80} name={performer.name} color="initials" />
      <Stack gap={6}>
        <Text size="sm" fw={600}>
          {t('manage_program.performers.mugshot')}
        </Text>
        <Group gap="xs">
          <FileButton onChange={(file) => file && upload.mutate(file)} accept="image/png,image/jpeg,image/webp,image/gif,image/avif">
            {(props) => (
              <Button {...props} size="xs" variant="light" leftSection={<IconUpload size={14} aria-hidden />} loading={upload.isPending} data-testid="performer-mugshot-upload">
                {performer.mugshot ? t('manage_program.performers.replace_mugshot') : t('manage_program.performers.upload_mugshot')}
              </Button>
            )}
          </FileButton>
          {performer.mugshot ? (
            <Button size="xs" variant="subtle" color="red" loading={remove.isPending} onClick={() => remove.mutate()}>
              {t('manage_program.performers.remove_mugshot')}
            </Button>
          ) : null}
        </Group>
        <Text size="xs" c="dimmed">
          {t('manage_program.performers.mugshot_hint')}
        </Text>
      </Stack>
    </Group>
  );
}

function PerformerForm({ eventSlug, performer, onSaved, onRemoved }: { eventSlug: string; performer: OrganizerPerformer | null; onSaved: (p: OrganizerPerformer) => void; onRemoved: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useForm<PerformerBody>({
    initialValues: {
      name: performer?.name ?? '', descriptive_line: performer?.descriptive_line ?? '', location_type: performer?.location_type ?? 'virtual',
      about: performer?.about ?? '', attachments: performer?.attachments ?? [],
    },
    validate: {
      name: (v) => (v.trim() ? null : t('manage_program.performers.name_needed')),
      attachments: { name: (v) => (v.trim() ? null : t('manage_program.performers.attachment_name_needed')), url: (v) => (/^https?:\/\/\S+$/.test(v.trim()) ? null : t('manage_program.performers.attachment_url_needed')) },
    },
  });
  const save = useMutation({
    mutationFn: (body: PerformerBody) => (performer ? updatePerformer(queryClient, eventSlug, performer.id, body) : createPerformer(queryClient, eventSlug, body)),
    onSuccess: (saved) => {
      toast(t('manage_program.performers.saved', { name: saved.name }));
      onSaved(saved);
    },
    onError: (error) => {
      const byField = serverFieldErrors(error, ['name', 'descriptive_line', 'location_type', 'about', 'attachments']);
      if (byField) form.setErrors(byField);
      notify.error(errorMessage(error, t('manage_program.performers.save_failed')));
    },
  });
  const remove = useMutation({
    mutationFn: () => deletePerformer(queryClient, eventSlug, performer!.id),
    onSuccess: onRemoved,
    onError: (error) => notify.error(errorMessage(error, t('manage_program.performers.save_failed'))),
  });
  return (
    <form noValidate onSubmit={form.onSubmit((v) => save.mutate(v))} data-testid="performer-form">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label={t('manage_program.performers.name')} required data-autofocus {...form.getInputProps('name')} data-testid="performer-name" />
          <Select
            label={t('manage_program.performers.location_type')}
            data={programLocationTypes.map((v) => ({ value: v, label: t(`manage_program.location_types.${v}`) }))}
            allowDeselect={false}
            {...form.getInputProps('location_type')}
          />
        </SimpleGrid>
        <TextInput label={t('manage_program.performers.descriptive_line')} description={t('manage_program.performers.descriptive_line_hint')} {...form.getInputProps('descriptive_line')} />
        <RichTextField label={t('manage_program.performers.about')} value={form.values.about} onChange={(html) => form.setFieldValue('about', html)} error={form.errors.about} />
        <Stack gap="xs">
          <Text size="sm" fw={500}>
            {t('manage_program.performers.attachments')}
          </Text>
          {form.values.attachments.map((_, i) => (
            <Group key={i} gap="xs" align="flex-start" wrap="nowrap">
              <TextInput aria-label={t('manage_program.performers.attachment_name')} placeholder={t('manage_program.performers.attachment_name')} {...form.getInputProps(`attachments.${i}.name`)} style={{ flex: 1 }} />
              <TextInput aria-label={t('manage_program.performers.attachment_url')} placeholder="https://…" {...form.getInputProps(`attachments.${i}.url`)} style={{ flex: 2 }} />
              <ActionIcon variant="subtle" mt={4} aria-label={t('manage_program.performers.remove_attachment')} onClick={() => form.removeListItem('attachments', i)}>
                <IconX size={16} aria-hidden />
              </ActionIcon>
            </Group>
          ))}
          <Group>
            <Button size="xs" variant="subtle" leftSection={<IconPlus size={14} aria-hidden />} onClick={() => form.insertListItem('attachments', { name: '', url: '' })} disabled={form.values.attachments.length >= 20}>
              {t('manage_program.performers.add_attachment')}
            </Button>
          </Group>
        </Stack>
        <Group justify="space-between">
          {performer ? (
            <ConfirmButton label={t('manage_program.performers.delete')} question={t('manage_program.performers.delete_question', { count: performer.entry_ids.length })} loading={remove.isPending} onConfirm={() => remove.mutate()} />
          ) : (
            <span />
          )}
          <Button type="submit" loading={save.isPending} data-testid="performer-save">
            {performer ? t('manage_program.performers.save') : t('manage_program.performers.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
