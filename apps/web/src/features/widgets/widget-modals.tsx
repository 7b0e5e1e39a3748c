import { Box, Button, Group, Stack, Typography } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { sanitizeHelp } from '@/shared/ui/help-modal';
import { closeAppModal, openAppModal } from '@/shared/ui/modals';
import { ReceptionForm } from './reception-form';

export function openReceptionModal(t: TFunction, eventSlug: string): void {
  const id = 'widget-reception';
  openAppModal({
    id,
    title: t('widgets.reception.title'),
    children: <ReceptionForm eventSlug={eventSlug} onDone={() => closeAppModal(id)} />,
  });
}

/** The event's information (its help content, else its intro) in a modal; organisers write HTML. */
export function openEventInfoModal(t: TFunction, eventName: string, html: string): void {
  openAppModal({
    id: 'widget-event-info',
    title: eventName,
    size: 'lg',
    children: html.trim() ? (
      <Typography data-testid="event-info">
        <div dangerouslySetInnerHTML={{ __html: sanitizeHelp(html) }} />
      </Typography>
    ) : (
      <Box data-testid="event-info">{t('widgets.event_info.empty')}</Box>
    ),
  });
}

/** An embedded widget: its address in a framed modal, with a way out to a tab of its own. */
export function openEmbeddedModal(t: TFunction, url: string, title: string): void {
  openAppModal({
    id: 'widget-embedded',
    title,
    size: 'min(1100px, 94vw)',
    children: (
      <Stack gap="sm">
        <Box style={{ position: 'relative', aspectRatio: '16 / 9', borderRadius: 8, overflow: 'hidden', background: 'var(--mantine-color-dark-8)' }}>
          <iframe
            src={url}
            title={title}
            style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 }}
            allow="autoplay; fullscreen; picture-in-picture"
            allowFullScreen
            referrerPolicy="no-referrer"
          />
        </Box>
        <Group justify="flex-end">
          <Button component="a" href={url} target="_blank" rel="noopener noreferrer" variant="subtle" leftSection={<IconExternalLink size={16} aria-hidden />}>
            {t('widgets.embedded.open_in_tab')}
          </Button>
        </Group>
      </Stack>
    ),
  });
}
