import { Alert, Button, Code, FileInput, Group, Modal, Progress, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertTriangle, IconFileZip } from '@tabler/icons-react';
import { eventArchiveErrorCodes, importQuery } from '@foyer/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '@/shared/api/errors';
import { schemaErrors } from '@/shared/lib/form-errors';
import { importEventArchive } from './archive-api';
import { NameSlugFields } from './name-slug-fields';
import { useNewEvent } from './use-new-event';

interface ImportValues {
  file: File | null;
  name: string;
  slug: string;
}

/** A new event from an archive (administrators): the file, and the new event's address and name. */
export function ImportEventModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 36em)');
  return (
    <Modal opened={opened} onClose={onClose} title={t('event_archive.import.title')} size="lg" fullScreen={phone} closeButtonProps={{ 'aria-label': t('common.close') }}>
      {opened ? <ImportForm onDone={onClose} /> : null}
    </Modal>
  );
}

function ImportForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const [progress, setProgress] = useState(0);
  /** What the server found wrong with the archive, in the archive's own terms (its place and fault). */
  const [fault, setFault] = useState<string | null>(null);
  const form = useForm<ImportValues>({
    initialValues: { file: null, name: '', slug: '' },
    validate: (values) => ({
      ...schemaErrors(importQuery, { slug: values.slug, ...(values.name.trim() ? { name: values.name } : {}) }),
      ...(values.file ? {} : { file: t('event_archive.import.file_missing') }),
    }),
  });
  const made = useNewEvent(form, {
    send: (values: ImportValues) => importEventArchive(values.file!, values.slug.trim(), values.name.trim(), setProgress),
    doneKey: 'event_archive.import.done', failedKey: 'event_archive.import.failed', onDone,
    refused: (error) => {
      setProgress(0);
      if (!(error instanceof ApiRequestError && error.code === eventArchiveErrorCodes.invalidArchive)) return false;
      setFault(error.message);
      return true;
    },
  });
  const submit = form.onSubmit((values) => {
    setFault(null);
    made.submit(values);
  });
  return (
    <form noValidate onSubmit={submit} data-testid="import-event-form">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('event_archive.import.intro')}
        </Text>
        <FileInput
          label={t('event_archive.import.file')}
          description={t('event_archive.import.file_hint')}
          placeholder={t('event_archive.import.file_placeholder')}
          accept=".zip,application/zip"
          required
          clearable
          clearButtonProps={{ 'aria-label': t('event_archive.import.clear_file') }}
          leftSection={<IconFileZip size={16} aria-hidden />}
          {...form.getInputProps('file')}
          data-testid="archive-file"
        />
        <NameSlugFields form={form} slug={made.slug} nameRequired={false} />
        {fault ? (
          <Alert color="red" icon={<IconAlertTriangle size={18} aria-hidden />} title={t('event_archive.import.invalid')} data-testid="archive-fault">
            <Text size="sm">{t('event_archive.import.invalid_hint')}</Text>
            {/* The fault names paths and hashes: it wraps anywhere rather than widening the dialog. */}
            <Code block mt="xs" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {fault}
            </Code>
          </Alert>
        ) : null}
        {made.pending ? <Progress value={progress} aria-label={t('event_archive.import.progress')} animated /> : null}
        <Group justify="flex-end" gap="sm" mt="sm">
          <Button variant="default" onClick={onDone}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={made.pending}>
            {t('event_archive.import.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
