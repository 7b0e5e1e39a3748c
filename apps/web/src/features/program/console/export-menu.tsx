import { Button, Menu } from '@mantine/core';
import { IconChevronDown, IconDownload } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import type { ProgramExportFormat } from '@foyer/contracts';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/api/errors';
import { notify } from '@/shared/notify/notify';
import { downloadExport } from './program-console-api';

const formats: ProgramExportFormat[] = ['c3voc-json', 'frab-xml', 'ical'];

/** The program as a file: C3VOC schedule.json, frab XML or iCalendar. */
export function ExportMenu({ eventSlug }: { eventSlug: string }) {
  const { t } = useTranslation();
  const download = useMutation({
    mutationFn: (format: ProgramExportFormat) => downloadExport(eventSlug, format),
    onError: (error) => notify.error(errorMessage(error, t('manage_program.export.failed'))),
  });
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="default" leftSection={<IconDownload size={16} aria-hidden />} rightSection={<IconChevronDown size={14} aria-hidden />} loading={download.isPending} data-testid="program-export">
          {t('manage_program.export.open')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {formats.map((format) => (
          <Menu.Item key={format} onClick={() => download.mutate(format)} data-testid={`program-export-${format}`}>
            {t(`manage_program.export.formats.${format}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
