import { Button, Center, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowLeft, IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

/**
 * The page of a closed space for someone who is not an organiser (its API answers 403 `space_closed`),
 * also when the space closes while the page is open. Reopening brings the page back by itself.
 */
export function ClosedSpacePage({ eventSlug, title, text }: { eventSlug: string; title: string; text: string }) {
  const { t } = useTranslation();
  return (
    <Center p="md" mih="calc(100dvh - 58px)" bg="var(--mantine-color-gray-0)" data-testid="space-closed">
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 40 }} maw={480} w="100%" shadow="xs">
        <Stack gap="md" align="flex-start">
          <ThemeIcon size={56} radius="md" variant="light" color="gray" aria-hidden>
            <IconLock size={28} stroke={1.6} />
          </ThemeIcon>
          <Title order={1} size="h2">
            {title}
          </Title>
          <Text>{text}</Text>
          <Button component={Link} to={`/${eventSlug}`} leftSection={<IconArrowLeft size={16} aria-hidden />}>
            {t('shell.space.back_home')}
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}
