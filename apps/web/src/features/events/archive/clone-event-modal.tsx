import { Button, Checkbox, Group, Modal, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cloneEventBody, cloneParts, type CloneEventBody, type OrganizerEventSummary } from '@foyer/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiRequestError, errorMessage } from '@/shared/api/errors';
import { localiseServerText } from '@/shared/api/server-texts';
import { schemaErrors } from '@/shared/lib/form-errors';
import { notify, toast } from '@/shared/notify/notify';
import { consoleEventsKey } from '@/shared/session/console-access';
import { slugFromName, useSlugCheck } from '../event-list/use-slug-check';
import { cloneEvent } from './archive-api';
import { NameSlugFields } from './name-slug-fields';

/** A new event copied from this one (owners): what to copy is picked; people never come along. */
export function CloneEventModal({ event, onClose }: { event: OrganizerEventSummary | null; onClose: () => void }) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 36em)');
  return (
    <Modal opened={event !== null} onClose={onClose} title={t('event_archive.clone.title')} size="lg" fullScreen={phone} closeButtonProps={{ 'aria-label': t('common.close') }}>
      {event ? <CloneForm key={event.slug} event={event} onDone={onClose} /> : null}
    </Modal>
  );
}

function CloneForm({ event, onDone }: { event: OrganizerEventSummary; onDone: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const defaultName = t('event_archive.clone.default_name', { name: event.name });
  const form = useForm<CloneEventBody>({
    initialValues: { name: defaultName, slug: slugFromName(defaultName), parts: [...cloneParts] },
    validate: (values) => schemaErrors(cloneEventBody, values),
    validateInputOnBlur: true,
  });
  const slug = useSlugCheck(form.values.slug);
  const mutation = useMutation({
    mutationFn: (body: CloneEventBody) => cloneEvent(event.slug, body),
    onSuccess: (made) => {
      void queryClient.invalidateQueries({ queryKey: consoleEventsKey });
      toast(t('event_archive.clone.done', { name: made.name }));
      onDone();
      void navigate(`/manage/${made.slug}/settings`);
    },
    onError: (error) => {
      if (error instanceof ApiRequestError && error.status === 409) form.setFieldError('slug', localiseServerText(error.detail ?? t('manage_events.slug.taken')));
      else notify.error(errorMessage(error, t('event_archive.clone.failed')));
    },
  });
  const submit = form.onSubmit((values) => {
    if (slug.status === 'unavailable') form.setFieldError('slug', slug.message);
    else mutation.mutate(values);
  });
  return (
    <form noValidate onSubmit={submit} data-testid="clone-event-form">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('event_archive.clone.intro', { name: event.name })}
        </Text>
        <NameSlugFields form={form} slug={slug} />
        <Checkbox.Group label={t('event_archive.clone.parts')} description={t('event_archive.clone.no_people')} required {...form.getInputProps('parts')}>
          <Stack gap="xs" mt="xs">
            {cloneParts.map((part) => (
              <Checkbox key={part} value={part} label={t(`event_archive.parts.${part}`)} description={t(`event_archive.parts.${part}_hint`)} />
            ))}
          </Stack>
        </Checkbox.Group>
        <Group justify="flex-end" gap="sm" mt="sm">
          <Button variant="default" onClick={onDone}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={mutation.isPending}>
            {t('event_archive.clone.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
