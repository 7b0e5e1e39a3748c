import { Center, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { applyEventLanguage } from '@/i18n';
import { brandStore } from '@/shared/theme/brand-store';
import { LoadingScreen } from '@/shared/ui/loading-screen';
import { previewQuery } from '../api';
import { useSignedInUser } from '../hooks/use-signed-in-user';
import { EntryLayout } from './entry-layout';
import { EntryTabs } from './entry-tabs';
import { IntroText } from './intro-text';
import classes from './entry.module.css';

/**
 * /{eventSlug}/enterevent/ and /{eventSlug}/backstage/ (spec 1 §2). Backstage is the same page with the
 * form shown even while the event is unpublished.
 */
export function EntryPage({ backstage = false }: { backstage?: boolean }) {
  const { eventSlug = '' } = useParams();
  const { t } = useTranslation();
  const preview = useQuery(previewQuery(eventSlug));
  const session = useSignedInUser();
  const language = preview.data?.language;
  const brand = preview.data?.primary_color;

  // The entry page speaks the event's language and wears its colour before anyone signs in.
  useEffect(() => {
    if (language) void applyEventLanguage(language);
  }, [language]);
  useEffect(() => {
    if (brand) brandStore.set(brand);
  }, [brand]);

  if (session.signedIn) return <Navigate to={`/${eventSlug}`} replace />;
  if (preview.isError) return <EventNotFound />;
  if (preview.isPending || session.checking) return <LoadingScreen label={t('entry.loading')} />;

  const event = preview.data;
  const showForm = backstage || event.published;
  return (
    <EntryLayout
      event={event}
      backstage={backstage}
      subtitle={showForm ? (backstage ? t('entry.backstage_hint') : t('entry.subtitle')) : undefined}
    >
      {showForm ? <EntryTabs event={event} /> : <IntroText html={event.intro_text} />}
    </EntryLayout>
  );
}

/** Spec 1 §8: an event preview that fails shows '404 - Event not found'. */
export function EventNotFound() {
  const { t } = useTranslation();
  return (
    <Center className={classes.fullscreen} component="main">
      <Stack align="center" gap="xs" maw={480} px="md" ta="center">
        <Text className={classes.bigCode} aria-hidden>
          404
        </Text>
        <Title order={1} size="h2">
          {t('entry.not_found.title')}
        </Title>
        <Text c="gray.7">{t('entry.not_found.description')}</Text>
      </Stack>
    </Center>
  );
}
