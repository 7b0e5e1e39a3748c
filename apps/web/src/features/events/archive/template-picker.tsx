import { Button, Group, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { eventTemplates, templateEventBody, type EventTemplate, type TemplateEventBody } from '@foyer/contracts';
import { useTranslation } from 'react-i18next';
import { schemaErrors } from '@/shared/lib/form-errors';
import { createEventFromTemplate } from './archive-api';
import { NameSlugFields } from './name-slug-fields';
import { useNewEvent } from './use-new-event';

export type EventStart = 'empty' | EventTemplate;

/** How a new event starts: empty, or from one of the templates the server ships. */
export function TemplatePicker({ value, onChange }: { value: EventStart; onChange: (start: EventStart) => void }) {
  const { t } = useTranslation();
  return (
    <Radio.Group label={t('event_archive.template.start')} value={value} onChange={(v) => onChange(v as EventStart)} data-testid="template-picker">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" mt="xs">
        {(['empty', ...eventTemplates] as const).map((start) => (
          <Radio.Card key={start} value={start} radius="md" p="sm" data-testid={`start-${start}`}>
            <Group wrap="nowrap" align="flex-start" gap="sm">
              <Radio.Indicator />
              <Stack gap={2}>
                <Text fw={600} size="sm">
                  {t(`event_archive.template.${start}`)}
                </Text>
                <Text size="xs" c="dimmed">
                  {t(`event_archive.template.${start}_hint`)}
                </Text>
              </Stack>
            </Group>
          </Radio.Card>
        ))}
      </SimpleGrid>
    </Radio.Group>
  );
}

/** A new event from a template: only its name and address; its days and the rest are changed in its settings. */
export function TemplateEventForm({ template, onDone }: { template: EventTemplate; onDone: () => void }) {
  const { t } = useTranslation();
  const form = useForm<Omit<TemplateEventBody, 'template'>>({
    initialValues: { name: '', slug: '' },
    validate: (values) => schemaErrors(templateEventBody, { ...values, template }),
    validateInputOnBlur: true,
  });
  const made = useNewEvent(form, { send: createEventFromTemplate, doneKey: 'manage_events.create.done', failedKey: 'manage_events.create.failed', onDone });
  const submit = form.onSubmit((values) => made.submit({ ...values, template }));
  return (
    <form noValidate onSubmit={submit} data-testid="template-event-form">
      <Stack gap="md">
        <NameSlugFields form={form} slug={made.slug} />
        <Text size="sm" c="dimmed">
          {t('event_archive.template.after')}
        </Text>
        <Group justify="flex-end" gap="sm" mt="sm">
          <Button variant="default" onClick={onDone}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={made.pending}>
            {t('manage_events.create.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
