import { Button, Group, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { eventTemplates, templateEventBody, type EventTemplate, type TemplateEventBody } from '@foyer/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiRequestError, errorMessage } from '@/shared/api/errors';
import { localiseServerText } from '@/shared/api/server-texts';
import { schemaErrors } from '@/shared/lib/form-errors';
import { notify, toast } from '@/shared/notify/notify';
import { consoleEventsKey } from '@/shared/session/console-access';
import { useSlugCheck } from '../event-list/use-slug-check';
import { createEventFromTemplate } from './archive-api';
import { NameSlugFields } from './name-slug-fields';

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
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useForm<Omit<TemplateEventBody, 'template'>>({
    initialValues: { name: '', slug: '' },
    validate: (values) => schemaErrors(templateEventBody, { ...values, template }),
    validateInputOnBlur: true,
  });
  const slug = useSlugCheck(form.values.slug);
  const mutation = useMutation({
    mutationFn: createEventFromTemplate,
    onSuccess: (made) => {
      void queryClient.invalidateQueries({ queryKey: consoleEventsKey });
      toast(t('manage_events.create.done', { name: made.name }));
      onDone();
      void navigate(`/manage/${made.slug}/settings`);
    },
    onError: (error) => {
      if (error instanceof ApiRequestError && error.status === 409) form.setFieldError('slug', localiseServerText(error.detail ?? t('manage_events.slug.taken')));
      else notify.error(errorMessage(error, t('manage_events.create.failed')));
    },
  });
  const submit = form.onSubmit((values) => {
    if (slug.status === 'unavailable') form.setFieldError('slug', slug.message);
    else mutation.mutate({ ...values, template });
  });
  return (
    <form noValidate onSubmit={submit} data-testid="template-event-form">
      <Stack gap="md">
        <NameSlugFields form={form} slug={slug} />
        <Text size="sm" c="dimmed">
          {t('event_archive.template.after')}
        </Text>
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
