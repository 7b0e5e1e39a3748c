import { Button, Center, Paper, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowLeft, IconLock } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useCurrentEvent } from '@/features/events';
import type { SpacePageProps } from '@/features/spaces';
import { ApiRequestError } from '@/shared/api/errors';
import { useIsMobile } from '@/shared/ui/layout';
import { ErrorPanel } from '@/shared/ui/page-state';
import { mapQuery } from '../api';
import { DesktopMap } from './desktop-map';
import { MapSidePanel } from './map-side-panel';
import { MobileMap } from './mobile-map';
import classes from './map.module.css';

/** A closed map for someone who is not an organiser (the API answers 403 `space_closed`). */
function ClosedMap({ eventSlug }: { eventSlug: string }) {
  const { t } = useTranslation();
  return (
    <Center p="md" mih="calc(100dvh - 58px)" data-testid="map-closed">
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 40 }} maw={480} w="100%" shadow="xs">
        <Stack gap="md" align="flex-start">
          <ThemeIcon size={56} radius="md" variant="light" color="gray" aria-hidden>
            <IconLock size={28} stroke={1.6} />
          </ThemeIcon>
          <Title order={1} size="h2">
            {t('map.space_closed')}
          </Title>
          <Text>{t('map.closed_page_text')}</Text>
          <Button component={Link} to={`/${eventSlug}`} leftSection={<IconArrowLeft size={16} aria-hidden />}>
            {t('map.back_home')}
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}

/** /{eventSlug}/map/{mapSlug}/ (and the event home when its home space is a map). */
export function MapPage({ eventSlug, spaceSlug }: SpacePageProps) {
  const isMobile = useIsMobile();
  const { event } = useCurrentEvent();
  const map = useQuery(mapQuery(eventSlug, spaceSlug));

  if (map.isPending) {
    return (
      <div className={classes.layout} data-testid="map-loading">
        <Skeleton h="100%" radius={0} style={{ flex: 1 }} />
      </div>
    );
  }
  if (map.isError) {
    const error = map.error;
    if (error instanceof ApiRequestError && error.code === 'space_closed') return <ClosedMap eventSlug={eventSlug} />;
    if (error instanceof ApiRequestError && error.status === 404) return <Navigate to={`/${eventSlug}`} replace />;
    return <ErrorPanel mih="60vh" onRetry={() => void map.refetch()} />;
  }
  const background = event?.background_image ?? null;
  const chatId = map.data.meta.chat_id;
  const showFeed = !!event?.twitter_search.trim();
  if (isMobile) {
    return <MobileMap eventSlug={eventSlug} map={map.data} chatId={chatId} showFeed={showFeed} />;
  }
  return (
    <div className={classes.layout}>
      <DesktopMap eventSlug={eventSlug} map={map.data} background={background} />
      {chatId !== null || showFeed ? <MapSidePanel eventSlug={eventSlug} chatId={chatId} showFeed={showFeed} /> : null}
    </div>
  );
}
