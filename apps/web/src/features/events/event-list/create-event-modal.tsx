import { Button, Group, Loader, Modal, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { IconCheck, IconLink, IconAt } from '@tabler/icons-react';
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
import { slugFromName, useSlugCheck } from './use-slug-check';

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
      {opened ? <CreateEventForm language={catalogueFor(i18n.language)} onDone={onClose} /> : null}
    </Modal>
  );
}

function CreateEventForm({ language, onDone }: { language: CreateEventBody['language']; onDone: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [slugEdited, setSlugEdited] = useState(false);
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
  const slugProps = form.getInputProps('slug');
  const slugError = slugProps.error ?? (slug.status === 'unavailable' ? slug.message : undefined);

  return (
    <form noValidate onSubmit={submit} data-testid="create-event-form">
      <Stack gap="md">
        <TextInput
          label={t('manage_events.fields.name')}
          description={t('manage_events.fields.name_hint')}
          required
          data-autofocus
          {...form.getInputProps('name')}
          onChange={(e) => {
            const name = e.currentTarget.value;
            form.setFieldValue('name', name);
            if (!slugEdited) form.setFieldValue('slug', slugFromName(name));
          }}
        />
        <TextInput
          label={t('manage_events.fields.slug')}
          required
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          leftSection={<IconLink size={16} aria-hidden />}
          rightSection={slug.status === 'checking' ? <Loader size={14} aria-hidden /> : slug.status === 'available' ? <IconCheck size={16} color="var(--mantine-color-teal-8)" aria-hidden /> : null}
          {...slugProps}
          error={slugError}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          description={
            slug.status === 'available' ? (
              <Text span size="xs" c="teal.9" fw={600} data-testid="slug-available">
                {t('manage_events.slug.available', { address: `${window.location.host}/${form.values.slug.trim()}` })}
              </Text>
            ) : slugError ? null : (
              t('manage_events.slug.hint')
            )
          }
          onChange={(e) => {
            setSlugEdited(true);
            form.setFieldValue('slug', e.currentTarget.value.toLowerCase());
          }}
          data-testid="slug-input"
        />
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
