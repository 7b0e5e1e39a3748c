import { Center, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BrandMark } from './brand-mark';

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
