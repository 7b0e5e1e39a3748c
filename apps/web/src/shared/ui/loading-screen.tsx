import { Center, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BrandMark } from './brand-mark';
import { layout } from './layout';

/** The full-page 'website loading' screen shown while the session loads. */
export function LoadingScreen({ label }: { label?: string }) {
  const { t } = useTranslation();
  const text = label ?? t('shell.website_loading');
  return (
    <Center mih="100dvh" bg="var(--mantine-color-gray-0)" role="status" aria-live="polite" data-testid="loading-screen">
      <Stack align="center" gap="md">
        <BrandMark size={56} />
        <Loader size="sm" type="dots" aria-hidden />
        <Text c="dimmed" fw={500}>
          {text}
        </Text>
      </Stack>
    </Center>
  );
}

/**
 * A page of an event whose code is still on its way: the top bar and sidebars stay, the page area shows
 * the loading dots at the height of a page, so nothing moves when the page arrives.
 */
export function PageLoader() {
  const { t } = useTranslation();
  return (
    <Center mih={`calc(100dvh - ${layout.topBarHeight}px)`} role="status" aria-live="polite" aria-label={t('shell.website_loading')} data-testid="page-loader">
      <Loader size="sm" type="dots" aria-hidden />
    </Center>
  );
}
