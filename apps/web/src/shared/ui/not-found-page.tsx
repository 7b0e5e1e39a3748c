import { Center, Title } from '@mantine/core';

/** The global 404 page: it shows only '404' (spec 1 §2). */
export function NotFoundPage() {
  return (
    <Center component="main" mih="100dvh" bg="var(--mantine-color-gray-0)" data-testid="not-found">
      <Title order={1} fz={{ base: 96, sm: 160 }} fw={800} lh={1} c="gray.8" style={{ letterSpacing: '-0.04em' }}>
        404
      </Title>
    </Center>
  );
}
