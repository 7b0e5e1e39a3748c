import { Alert, Badge, Button, FileInput, Group, Modal, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconFileTypeCsv } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { boothCsvColumns, type BoothImportReply } from '@foyer/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/api/errors';
import { localiseServerText } from '@/shared/api/server-texts';
import { notify, toast } from '@/shared/notify/notify';
import { readableLight } from '@/shared/ui/readable-badge';
import { boothsChanged, importBooths } from './booths-console-api';

const statusColour = { new: 'teal', update: 'blue', invalid: 'red' } as const;

/** A CSV of booths: a preview of each row (new, updated, or its errors), then the import of all rows at once. */
export function ImportBoothsModal({ eventSlug, opened, onClose }: { eventSlug: string; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<BoothImportReply | null>(null);
  const narrow = useMediaQuery('(max-width: 48em)');
  const close = () => {
    setFile(null);
    setPreview(null);
    onClose();
  };
  const check = useMutation({
    mutationFn: (chosen: File) => importBooths(eventSlug, chosen, true),
    onSuccess: setPreview,
    onError: (error) => notify.error(errorMessage(error, t('manage_booths.import.failed'))),
  });
  const run = useMutation({
    mutationFn: () => importBooths(eventSlug, file!, false),
    onSuccess: async (done) => {
      await boothsChanged(queryClient, eventSlug);
      toast(t('manage_booths.import.done', { created: done.created, updated: done.updated }));
      close();
    },
    onError: (error) => notify.error(errorMessage(error, t('manage_booths.import.failed'))),
  });

  return (
    <Modal opened={opened} onClose={close} title={t('manage_booths.import.title')} size="xl" fullScreen={narrow} closeButtonProps={{ 'aria-label': t('common.close') }}>
      <Stack gap="md" data-testid="import-booths">
        <Text size="sm">{t('manage_booths.import.hint')}</Text>
        <Text size="xs" c="dimmed" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
          {boothCsvColumns.join(', ')}
        </Text>
        <FileInput
          label={t('manage_booths.import.file')}
          accept=".csv,text/csv"
          leftSection={<IconFileTypeCsv size={16} aria-hidden />}
          value={file}
          onChange={(chosen) => {
            setFile(chosen);
            setPreview(null);
            if (chosen) check.mutate(chosen);
          }}
          clearable
          data-testid="import-file"
        />
        {check.isPending ? <Text size="sm" c="dimmed">{t('manage_booths.import.checking')}</Text> : null}
        {preview ? (
          <>
            <Group gap="xs" data-testid="import-summary">
              <Badge {...readableLight('teal')}>{t('manage_booths.import.created', { count: preview.created })}</Badge>
              <Badge {...readableLight('blue')}>{t('manage_booths.import.updated', { count: preview.updated })}</Badge>
              <Badge {...readableLight(preview.invalid > 0 ? 'red' : 'gray')}>{t('manage_booths.import.invalid', { count: preview.invalid })}</Badge>
            </Group>
            {preview.invalid > 0 ? (
              <Alert color="red" variant="light" title={t('manage_booths.import.fix_first')}>
                {t('manage_booths.import.fix_first_body')}
              </Alert>
            ) : null}
            <ScrollArea.Autosize mah={320}>
              {/* Wide enough for its errors: on a phone it scrolls sideways. */}
              <Table striped verticalSpacing={6} miw={560} data-testid="import-rows">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th w={60}>{t('manage_booths.import.row')}</Table.Th>
                    <Table.Th>{t('manage_booths.columns.booth')}</Table.Th>
                    <Table.Th w={110}>{t('manage_booths.import.status')}</Table.Th>
                    <Table.Th>{t('manage_booths.import.errors')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {preview.rows.map((row) => (
                    <Table.Tr key={row.row}>
                      <Table.Td>{row.row}</Table.Td>
                      <Table.Td>
                        <Text size="sm" fw={600}>{row.name || '—'}</Text>
                        <Text size="xs" c="dimmed">{row.slug}</Text>
                      </Table.Td>
                      <Table.Td>
                        <Badge {...readableLight(statusColour[row.status])} size="sm">{t(`manage_booths.import.statuses.${row.status}`)}</Badge>
                      </Table.Td>
                      <Table.Td>
                        {Object.entries(row.errors).map(([field, messages]) => (
                          <Text key={field} size="xs" c="red.8">
                            <b>{field}</b>: {messages.map(localiseServerText).join(' ')}
                          </Text>
                        ))}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </ScrollArea.Autosize>
          </>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('common.cancel')}
          </Button>
          <Button onClick={() => run.mutate()} disabled={!preview || preview.invalid > 0 || preview.total === 0} loading={run.isPending} data-testid="import-run">
            {t('manage_booths.import.run')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
