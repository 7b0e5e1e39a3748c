import { Alert, Avatar, Button, Center, Group, Loader, Modal, Paper, Skeleton, Stack, Text, Textarea, ThemeIcon, Title } from '@mantine/core';
import { IconArrowsShuffle, IconDoorExit, IconFlag, IconPlayerTrackNext } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { chatRouletteErrorCodes, reportReasonMaxLength, type BasicUser } from '@foyer/contracts';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FramedPage } from '@/features/embedded';
import { ClosedSpacePage } from '@/features/spaces';
import type { SpacePageProps } from '@/shared/plug-ins/space-pages';
import { CallRoom } from '@/features/videocalls';
import { ApiRequestError, errorMessage } from '@/shared/api/errors';
import { localiseServerText } from '@/shared/api/server-texts';
import { realtime } from '@/shared/realtime';
import { notify } from '@/shared/notify/notify';
import { ErrorPanel } from '@/shared/ui/page-state';
import { UserText } from '@/shared/ui/user-text';
import { reportPartner, rouletteKeys, rouletteSpaceQuery } from '../api';
import { useRoulette } from '../use-roulette';
import classes from './chat-roulette.module.css';
import { personName } from '@/shared/ui/person-name';


/**
 * The chat roulette (spec 2 "Chat roulette", decision 0043): start, "looking for someone", the pair's call
 * with the partner's card, Next, Report and Exit. Do-not-disturb is on while in it (the server's doing).
 */
export function ChatRoulettePage({ eventSlug, spaceSlug }: SpacePageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const space = useQuery(rouletteSpaceQuery(eventSlug, spaceSlug));
  const meta = space.data?.meta;
  const waiting = space.data?.waiting ?? 0;
  const { standing, join, next, exit } = useRoulette(eventSlug, meta?.id ?? null);
  const [reporting, setReporting] = useState<BasicUser | null>(null);
  const [leaving, setLeaving] = useState(false);
  const framedUrl = space.data?.embedded_url ?? null;
  const queryClient = useQueryClient();

  // The organisers changed the roulette (a framed page instead of ours, the round's length): read it again.
  useEffect(
    () =>
      realtime.on('updated_chatroulette', (change) => {
        if (change.slug === spaceSlug || change.space_id === meta?.id) void queryClient.invalidateQueries({ queryKey: rouletteKeys.space(eventSlug, spaceSlug) });
      }),
    [queryClient, eventSlug, spaceSlug, meta?.id],
  );
  // Ours pairs nobody in a framed roulette: whoever was in our queue leaves it.
  useEffect(() => {
    if (framedUrl) exit();
  }, [framedUrl, exit]);

  const leave = useCallback(() => {
    exit();
    setLeaving(true);
  }, [exit]);
  // Out of the call first (no leave prompt), then away.
  useEffect(() => {
    if (leaving) void navigate(`/${eventSlug}`);
  }, [leaving, navigate, eventSlug]);

  const closed = space.error instanceof ApiRequestError && space.error.status === 403;
  if (closed) return <ClosedSpacePage eventSlug={eventSlug} title={t('chatroulette.closed')} text={t('shell.space.closed')} />;
  if (space.isError) return <ErrorPanel onRetry={() => void space.refetch()} />;
  if (!meta) {
    return (
      <Center className={classes.page} data-testid="roulette-loading">
        <Skeleton height={320} maw={520} w="100%" radius="lg" />
      </Center>
    );
  }

  if (framedUrl) return <FramedPage eventSlug={eventSlug} name={meta.name} url={framedUrl} frameTitle={t('chatroulette.frame_title', { name: meta.name })} />;

  if (standing.phase === 'paired') {
    const partner = standing.partner;
    const banner = <PairBanner partner={partner} roundEndsAt={standing.roundEndsAt} onNext={() => void next()} onReport={() => setReporting(partner)} onExit={leave} />;
    return (
      <>
        <CallRoom key={standing.videocallId} eventSlug={eventSlug} videocallId={standing.videocallId} goBack={leave} banner={banner} noAdmin />
        <ReportModal key={reporting?.id ?? 0} eventSlug={eventSlug} slug={spaceSlug} partner={reporting} onClose={() => setReporting(null)} />
      </>
    );
  }

  let body;
  if (standing.phase === 'joining' || standing.phase === 'waiting') {
    body = (
      <Stack gap="md" align="center" ta="center" data-testid="roulette-waiting">
        <Loader color="brand" aria-hidden />
        <Title order={1} size="h2" role="status" aria-live="polite">
          {t('chatroulette.waiting.title')}
        </Title>
        <Text c="dimmed">{t('chatroulette.waiting.text')}</Text>
        <Button variant="default" leftSection={<IconDoorExit size={16} aria-hidden />} onClick={leave} data-testid="roulette-exit">
          {t('chatroulette.exit')}
        </Button>
      </Stack>
    );
  } else {
    const failed = standing.phase === 'failed' ? standing : null;
    body = (
      <Stack gap="md" align="flex-start" data-testid="roulette-intro">
        <ThemeIcon size={56} radius="md" variant="light" aria-hidden>
          <IconArrowsShuffle size={30} stroke={1.6} />
        </ThemeIcon>
        <div>
          <Text size="sm" c="dimmed" fw={500}>
            {t('shell.space_types.chat_roulette')}
          </Text>
          <Title order={1} size="h2">
            <UserText>{meta.name}</UserText>
          </Title>
        </div>
        <Text>{t('chatroulette.intro.text')}</Text>
        <Text size="sm" c="dimmed">
          {t('chatroulette.intro.dnd')}
        </Text>
        <Text size="sm" fw={600} data-testid="roulette-count">
          {waiting === 0 ? t('chatroulette.intro.nobody') : t('chatroulette.intro.waiting', { count: waiting })}
        </Text>
        {failed ? (
          <Alert color="red" variant="light" w="100%" data-testid="roulette-failed">
            {failed.code === chatRouletteErrorCodes.elsewhere
              ? t('chatroulette.elsewhere')
              : failed.code === chatRouletteErrorCodes.nameRequired
                ? t('chatroulette.name_required')
                : (failed.detail ? localiseServerText(failed.detail) : t('chatroulette.failed'))}
          </Alert>
        ) : null}
        <Group>
          <Button size="md" leftSection={<IconArrowsShuffle size={18} aria-hidden />} onClick={() => void join()} data-testid="roulette-start">
            {failed ? t('chatroulette.try_again') : t('chatroulette.start')}
          </Button>
          <Button size="md" variant="default" onClick={() => void navigate(`/${eventSlug}`)}>
            {t('shell.space.back_home')}
          </Button>
        </Group>
      </Stack>
    );
  }

  return (
    <Center className={classes.page}>
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 40 }} maw={560} w="100%" shadow="xs">
        {body}
      </Paper>
    </Center>
  );
}

