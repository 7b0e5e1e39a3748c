import { Anchor, Button, Card, Group, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { OrganizerSpace, SpaceType } from '@foyer/contracts';
import type { ComponentType } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '@/shared/api/errors';
import { consoleSpacesQuery } from '@/shared/session/console-spaces';
import { ConsolePage } from './console-page';
import { EmptyPanel, ErrorPanel } from './page-state';

interface ConsoleSpaceListProps {
  eventSlug: string;
  /** The kind of space the section edits (maps, meeting spaces, stages). */
  type: SpaceType;
  icon: ComponentType<{ size?: number | string; stroke?: number }>;
  /** The section's address below the event: each space opens at `{section}/{slug}`. */
  section: string;
  /** The page's words: its title and intro, a failed load, and no space of the kind yet (with a way to the spaces). */
  texts: { title: string; intro: string; loadFailed: string; emptyTitle: string; emptyBody: string; emptyAction: string };
  /** A line under a space's name. */
  detail: (space: OrganizerSpace) => string;
  testId: string;
}

/** The first page of a console section that edits spaces of one kind: those spaces, each a link to its own page. */
export function ConsoleSpaceList({ eventSlug, type, icon: Icon, section, texts, detail, testId }: ConsoleSpaceListProps) {
  const spaces = useQuery({ ...consoleSpacesQuery(eventSlug), select: (page) => page.results.filter((s) => s.type === type) });
  let content;
  if (spaces.isPending) content = <Skeleton h={120} radius="md" data-testid={`${testId}-loading`} />;
  else if (spaces.isError) content = <ErrorPanel description={errorMessage(spaces.error, texts.loadFailed)} onRetry={() => void spaces.refetch()} />;
  else if (spaces.data.length === 0)
    content = (
      <EmptyPanel
        icon={<Icon size={28} stroke={1.6} />}
        title={texts.emptyTitle}
        description={texts.emptyBody}
        action={
          <Button component={Link} to={`/manage/${eventSlug}/spaces`}>
            {texts.emptyAction}
          </Button>
        }
      />
    );
  else
    content = (
      <Stack gap="xs" data-testid={testId}>
        {spaces.data.map((space) => (
          <Card key={space.id} withBorder radius="md" padding="sm">
            <Group gap="sm" wrap="nowrap">
              <ThemeIcon variant="light" size="lg" radius="md" aria-hidden>
                <Icon size={20} />
              </ThemeIcon>
              <div style={{ flex: 1, minWidth: 0 }}>
                <Anchor component={Link} to={`/manage/${eventSlug}/${section}/${space.slug}`} fw={650}>
                  {space.name}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {detail(space)}
                </Text>
              </div>
            </Group>
          </Card>
        ))}
      </Stack>
    );
  return (
    <ConsolePage title={texts.title} description={texts.intro} testId={`${section}-page`}>
      {content}
    </ConsolePage>
  );
}
