import { Button, Group, Modal, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { IconAt } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createEventBody, type CreateEventBody } from '@foyer/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { catalogueFor } from '@/i18n';
import { ApiRequestError, errorMessage } from '@/shared/api/errors';
import { localiseServerText } from '@/shared/api/server-texts';
import { schemaErrors, serverFieldErrors } from '@/shared/lib/form-errors';
import { notify, toast } from '@/shared/notify/notify';
import { consoleEventsKey } from '@/shared/session/console-access';
import { createEvent } from '../api';
import { browserTimeZone, DateRangeFields, FormatControl, LanguageSelect, TimeZoneSelect, unpickedDays } from '../event-fields';
import { useSlugCheck } from './use-slug-check';
import { NameSlugFields } from '../archive/name-slug-fields';
import { TemplateEventForm, TemplatePicker, type EventStart } from '../archive/template-picker';

type CreateEventValues = Omit<CreateEventBody, 'owner_email'> & { owner_email: string };
const fields = ['name', 'slug', 'start_date', 'end_date', 'timezone', 'language', 'is_virtual', 'is_in_person', 'owner_email'] as const;

const toBody = ({ owner_email, ...values }: CreateEventValues): CreateEventBody => ({
  ...values,
  ...(owner_email.trim() ? { owner_email: owner_email.trim() } : {}),
});

/** Creating an event (administrators): checked by the contract's schema here and again by the server. */
export function CreateEventModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const phone = useMediaQuery('(max-width: 36em)');
  return (
    <Modal opened={opened} onClose={onClose} title={t('manage_events.create.title')} size="lg" fullScreen={phone} closeButtonProps={{ 'aria-label': t('common.close') }}>
      {/* Mounted while open: every opening starts with an empty form. */}
      {opened ? <CreateEventChoice language={catalogueFor(i18n.language)} onDone={onClose} /> : null}
    </Modal>
  );
}

/** An empty event, or one from a template: the picker on top, the form that fits below. */
function CreateEventChoice({ language, onDone }: { language: CreateEventBody['language']; onDone: () => void }) {
  const [start, setStart] = useState<EventStart>('empty');
  return (
    <Stack gap="lg">
      <TemplatePicker value={start} onChange={setStart} />
      {start === 'empty' ? <CreateEventForm language={language} onDone={onDone} /> : <TemplateEventForm key={start} template={start} onDone={onDone} />}
    </Stack>
  );
}

function CreateEventForm({ language, onDone }: { language: CreateEventBody['language']; onDone: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useForm<CreateEventValues>({
    initialValues: { name: '', slug: '', start_date: '', end_date: '', timezone: browserTimeZone(), language, is_virtual: true, is_in_person: false, owner_email: '' },
    validate: (values) => ({ ...schemaErrors(createEventBody, toBody(values)), ...unpickedDays(values, t) }),
    validateInputOnBlur: true,
  });
  const slug = useSlugCheck(form.values.slug);
  const mutation = useMutation({
    mutationFn: createEvent,
    onSuccess: (event) => {
      void queryClient.invalidateQueries({ queryKey: consoleEventsKey });
      toast(t('manage_events.create.done', { name: event.name }));
      onDone();
      void navigate(`/manage/${event.slug}/settings`);
    },
    onError: (error) => {
      const byField = serverFieldErrors(error, fields);
      if (byField) form.setErrors(byField);
      else if (error instanceof ApiRequestError && error.status === 409) form.setFieldError('slug', localiseServerText(error.detail ?? t('manage_events.slug.taken')));
      else notify.error(errorMessage(error, t('manage_events.create.failed')));
    },
  });

  const submit = form.onSubmit((values) => {
    if (slug.status === 'unavailable') form.setFieldError('slug', slug.message);
    else mutation.mutate(toBody(values));
  });

  return (
    <form noValidate onSubmit={submit} data-testid="create-event-form">
      <Stack gap="md">
        <NameSlugFields form={form} slug={slug} />
        <DateRangeFields
          start={{ ...form.getInputProps('start_date'), onChange: (value) => form.setFieldValue('start_date', value ?? '') }}
          end={{ ...form.getInputProps('end_date'), onChange: (value) => form.setFieldValue('end_date', value ?? '') }}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TimeZoneSelect {...form.getInputProps('timezone')} required />
          <LanguageSelect {...form.getInputProps('language')} required />
        </SimpleGrid>
        <FormatControl
          isVirtual={form.values.is_virtual}
          isInPerson={form.values.is_in_person}
          error={form.errors.is_virtual}
          onChange={(flags) => form.setValues(flags)}
        />
        <TextInput
          type="email"
          label={t('manage_events.fields.owner_email')}
          description={t('manage_events.fields.owner_email_hint')}
          placeholder={t('form.email_address.placeholder')}
          leftSection={<IconAt size={16} aria-hidden />}
          autoComplete="off"
          {...form.getInputProps('owner_email')}
        />
        <Group justify="flex-end" gap="sm" mt="sm">
          <Button variant="default" onClick={onDone}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={mutation.isPending}>
            {t('manage_events.create.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
