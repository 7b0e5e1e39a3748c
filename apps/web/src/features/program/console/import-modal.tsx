import { Alert, Badge, Button, FileInput, Group, List, Modal, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertTriangle, IconFileImport } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ScheduleImportReport } from '@foyer/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/api/errors';
import { notify, toast } from '@/shared/notify/notify';
import { readableLight, readableTitle } from '@/shared/ui/readable-badge';
import { applyImport, previewImport } from './program-console-api';

/**
 * A schedule file (frab or pretalx XML, pretalx or C3VOC schedule.json): first what it changes — new,
 * changed, removed — then applied as a whole, or not at all.
 */
export function ImportModal({ eventSlug, opened, onClose }: { eventSlug: string; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 48em)');
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const preview = useMutation({ mutationFn: (chosen: File) => previewImport(eventSlug, chosen) });
  const apply = useMutation({
    mutationFn: (chosen: File) => applyImport(queryClient, eventSlug, chosen),
    onSuccess: (report) => {
      toast(t('manage_program.import.applied', { created: report.created.length, updated: report.updated.length, removed: report.removed.length }));
      close();
    },
    onError: (error) => notify.error(errorMessage(error, t('manage_program.import.failed'))),
  });
  const choose = (chosen: File | null) => {
    setFile(chosen);
    preview.reset();
    if (chosen) preview.mutate(chosen);
  };
  const close = () => {
    setFile(null);
    preview.reset();
    onClose();
  };
  const report = preview.data;
  const changes = report ? report.created.length + report.updated.length + report.removed.length : 0;

  return (
    <Modal closeButtonProps={{ 'aria-label': t('common.close') }} opened={opened} onClose={close} title={t('manage_program.import.title')} size="xl" fullScreen={phone} data-testid="program-import-modal">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('manage_program.import.intro')}
        </Text>
        <FileInput
          label={t('manage_program.import.file')}
          placeholder={t('manage_program.import.choose')}
          accept=".xml,.json,application/xml,text/xml,application/json"
          leftSection={<IconFileImport size={16} aria-hidden />}
          value={file}
          onChange={choose}
          clearable clearButtonProps={{ 'aria-label': t('manage_program.clear') }}
          error={preview.isError ? errorMessage(preview.error, t('manage_program.import.unreadable')) : null}
          data-testid="program-import-file"
        />
        {preview.isPending ? <Text size="sm">{t('manage_program.import.reading')}</Text> : null}
        {report ? <ImportPreview report={report} /> : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close}>
            {t('common.cancel')}
          </Button>
          <Button disabled={!file || !report || changes + report.spaces_created.length === 0} loading={apply.isPending} onClick={() => file && apply.mutate(file)} data-testid="program-import-apply">
            {report ? t('manage_program.import.apply', { count: changes }) : t('manage_program.import.apply_plain')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function ImportPreview({ report }: { report: ScheduleImportReport }) {
  const { t } = useTranslation();
  const sections = [
    { key: 'created', names: report.created, color: 'teal' },
    { key: 'updated', names: report.updated, color: 'blue' },
    { key: 'removed', names: report.removed, color: 'red' },
  ] as const;
  const extras = [
    { key: 'spaces_created', names: report.spaces_created },
    { key: 'tags_created', names: report.tags_created },
    { key: 'performers_created', names: report.performers_created },
  ] as const;
  return (
    <Stack gap="md" data-testid="program-import-preview">
      <Title order={3} size="h5">
        {t('manage_program.import.preview_title')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        {sections.map(({ key, names, color }) => (
          <Stack key={key} gap={6} data-testid={`import-${key}`}>
            <Group gap="xs">
              <Badge {...readableLight(color)}>{names.length}</Badge>
              <Text size="sm" fw={600}>
                {t(`manage_program.import.${key}`)}
              </Text>
            </Group>
            {names.length > 0 ? (
              <List size="sm" spacing={2} style={{ maxHeight: 220, overflowY: 'auto' }}>
                {names.map((name, i) => (
                  <List.Item key={`${name}-${i}`}>{name}</List.Item>
                ))}
              </List>
            ) : (
              <Text size="sm" c="dimmed">
                {t('manage_program.import.none')}
              </Text>
            )}
          </Stack>
        ))}
      </SimpleGrid>
      <Text size="sm" c="dimmed">
        {t('manage_program.import.unchanged', { count: report.unchanged })}
      </Text>
      {extras.some((e) => e.names.length > 0) ? (
        <Stack gap={4}>
          {extras
            .filter((e) => e.names.length > 0)
            .map(({ key, names }) => (
              <Text key={key} size="sm">
                <Text span fw={600}>
                  {t(`manage_program.import.${key}`)}:
                </Text>{' '}
                {names.join(', ')}
              </Text>
            ))}
        </Stack>
      ) : null}
      {report.warnings.length > 0 ? (
        <Alert variant="light" color="yellow" icon={<IconAlertTriangle size={18} aria-hidden />} title={t('manage_program.import.warnings')} styles={readableTitle}>
          <List size="sm">
            {report.warnings.map((w) => (
              <List.Item key={w}>{w}</List.Item>
            ))}
          </List>
        </Alert>
      ) : null}
    </Stack>
  );
}
