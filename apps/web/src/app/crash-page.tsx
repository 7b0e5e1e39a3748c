import { Button, Center, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconMoodSad, IconRefresh } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { reportClientError } from '@/shared/crash-reporting';

/** The crash page (spec 1 §2); the crash is reported once it shows. */
export function CrashPage({ error }: { error: unknown }) {
  const { t } = useTranslation();
  useEffect(() => {
    console.error(error);
    void reportClientError(error);
  }, [error]);
  return (
    <Center component="main" mih="100dvh" p="md" bg="var(--mantine-color-gray-0)" data-testid="crash-page">
      <Paper maw={480} w="100%" p={{ base: 'lg', sm: 40 }} radius="lg" shadow="sm" withBorder>
        <Stack align="center" gap="md" ta="center">
          <ThemeIcon size={64} radius="xl" variant="light" color="red" aria-hidden>
            <IconMoodSad size={34} />
          </ThemeIcon>
          <Title order={1} size="h2">
            {t('app.crash.title')}
          </Title>
          <Text c="dimmed">{t('app.crash.reported')}</Text>
          <Button size="md" leftSection={<IconRefresh size={18} aria-hidden />} onClick={() => window.location.reload()}>
            {t('app.crash.refresh')}
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}
