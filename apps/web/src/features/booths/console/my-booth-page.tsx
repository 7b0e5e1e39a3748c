import { Anchor, Button, Group, Paper, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconBuildingStore } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { errorMessage } from '@/shared/api/errors';
import type { EventSectionProps } from '@/shared/plug-ins/console-sections';
import { useConsoleSubPath } from '@/shared/session/console-sub-path';
import { ConsolePage } from '@/shared/ui/console-page';
import { EmptyPanel, ErrorPanel } from '@/shared/ui/page-state';
import { BoothEditor } from './booth-editor';
import { myBoothsQuery } from './booths-console-api';

/**
 * `/manage/{eventSlug}/my-booth`: the booths a staff member staffs (straight to the one when there is one);
 * `my-booth/{boothSlug}` edits its texts, documents, videos and jobs (decision 0085).
 */
export function MyBoothPage({ eventSlug }: EventSectionProps) {
  const { t } = useTranslation();
  const boothSlug = useConsoleSubPath().split('/')[0];
  const mine = useQuery(myBoothsQuery(eventSlug));
  const home = `/manage/${eventSlug}/my-booth`;
  if (boothSlug) return <BoothEditor key={boothSlug} eventSlug={eventSlug} boothSlug={boothSlug} backTo={home} />;
  if (mine.data?.results.length === 1) return <Navigate to={`${home}/${mine.data.results[0]!.slug}`} replace />;

  let content;
  if (mine.isPending) content = <Skeleton h={120} radius="md" />;
  else if (mine.isError) content = <ErrorPanel description={errorMessage(mine.error, t('manage_booths.mine.load_failed'))} onRetry={() => void mine.refetch()} />;
  else if (mine.data.results.length === 0) content = <EmptyPanel icon={<IconBuildingStore size={28} stroke={1.6} />} title={t('manage_booths.mine.none')} />;
  else
    content = (
      <Stack gap="xs" data-testid="my-booths">
        {mine.data.results.map((booth) => (
          <Paper key={booth.slug} withBorder radius="md" p="md">
            <Group gap="sm" wrap="nowrap">
              <ThemeIcon variant="light" size="lg" radius="md" aria-hidden>
                <IconBuildingStore size={20} stroke={1.7} />
              </ThemeIcon>
              <Stack gap={0} miw={0}>
                <Anchor component={Link} to={`${home}/${booth.slug}`} fw={650}>
                  {booth.name}
                </Anchor>
                <Text size="xs" c="dimmed" truncate>
                  /{eventSlug}/booths/{booth.slug}
                </Text>
              </Stack>
            </Group>
          </Paper>
        ))}
      </Stack>
    );
  return (
    <ConsolePage title={t('manage_booths.mine.title')} description={t('manage_booths.mine.intro')} testId="my-booth-page">
      {content}
      <Text size="sm" c="dimmed">
        {t('manage_booths.mine.owners_do_the_rest')}
      </Text>
      <Button component={Link} to="/manage" variant="subtle" w="fit-content">
        {t('console.back_to_events')}
      </Button>
    </ConsolePage>
  );
}
