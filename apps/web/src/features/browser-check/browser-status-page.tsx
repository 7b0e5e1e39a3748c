import { Button, Center, Group, Paper, Stack, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BrandMark } from '@/shared/ui/brand-mark';
import { BrowserStatus } from './browser-status';

/** /my-browser: the browser status page (spec 3 §2) with an exit button that goes back. */
export function BrowserStatusPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const goBack = () => {
    if (window.history.length > 1) void navigate(-1);
    else void navigate('/');
  };
  return (
    <Center mih="100dvh" p="md" bg="var(--mantine-color-gray-0)">
      <Paper component="main" maw={560} w="100%" p={{ base: 'lg', sm: 32 }} radius="lg" shadow="sm" withBorder>
        <Stack gap="lg">
          <Group gap="sm">
            <BrandMark size={36} />
            <Title order={1} size="h3">
              {t('browser.status.title')}
            </Title>
          </Group>
          <BrowserStatus />
          <Group justify="flex-end">
            <Button variant="default" leftSection={<IconArrowLeft size={16} aria-hidden />} onClick={goBack}>
              {t('browser.status.exit')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Center>
  );
}
