import { Button, Group, Loader, Paper, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconArrowLeft, IconExternalLink, IconFileUnknown, IconWorldWww } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ClosedSpacePage } from '@/features/spaces';
import type { SpacePageProps } from '@/shared/plug-ins/space-pages';
import { ApiRequestError } from '@/shared/api/errors';
import { useIsMobile } from '@/shared/ui/layout';
import { EmptyPanel, ErrorPanel } from '@/shared/ui/page-state';
import { UserText } from '@/shared/ui/user-text';
import { embeddedSpaceQuery } from '../api';
import { embedAllow, embedLoadPatienceMs, embedReferrerPolicy, hasEmbedConsent, hostOf, rememberEmbedConsent, sandboxFor } from '../frame';
import classes from './embedded.module.css';

/** Back where the person came from inside the app, else to the event home. */
function useExit(eventSlug: string): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) void navigate(-1);
    else void navigate(`/${eventSlug}`);
  }, [navigate, eventSlug]);
}

function Bar({ name, url, onExit }: { name: ReactNode; url: string | null; onExit: () => void }) {
  const { t } = useTranslation();
  const isMobile = useIsMobile();
  return (
    <div className={classes.bar}>
      <Button variant="subtle" color="gray" size="compact-md" onClick={onExit} leftSection={<IconArrowLeft size={18} aria-hidden />} data-testid="embedded-exit">
        {t('embedded.exit')}
      </Button>
      <div className={classes.heading}>
        <Title order={1} size="h5" className={classes.title}>{name}</Title>
        {url && !isMobile ? <Text size="xs" c="dimmed" truncate>{hostOf(url)}</Text> : null}
      </div>
      {url ? (
        <Button component="a" href={url} target="_blank" rel="noopener noreferrer" variant="default" size="compact-sm"
          rightSection={<IconExternalLink size={14} aria-hidden />} aria-label={isMobile ? t('embedded.open_new_tab') : undefined}>
          {isMobile ? t('embedded.open_short') : t('embedded.open_new_tab')}
        </Button>
      ) : null}
    </div>
  );
}

/** The one-time notice before a third-party page loads: nothing reaches that site until the person agrees. */
function ConsentNotice({ url, onAccept, onExit }: { url: string; onAccept: () => void; onExit: () => void }) {
  const { t } = useTranslation();
  const host = hostOf(url);
  return (
    <div className={classes.notice}>
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 40 }} maw={540} w="100%" shadow="xs" data-testid="embedded-consent"
        role="region" aria-labelledby="embedded-consent-title">
        <Stack gap="md" align="flex-start">
          <ThemeIcon size={56} radius="md" variant="light" aria-hidden>
            <IconWorldWww size={30} stroke={1.6} />
          </ThemeIcon>
          <Title order={2} size="h3" id="embedded-consent-title">{t('embedded.consent.title', { host })}</Title>
          <Text>{t('embedded.consent.text', { host })}</Text>
          <Text size="sm" c="dimmed">{t('embedded.consent.remembered', { host })}</Text>
          <Group>
            <Button onClick={onAccept} data-testid="embedded-show">{t('embedded.consent.show')}</Button>
            <Button variant="default" onClick={onExit}>{t('embedded.exit')}</Button>
          </Group>
        </Stack>
      </Paper>
    </div>
  );
}

/** The page in its sandboxed frame; "try again" starts a fresh attempt (a new frame). */
function EmbedFrame({ url, title }: { url: string; title: string }) {
  const [attempt, setAttempt] = useState(0);
  return <FrameAttempt key={`${url}#${attempt}`} url={url} title={title} onRetry={() => setAttempt((a) => a + 1)} />;
}

