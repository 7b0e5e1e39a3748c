import { Anchor, Badge, Button, Group, Paper, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconLayoutGrid, IconLink, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { OrganizerSpace } from '@foyer/contracts';
import { spacePath } from '@foyer/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessage } from '@/shared/api/errors';
import type { EventSectionProps } from '@/shared/plug-ins/console-sections';
import { consoleSpacesQuery } from '@/shared/session/console-spaces';
import { useConsoleSubPath } from '@/shared/session/console-sub-path';
import { ConsolePage } from '@/shared/ui/console-page';
import { readableLight } from '@/shared/ui/readable-badge';
import { EmptyPanel, ErrorPanel } from '@/shared/ui/page-state';
import { spaceIcons } from '../space-icons';
import { CreateSpaceModal } from './create-space-modal';
import { SpaceEditor } from './space-editor';

/**
 * `/manage/{eventSlug}/spaces`: every space of the event with its kind, address, state and what refers to
 * it; a new one of any of the ten kinds. `/manage/{eventSlug}/spaces/{id}` edits one.
 */
export function SpacesPage({ eventSlug }: EventSectionProps) {
  const rest = useConsoleSubPath();
  const spaceId = Number(rest.split('/')[0]);
  if (Number.isInteger(spaceId) && spaceId > 0) return <SpaceEditor key={spaceId} eventSlug={eventSlug} spaceId={spaceId} />;
  return <SpaceList eventSlug={eventSlug} />;
}

function SpaceList({ eventSlug }: { eventSlug: string }) {
  const { t } = useTranslation();
  const spaces = useQuery(consoleSpacesQuery(eventSlug));
  const [creating, create] = useDisclosure(false);

  let content;
  if (spaces.isPending) content = <ListSkeleton />;
  else if (spaces.isError) content = <ErrorPanel description={errorMessage(spaces.error, t('manage_spaces.load_failed'))} onRetry={() => void spaces.refetch()} />;
  else if (spaces.data.results.length === 0)
    content = (
      <EmptyPanel
        icon={<IconLayoutGrid size={28} stroke={1.6} />}
        title={t('manage_spaces.empty.title')}
        description={t('manage_spaces.empty.body')}
        action={<Button onClick={create.open}>{t('manage_spaces.create.open')}</Button>}
      />
    );
  else
    content = (
      <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('manage_spaces.list_label')} data-testid="space-list">
        {spaces.data.results.map((space) => (
          <SpaceRow key={space.id} eventSlug={eventSlug} space={space} />
        ))}
      </Stack>
    );

  return (
    <ConsolePage
      title={t('manage_spaces.title')}
      description={t('manage_spaces.intro')}
      actions={
        <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={create.open} data-testid="create-space">
          {t('manage_spaces.create.open')}
        </Button>
      }
      testId="spaces-page"
    >
      {content}
      <CreateSpaceModal eventSlug={eventSlug} opened={creating} onClose={create.close} />
    </ConsolePage>
  );
}

function SpaceRow({ eventSlug, space }: { eventSlug: string; space: OrganizerSpace }) {
  const { t } = useTranslation();
  const Icon = spaceIcons[space.type];
  const references = space.referenced_by ?? [];
  return (
    <Paper component="li" withBorder radius="md" p="sm" data-testid={`space-row-${space.slug}`}>
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <ThemeIcon variant="light" size="lg" radius="md" aria-hidden>
          <Icon size={20} stroke={1.7} />
        </ThemeIcon>
        <Stack gap={2} miw={0} style={{ flex: 1 }}>
          <Group gap="xs" wrap="wrap">
            <Anchor component={Link} to={`/manage/${eventSlug}/spaces/${space.id}`} fw={650}>
              {space.name}
            </Anchor>
            <Badge {...readableLight(space.published ? 'teal' : 'gray')} size="sm">
              {space.published ? t('manage_spaces.published') : t('manage_spaces.closed')}
            </Badge>
          </Group>
          <Text size="xs" c="dimmed" truncate>
            {t(`shell.space_types.${space.type}`)} · {spacePath(eventSlug, space, null)}
          </Text>
          {references.length > 0 ? (
            <Group gap={6} mt={2} wrap="wrap">
              <IconLink size={14} aria-hidden color="var(--mantine-color-dimmed)" />
              {references.map((ref) => (
                <Badge key={`${ref.kind}-${ref.detail}`} {...readableLight('gray')} size="xs" tt="none">
                  {ref.detail}
                </Badge>
              ))}
            </Group>
          ) : null}
        </Stack>
      </Group>
    </Paper>
  );
}

function ListSkeleton() {
  return (
    <Stack gap="xs" aria-hidden data-testid="spaces-loading">
      {[0, 1, 2, 3, 4].map((i) => (
        <Skeleton key={i} height={64} radius="md" />
      ))}
    </Stack>
  );
}
