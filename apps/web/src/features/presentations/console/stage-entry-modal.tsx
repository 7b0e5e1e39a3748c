import { Button, Group, Modal, SegmentedControl, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { presentationKinds, stageEntryBody, type Presentation, type PresentationKind } from '@foyer/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/api/errors';
import { fromLocalInput, toLocalInput } from '@/shared/lib/local-date-time';
import { schemaErrors, serverFieldErrors, type FieldErrors } from '@/shared/lib/form-errors';
import { notify, toast } from '@/shared/notify/notify';
import { PeopleMultiSelect, PersonSelect, type PickablePerson } from '@/shared/ui/people-select';
import { saveEntry } from './stage-api';

interface StageEntryModalProps {
  eventSlug: string;
  stageSlug: string;
  /** The entry to edit; null adds one at the schedule's end. */
  entry: Presentation | null;
  onClose: () => void;
}

const fields = ['title', 'description', 'kind', 'url', 'start_date', 'end_date', 'moderator_id', 'speaker_ids'];

/** One entry of a stage's schedule: what it shows (live from its speakers' call, a video, an HLS stream, a page), its people and times. */
export function StageEntryModal({ eventSlug, stageSlug, entry, onClose }: StageEntryModalProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [title, setTitle] = useState(entry?.title ?? '');
  const [kind, setKind] = useState<PresentationKind>(entry?.kind ?? 'live');
  const [url, setUrl] = useState(entry?.url ?? '');
  const [description, setDescription] = useState(entry?.description ?? '');
  const [start, setStart] = useState(toLocalInput(entry?.start_date));
  const [end, setEnd] = useState(toLocalInput(entry?.end_date));
  const [moderatorId, setModeratorId] = useState<number | null>(entry?.moderator?.id ?? null);
  const [speakerIds, setSpeakerIds] = useState<number[]>(entry?.speakers.map((s) => s.id) ?? []);
  const [known, setKnown] = useState<PickablePerson[]>([...(entry?.moderator ? [entry.moderator] : []), ...(entry?.speakers ?? [])]);
  const [errors, setErrors] = useState<FieldErrors>({});
  // Four kinds do not fit side by side on a phone.
  const narrow = useMediaQuery('(max-width: 36em)') ?? false;
  const remember = (people: PickablePerson[]) => setKnown((before) => [...before, ...people.filter((p) => !before.some((b) => b.id === p.id))]);

  const body = {
    title,
    kind,
    url: kind === 'live' ? null : url.trim() || null,
    description,
    start_date: fromLocalInput(start) || null,
    end_date: fromLocalInput(end) || null,
    moderator_id: moderatorId,
    speaker_ids: speakerIds,
  };

  const save = useMutation({
    mutationFn: () => saveEntry(queryClient, eventSlug, stageSlug, entry?.id ?? null, body),
    onSuccess: (saved) => {
      toast(t(entry ? 'manage_stage.form.saved' : 'manage_stage.form.created', { title: saved.title }));
      onClose();
    },
    onError: (error) => {
      const byField = serverFieldErrors(error, fields);
      if (byField) setErrors(byField);
      else notify.error(errorMessage(error, t('manage_stage.form.failed')));
    },
  });

  return (
    <Modal opened onClose={onClose} title={t(entry ? 'manage_stage.form.edit_title' : 'manage_stage.form.new_title')} size="xl" closeButtonProps={{ 'aria-label': t('common.close') }}>
      <form
        noValidate
        data-testid="stage-entry-form"
        onSubmit={(e) => {
          e.preventDefault();
          const found = schemaErrors(stageEntryBody, body);
          setErrors(found);
          if (Object.keys(found).length === 0) save.mutate();
        }}
      >
        <Stack gap="md">
          <TextInput label={t('manage_stage.fields.title')} value={title} onChange={(e) => setTitle(e.currentTarget.value)} error={errors.title} required data-autofocus data-testid="entry-title" />
          <Stack gap={4}>
            <Text size="sm" fw={500} id="entry-kind-label">
              {t('manage_stage.fields.kind')}
            </Text>
            <SegmentedControl
              aria-labelledby="entry-kind-label"
              value={kind}
              onChange={(v) => setKind(v as PresentationKind)}
              data={presentationKinds.map((k) => ({ value: k, label: t(`manage_stage.kinds.${k}`) }))}
              fullWidth
              orientation={narrow ? 'vertical' : 'horizontal'}
              data-testid="entry-kind"
            />
            <Text size="xs" c="dimmed">
              {t(`manage_stage.kind_hints.${kind}`)}
            </Text>
          </Stack>
          {kind === 'live' ? null : (
            <TextInput
              label={t('manage_stage.fields.url')}
              description={t(`manage_stage.url_hints.${kind}`)}
              value={url}
              onChange={(e) => setUrl(e.currentTarget.value)}
              error={errors.url}
              required
              data-testid="entry-url"
            />
          )}
          <Textarea label={t('manage_stage.fields.description')} value={description} onChange={(e) => setDescription(e.currentTarget.value)} error={errors.description} autosize minRows={2} maxRows={6} />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <PersonSelect
              eventSlug={eventSlug}
              label={t('manage_stage.fields.moderator')}
              description={t('manage_stage.fields.moderator_hint')}
              value={moderatorId}
              onChange={setModeratorId}
              onPick={remember}
              known={known}
              error={errors.moderator_id}
              testId="entry-moderator"
            />
            <PeopleMultiSelect
              eventSlug={eventSlug}
              label={t('manage_stage.fields.speakers')}
              description={t('manage_stage.fields.speakers_hint')}
              value={speakerIds}
              onChange={setSpeakerIds}
              onPick={remember}
              known={known}
              error={errors.speaker_ids}
              testId="entry-speakers"
            />
            <TextInput type="datetime-local" label={t('manage_stage.fields.start_date')} value={start} onChange={(e) => setStart(e.currentTarget.value)} error={errors.start_date} />
            <TextInput type="datetime-local" label={t('manage_stage.fields.end_date')} value={end} onChange={(e) => setEnd(e.currentTarget.value)} error={errors.end_date} />
          </SimpleGrid>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending} data-testid="entry-save">
              {t(entry ? 'manage_stage.form.save' : 'manage_stage.form.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
