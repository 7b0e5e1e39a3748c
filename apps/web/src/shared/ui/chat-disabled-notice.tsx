import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconMessageOff } from '@tabler/icons-react';

/**
 * Where a chat's message field would be while the chat is disabled: what happened ('can not send a
 * message'), the server's reason, and a way to try again.
 */
export function ChatDisabledNotice({ title, reason, retryLabel, onRetry }: { title: string; reason: string; retryLabel: string; onRetry: () => void }) {
  return (
    <Paper p="sm" radius={0} style={{ flexShrink: 0, borderTop: '1px solid var(--mantine-color-gray-3)' }} role="status" data-testid="chat-disabled">
      <Group justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
        <Group gap="xs" wrap="nowrap" align="flex-start" style={{ minWidth: 0 }}>
          <IconMessageOff size={18} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} color="var(--mantine-color-red-8)" />
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text size="sm" fw={600}>
              {title}
            </Text>
            <Text size="sm" c="dimmed">
              {reason}
            </Text>
          </Stack>
        </Group>
        <Button size="xs" variant="light" style={{ flexShrink: 0 }} onClick={onRetry} data-testid="chat-disabled-retry">
          {retryLabel}
        </Button>
      </Group>
    </Paper>
  );
}
