import { Anchor, Button, Card, Group, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconMap2 } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessage } from '@/shared/api/errors';
import type { EventSectionProps } from '@/shared/plug-ins/console-sections';
import { consoleSpacesQuery } from '@/shared/session/console-spaces';
import { useConsoleSubPath } from '@/shared/session/console-sub-path';
import { ConsolePage } from '@/shared/ui/console-page';
import { EmptyPanel, ErrorPanel } from '@/shared/ui/page-state';
import { MapEditor } from './map-editor';

/** `/manage/{eventSlug}/maps`: the event's maps to edit; `/manage/{eventSlug}/maps/{mapSlug}` edits one. */
export function MapEditorPage({ eventSlug }: EventSectionProps) {
  const rest = useConsoleSubPath();
  const mapSlug = rest.split('/')[0];
  if (mapSlug) return <MapEditor key={mapSlug} eventSlug={eventSlug} mapSlug={mapSlug} />;
  return <MapList eventSlug={eventSlug} />;
}

function MapList({ eventSlug }: { eventSlug: string }) {
  const { t } = useTranslation();
  const maps = useQuery({ ...consoleSpacesQuery(eventSlug), select: (page) => page.results.filter((s) => s.type === 'map') });
  let content;
  if (maps.isPending) content = <Skeleton h={120} radius="md" data-testid="maps-loading" />;
  else if (maps.isError) content = <ErrorPanel description={errorMessage(maps.error, t('manage_maps.load_failed'))} onRetry={() => void maps.refetch()} />;
  else if (maps.data.length === 0)
    content = (
      <EmptyPanel
        icon={<IconMap2 size={28} stroke={1.6} />}
        title={t('manage_maps.empty.title')}
        description={t('manage_maps.empty.body')}
        action={
          <Button component={Link} to={`/manage/${eventSlug}/spaces`}>
            {t('manage_maps.empty.action')}
          </Button>
        }
      />
    );
  else
    content = (
      <Stack gap="xs" data-testid="map-list">
        {maps.data.map((map) => (
          <Card key={map.id} withBorder radius="md" padding="sm">
            <Group gap="sm" wrap="nowrap">
              <ThemeIcon variant="light" size="lg" radius="md" aria-hidden>
                <IconMap2 size={20} />
              </ThemeIcon>
              <div style={{ flex: 1, minWidth: 0 }}>
                <Anchor component={Link} to={`/manage/${eventSlug}/maps/${map.slug}`} fw={650}>
                  {map.name}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {map.image ? t('manage_maps.has_image') : t('manage_maps.no_image')}
                </Text>
              </div>
            </Group>
          </Card>
        ))}
      </Stack>
    );
  return (
    <ConsolePage title={t('manage_maps.title')} description={t('manage_maps.intro')} testId="maps-page">
      {content}
    </ConsolePage>
  );
}
