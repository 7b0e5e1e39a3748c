import { Button, Group, Modal, NumberInput, Select, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createMeetingBody, updateMeetingBody, type Meeting } from '@foyer/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError, errorMessage } from '@/shared/api/errors';
import { fromLocalInput, toLocalInput } from '@/shared/lib/local-date-time';
import { schemaErrors, serverFieldErrors, type FieldErrors } from '@/shared/lib/form-errors';
import { slugFromName } from '@/shared/lib/slug-from-name';
import { toast, notify } from '@/shared/notify/notify';
import { PeopleMultiSelect, type PickablePerson } from '@/shared/ui/people-select';
import { personName } from '@/shared/ui/person-name';
import { RichTextField } from '@/shared/ui/rich-text-editor';
import { saveMeeting } from './meetings-console-api';

interface MeetingFormModalProps {
  eventSlug: string;
  spaceSlug: string;
  /** The meeting to edit; null makes a new one. */
  meeting: Meeting | null;
  onClose: () => void;
}

const fields = ['title', 'slug', 'description', 'capacity', 'starts_at', 'ends_at', 'host_user_ids', 'primary_speaker_id', 'is_walk_in_meeting', 'enable_host_chat'];

/** A meeting's fields: title and address, rich-text description, seats, times, hosts and their speaker, walk-in and host chat. */
export function MeetingFormModal({ eventSlug, spaceSlug, meeting, onClose }: MeetingFormModalProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [title, setTitle] = useState(meeting?.title ?? '');
  const [slug, setSlug] = useState(meeting?.slug ?? '');
  const [slugTouched, setSlugTouched] = useState(meeting !== null);
  const [description, setDescription] = useState(meeting?.description ?? '');
  const [capacity, setCapacity] = useState<number | string>(meeting?.capacity ?? 10);
  const [startsAt, setStartsAt] = useState(toLocalInput(meeting?.starts_at));
  const [endsAt, setEndsAt] = useState(toLocalInput(meeting?.ends_at));
  const [hostIds, setHostIds] = useState<number[]>(meeting?.host_user_ids ?? []);
  const [speakerId, setSpeakerId] = useState<number | null>(meeting?.primary_speaker_id ?? null);
  const [walkIn, setWalkIn] = useState(meeting?.is_walk_in_meeting ?? false);
  const [hostChat, setHostChat] = useState(meeting?.enable_host_chat ?? false);
  const [known, setKnown] = useState<PickablePerson[]>(meeting?.hosts ?? []);
  const [errors, setErrors] = useState<FieldErrors>({});

  const body = {
    title,
    slug: slugTouched ? slug : slugFromName(title),
    description,
    capacity: typeof capacity === 'number' ? capacity : Number.NaN,
    starts_at: fromLocalInput(startsAt),
    ends_at: fromLocalInput(endsAt),
    host_user_ids: hostIds,
    primary_speaker_id: speakerId !== null && hostIds.includes(speakerId) ? speakerId : null,
    is_walk_in_meeting: walkIn,
    enable_host_chat: hostChat,
  };
  const schema = meeting ? updateMeetingBody : createMeetingBody;

  const save = useMutation({
    mutationFn: () => saveMeeting(queryClient, eventSlug, spaceSlug, meeting?.slug ?? null, body),
    onSuccess: (saved) => {
      toast(t(meeting ? 'manage_meetings.form.saved' : 'manage_meetings.form.created', { title: saved.title }));
      onClose();
    },
    onError: (error) => {
      const byField = serverFieldErrors(error, fields);
      if (byField) setErrors(byField);
      // Fewer seats than people hold: said at the capacity, where it is changed.
      else if (error instanceof ApiRequestError && error.code === 'capacity_below_seats') setErrors({ capacity: errorMessage(error, t('manage_meetings.form.failed')) });
      else notify.error(errorMessage(error, t('manage_meetings.form.failed')));
    },
  });

  const speakerChoices = hostIds.map((id) => {
    const person = known.find((p) => p.id === id);
    return { value: String(id), label: person ? personName(person) : `#${id}` };
  });

  return (
    <Modal opened onClose={onClose} title={t(meeting ? 'manage_meetings.form.edit_title' : 'manage_meetings.form.new_title')} size="xl" closeButtonProps={{ 'aria-label': t('common.close') }}>
      <form
        noValidate
        data-testid="meeting-form"
        onSubmit={(e) => {
          e.preventDefault();
          const found = schemaErrors(schema, body);
          setErrors(found);
          if (Object.keys(found).length === 0) save.mutate();
        }}
      >
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput label={t('manage_meetings.fields.title')} value={title} onChange={(e) => setTitle(e.currentTarget.value)} error={errors.title} required data-autofocus data-testid="meeting-title" />
            <TextInput
              label={t('manage_meetings.fields.slug')}
              description={t('manage_meetings.fields.slug_hint')}
              value={body.slug}
              onChange={(e) => {
                setSlugTouched(true);
                setSlug(e.currentTarget.value);
              }}
              error={errors.slug}
              required
            />
          </SimpleGrid>
          <RichTextField label={t('manage_meetings.fields.description')} value={description} onChange={setDescription} error={errors.description} testId="meeting-description" />
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            <TextInput type="datetime-local" label={t('manage_meetings.fields.starts_at')} value={startsAt} onChange={(e) => setStartsAt(e.currentTarget.value)} error={errors.starts_at} required data-testid="meeting-starts" />
            <TextInput type="datetime-local" label={t('manage_meetings.fields.ends_at')} value={endsAt} onChange={(e) => setEndsAt(e.currentTarget.value)} error={errors.ends_at} required data-testid="meeting-ends" />
            <NumberInput
              label={t('manage_meetings.fields.capacity')}
              description={t('manage_meetings.fields.capacity_hint')}
              value={capacity}
              onChange={setCapacity}
              min={0}
              max={10_000}
              allowDecimal={false}
              error={errors.capacity}
              required
              data-testid="meeting-capacity"
            />
          </SimpleGrid>
          <PeopleMultiSelect
            eventSlug={eventSlug}
            label={t('manage_meetings.fields.hosts')}
            description={t('manage_meetings.fields.hosts_hint')}
            value={hostIds}
            onChange={(ids) => setHostIds(ids)}
            onPick={(people) => setKnown((before) => [...before, ...people.filter((p) => !before.some((b) => b.id === p.id))])}
            known={known}
            error={errors.host_user_ids}
            required
            testId="meeting-hosts"
          />
          <Select
            label={t('manage_meetings.fields.primary_speaker')}
            description={t('manage_meetings.fields.primary_speaker_hint')}
            data={speakerChoices}
            value={body.primary_speaker_id === null ? null : String(body.primary_speaker_id)}
            onChange={(id) => setSpeakerId(id === null ? null : Number(id))}
            clearable
            disabled={hostIds.length === 0}
            error={errors.primary_speaker_id}
            comboboxProps={{ zIndex: 1300 }}
          />
          <Group gap="xl">
            <Switch label={t('manage_meetings.fields.walk_in')} description={t('manage_meetings.fields.walk_in_hint')} checked={walkIn} onChange={(e) => setWalkIn(e.currentTarget.checked)} />
            <Switch label={t('manage_meetings.fields.host_chat')} description={t('manage_meetings.fields.host_chat_hint')} checked={hostChat} onChange={(e) => setHostChat(e.currentTarget.checked)} />
          </Group>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending} data-testid="meeting-save">
              {t(meeting ? 'manage_meetings.form.save' : 'manage_meetings.form.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
