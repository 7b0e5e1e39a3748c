import { Button, Center, Group, Paper, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowLeft, IconLock } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { SpaceType } from '@foyer/contracts';
import { createElement } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { spacesQuery } from '@/shared/session/event-queries';
import { ErrorPanel } from '@/shared/ui/page-state';
import { spacePageFor } from '@/shared/plug-ins/space-pages';
import { spaceIcons } from './space-icons';

/** A space whose page is not part of the app yet: its name, type and state, and the way back. */
function SpaceWelcome({ eventSlug, type, spaceSlug }: { eventSlug: string; type: SpaceType; spaceSlug: string }) {
  const { t } = useTranslation();
  const spaces = useQuery(spacesQuery(eventSlug));
  if (spaces.isPending) {
    return (
      <Center p="xl" mih="60vh">
        <Skeleton height={260} maw={520} w="100%" radius="lg" />
      </Center>
    );
  }
  if (spaces.isError) return <ErrorPanel onRetry={() => void spaces.refetch()} />;
  const space = spaces.data.results.find((s) => s.type === type && s.slug === spaceSlug);
  // An address that names no space of the event is an unknown path: back to the event home.
  if (!space) return <Navigate to={`/${eventSlug}`} replace />;
  const Icon = spaceIcons[type];
  return (
    <Center p="md" mih="calc(100dvh - 58px)" bg="var(--mantine-color-gray-0)">
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 40 }} maw={520} w="100%" shadow="xs" data-testid="space-welcome">
        <Stack gap="md" align="flex-start">
          <ThemeIcon size={56} radius="md" variant="light" color={space.published ? undefined : 'gray'} aria-hidden>
            {space.published ? <Icon size={30} stroke={1.6} /> : <IconLock size={28} stroke={1.6} />}
          </ThemeIcon>
          <div>
            <Text size="sm" c="dimmed" fw={500}>
              {t(`shell.space_types.${type}`)}
            </Text>
            <Title order={1} size="h2">
              {space.name}
            </Title>
          </div>
          <Text>{space.published ? t('shell.space.preparing') : t('shell.space.closed')}</Text>
          <Group>
            <Button component={Link} to={`/${eventSlug}`} leftSection={<IconArrowLeft size={16} aria-hidden />}>
              {t('shell.space.back_to_lobby')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Center>
  );
}

/** The page at a space's address: the registered page of its type, or its welcome card. */
export function SpaceRoutePage({ type, param }: { type: SpaceType; param: string }) {
  const params = useParams();
  const eventSlug = params.eventSlug ?? '';
  const spaceSlug = params[param] ?? '';
  const Page = spacePageFor(type);
  if (Page) return createElement(Page, { eventSlug, spaceSlug });
  return <SpaceWelcome eventSlug={eventSlug} type={type} spaceSlug={spaceSlug} />;
}
