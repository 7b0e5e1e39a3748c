import { Box, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface ConsolePageProps {
  title: ReactNode;
  description?: ReactNode;
  /** Buttons at the right of the title (below it on a phone). */
  actions?: ReactNode;
  children: ReactNode;
  testId?: string;
}

/** A page of the organiser console: its heading, what it is for, its actions, then its content. */
export function ConsolePage({ title, description, actions, children, testId }: ConsolePageProps) {
  return (
    <Box px={{ base: 'md', sm: 'xl' }} py={{ base: 'md', sm: 'xl' }} maw="var(--console-page-max, 1180px)" mx="auto" data-testid={testId}>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" gap="md">
          <Stack gap={4} miw={0} style={{ flex: '1 1 320px' }}>
            <Title order={1} size="h2">
              {title}
            </Title>
            {description ? (
              <Text c="dimmed" size="sm" maw={720}>
                {description}
              </Text>
            ) : null}
          </Stack>
          {actions ? <Group gap="sm">{actions}</Group> : null}
        </Group>
        {children}
      </Stack>
    </Box>
  );
}
