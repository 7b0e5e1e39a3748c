import { Button, Checkbox, Group, Modal, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { cloneEventBody, cloneParts, type CloneEventBody, type OrganizerEventSummary } from '@foyer/contracts';
import { useTranslation } from 'react-i18next';
import { schemaErrors } from '@/shared/lib/form-errors';
import { slugFromName } from '../event-list/use-slug-check';
import { cloneEvent } from './archive-api';
import { NameSlugFields } from './name-slug-fields';
import { useNewEvent } from './use-new-event';

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
  const defaultName = t('event_archive.clone.default_name', { name: event.name });
  const form = useForm<CloneEventBody>({
    initialValues: { name: defaultName, slug: slugFromName(defaultName), parts: [...cloneParts] },
    validate: (values) => schemaErrors(cloneEventBody, values),
    validateInputOnBlur: true,
  });
  const made = useNewEvent(form, {
    send: (body: CloneEventBody) => cloneEvent(event.slug, body), doneKey: 'event_archive.clone.done', failedKey: 'event_archive.clone.failed', onDone,
  });
  const submit = form.onSubmit(made.submit);
  return (
    <form noValidate onSubmit={submit} data-testid="clone-event-form">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('event_archive.clone.intro', { name: event.name })}
        </Text>
        <NameSlugFields form={form} slug={made.slug} />
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
          <Button type="submit" loading={made.pending}>
            {t('event_archive.clone.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
