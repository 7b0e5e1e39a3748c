import { Modal, ScrollArea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { EventPreview } from '@foyer/contracts';
import { SafeHtml } from './safe-html';

export type TermsKind = 'terms' | 'privacy';

/** The event's terms or privacy statement, readable before ticking the box. */
export function TermsModal({ event, shown, onClose }: { event: EventPreview; shown: TermsKind | null; onClose: () => void }) {
  const { t } = useTranslation();
  const html = shown === 'terms' ? event.terms : shown === 'privacy' ? event.privacy_statement : '';
  return (
    <Modal
      opened={shown !== null}
      onClose={onClose}
      title={shown === 'privacy' ? t('form.terms.privacy_title') : t('form.terms.terms_title')}
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