/** One load of the frame: a spinner until it loads, and a hint when it takes too long. */
function FrameAttempt({ url, title, onRetry }: { url: string; title: string; onRetry: () => void }) {
  const { t } = useTranslation();
  const [state, setState] = useState<'loading' | 'loaded' | 'slow'>('loading');
  const host = hostOf(url);

  useEffect(() => {
    const timer = window.setTimeout(() => setState((s) => (s === 'loading' ? 'slow' : s)), embedLoadPatienceMs);
    return () => window.clearTimeout(timer);
  }, []);

  return (
    <>
      <iframe src={url} title={title} className={classes.frame} sandbox={sandboxFor(url, window.location.origin)}
        allow={embedAllow} referrerPolicy={embedReferrerPolicy} onLoad={() => setState('loaded')} data-testid="embedded-frame" />
      {state === 'loading' ? (
        <div className={classes.overlay} data-testid="embedded-loading">
          <Stack align="center" gap="sm">
            <Loader aria-hidden />
            <Text role="status">{t('embedded.loading', { host })}</Text>
          </Stack>
        </div>
      ) : null}
      {state === 'slow' ? (
        <div className={classes.overlay} data-testid="embedded-unreachable">
          <EmptyPanel icon={<IconAlertTriangle size={28} stroke={1.6} />} color="orange" role="alert" title={t('embedded.unreachable.title', { host })}
            description={t('embedded.unreachable.text', { host })}
            action={
              <Group justify="center">
                <Button variant="light" onClick={onRetry}>{t('common.retry')}</Button>
                <Button component="a" href={url} target="_blank" rel="noopener noreferrer" variant="default" rightSection={<IconExternalLink size={14} aria-hidden />}>
                  {t('embedded.open_new_tab')}
                </Button>
              </Group>
            } />
        </div>
      ) : null}
    </>
  );
}

/**
 * Another site's page framed full size under the bar, after the person agreed to load it: what an embedded space
 * shows, and a chat roulette whose organisers chose a third-party roulette (decision 0091).
 */
export function FramedPage({ eventSlug, name, url, frameTitle }: { eventSlug: string; name: string; url: string; frameTitle: string }) {
  const exit = useExit(eventSlug);
  const [, setConsentChanged] = useState(0);
  const consented = hasEmbedConsent(url);
  return (
    <div className={classes.page} data-testid="embedded-page">
      <Bar name={<UserText>{name}</UserText>} url={consented ? url : null} onExit={exit} />
      <div className={classes.body}>
        {consented ? (
          <EmbedFrame url={url} title={frameTitle} />
        ) : (
          <ConsentNotice url={url} onExit={exit} onAccept={() => { rememberEmbedConsent(url); setConsentChanged((n) => n + 1); }} />
        )}
      </div>
    </div>
  );
}

/** An embedded space (spec 2 "Embedded space"): a page of another site in a full-size, sandboxed frame. */
export function EmbeddedPage({ eventSlug, spaceSlug }: SpacePageProps) {
  const { t } = useTranslation();
  const exit = useExit(eventSlug);
  const space = useQuery(embeddedSpaceQuery(eventSlug, spaceSlug));
  const [, setConsentChanged] = useState(0);
  const status = space.error instanceof ApiRequestError ? space.error.status : null;

  if (status === 403) return <ClosedSpacePage eventSlug={eventSlug} title={t('embedded.closed')} text={t('shell.space.closed')} />;

  const url = space.data?.embed_url ?? null;
  const name = space.data ? <UserText>{space.data.meta.name}</UserText> : <Skeleton h={20} w={180} />;
  let body: ReactNode;
  if (space.isPending) body = <Skeleton h="100%" radius={0} data-testid="embedded-pending" />;
  else if (status === 404) {
    body = (
      <EmptyPanel icon={<IconFileUnknown size={28} stroke={1.6} />} title={t('embedded.not_found.title')} description={t('embedded.not_found.text')}
        action={<Button onClick={() => void exit()}>{t('embedded.exit')}</Button>} data-testid="embedded-not-found" />
    );
  } else if (space.isError) body = <ErrorPanel onRetry={() => void space.refetch()} />;
  else if (!url) body = <EmptyPanel title={t('embedded.empty.title')} description={t('embedded.empty.text')} data-testid="embedded-empty" />;
  else if (!hasEmbedConsent(url)) {
    body = <ConsentNotice url={url} onExit={exit} onAccept={() => { rememberEmbedConsent(url); setConsentChanged((n) => n + 1); }} />;
  } else body = <EmbedFrame url={url} title={t('embedded.frame_title', { name: space.data?.meta.name ?? '' })} />;

  return (
    <div className={classes.page} data-testid="embedded-page">
      <Bar name={status === 404 ? t('embedded.title') : name} url={url && hasEmbedConsent(url) ? url : null} onExit={exit} />
      <div className={classes.body}>{body}</div>
    </div>
  );
}
