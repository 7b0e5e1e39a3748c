import { Badge, Stack } from '@mantine/core';
import { IconCalendarTime } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SafeHtml } from './safe-html';

/** Shown instead of the form while the event is unpublished (spec 1 §2), except on backstage. */
export function IntroText({ html }: { html: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md" align="flex-start" data-testid="entry-intro-text">
      <Badge variant="light" size="lg" radius="sm" leftSection={<IconCalendarTime size={14} aria-hidden />}>
        {t('intro.not_open.badge')}
      </Badge>
      <SafeHtml html={html || t('intro.not_open.fallback')} />
    </Stack>
  );
}
