import { Typography } from '@mantine/core';
import { modals } from '@mantine/modals';
import DOMPurify from 'dompurify';
import type { TFunction } from 'i18next';

/** The event's help content, sanitised: organisers write HTML, attendees must never run it. */
export function sanitizeHelp(html: string): string {
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, ADD_ATTR: ['target'] });
}

export function openHelpModal(t: TFunction, helpContent: string): void {
  modals.open({
    modalId: 'help',
    title: t('nav.help'),
    closeButtonProps: { 'aria-label': t('common.close') },
    size: 'lg',
    children: (
      <Typography data-testid="help-content">
        <div dangerouslySetInnerHTML={{ __html: sanitizeHelp(helpContent) }} />
      </Typography>
    ),
  });
}
