import { Modal, ScrollArea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SafeHtml } from './safe-html';

/** The event's help content (sanitised HTML). */
export function HelpModal({ html, opened, onClose }: { html: string; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('entry.help_title')}
      size="lg"
      centered
      scrollAreaComponent={ScrollArea.Autosize}
      styles={{ title: { fontWeight: 650, fontSize: 'var(--mantine-font-size-lg)' } }}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <SafeHtml html={html} />
    </Modal>
  );
}