/**
 * Whom I talk with, and the roulette's own buttons: Next and Report together, Exit roulette apart from them
 * and quiet (the call's red Leave sits in the bar below; in several languages both were the same word).
 */
export function PairBanner({ partner, roundEndsAt = null, onNext, onReport, onExit }: {
  partner: BasicUser; roundEndsAt?: string | null; onNext: () => void; onReport: () => void; onExit: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className={classes.banner} data-testid="roulette-pair">
      <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
        <Avatar src={partner.mugshot} name={partner.mugshot ? undefined : personName(partner)} color="brand" radius="xl" size={40} alt="" />
        <div style={{ minWidth: 0 }}>
          <Text size="xs" c="gray.4">
            {t('chatroulette.pair.with')}
          </Text>
          <Text fw={700} truncate data-testid="roulette-partner">
            <UserText>{personName(partner)}</UserText>
          </Text>
          {roundEndsAt ? <RoundClock endsAt={roundEndsAt} /> : null}
        </div>
      </Group>
      <div className={classes.actions}>
        <Group gap="xs">
          <Button color="teal.9" leftSection={<IconPlayerTrackNext size={16} aria-hidden />} onClick={onNext} data-testid="roulette-next">
            {t('chatroulette.next')}
          </Button>
          <Button variant="white" color="red.9" leftSection={<IconFlag size={16} aria-hidden />} onClick={onReport} data-testid="roulette-report">
            {t('chatroulette.report.button')}
          </Button>
        </Group>
        <Button variant="subtle" color="gray.0" className={classes.exit} leftSection={<IconDoorExit size={16} aria-hidden />} onClick={onExit} data-testid="roulette-exit">
          {t('chatroulette.exit')}
        </Button>
      </div>
    </div>
  );
}

/** How long until the round ends and both are paired anew (the server ends it; this only counts down). */
function RoundClock({ endsAt }: { endsAt: string }) {
  const { t } = useTranslation();
  const left = useSecondsUntil(endsAt);
  const time = `${Math.floor(left / 60)}:${String(left % 60).padStart(2, '0')}`;
  return (
    <Text size="xs" c="gray.4" data-testid="roulette-round">
      {t('chatroulette.pair.round_ends', { time })}
    </Text>
  );
}

/** Whole seconds until `at`, never below 0, ticking once a second. */
function useSecondsUntil(at: string): number {
  const left = () => Math.max(0, Math.ceil((new Date(at).getTime() - Date.now()) / 1000));
  const [seconds, setSeconds] = useState(left);
  useEffect(() => {
    const timer = window.setInterval(() => setSeconds(left()), 1000);
    return () => window.clearInterval(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `left` reads only `at`
  }, [at]);
  return seconds;
}

/** Reporting the partner: a reason, then the report; the pair ends and the two never meet here again. Keyed by the partner: a fresh form each time. */
function ReportModal({ eventSlug, slug, partner, onClose }: { eventSlug: string; slug: string; partner: BasicUser | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const send = async () => {
    if (!partner) return;
    if (!reason.trim()) {
      setError(t('chatroulette.report.reason_required'));
      return;
    }
    setSending(true);
    try {
      await reportPartner(eventSlug, slug, partner.id, reason.trim());
      notify.success(t('chatroulette.report.sent'), { id: 'roulette-report-sent' });
      onClose();
    } catch (err) {
      setError(errorMessage(err, t('chatroulette.report.failed')));
    } finally {
      setSending(false);
    }
  };
  return (
    <Modal opened={partner !== null} onClose={onClose} centered title={t('chatroulette.report.title', { name: partner ? personName(partner) : '' })} closeButtonProps={{ 'aria-label': t('common.close') }}>
      <Stack>
        <Text size="sm">{t('chatroulette.report.text')}</Text>
        <Textarea
          label={t('chatroulette.report.reason')}
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
          maxLength={reportReasonMaxLength}
          autosize
          minRows={3}
          error={error}
          data-autofocus
          data-testid="roulette-report-reason"
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button color="red.9" loading={sending} onClick={() => void send()} data-testid="roulette-report-send">
            {t('chatroulette.report.send')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
