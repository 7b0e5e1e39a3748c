import { Button, Group, Loader, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconArrowLeft, IconBrowserX, IconClock, IconHandStop } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import classes from './call-room.module.css';

/** A message in the middle of the dark room: joining, waiting, refused, failed. */
export function CallPanel({ icon, title, children, actions, testId, busy = false }: { icon?: ReactNode; title: string; children?: ReactNode; actions?: ReactNode; testId: string; busy?: boolean }) {
  return (
    <div className={classes.panel}>
      <Paper radius="lg" p={{ base: 'lg', sm: 32 }} maw={480} w="100%" shadow="md" c="var(--mantine-color-text)" data-testid={testId} role={busy ? 'status' : undefined} aria-live={busy ? 'polite' : undefined}>
        <Stack gap="md" align="center" ta="center">
          {icon}
          <Title order={1} size="h3">
            {title}
          </Title>
          {children}
          {actions ? <Group justify="center">{actions}</Group> : null}
        </Stack>
      </Paper>
    </div>
  );
}

export function BackButton({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation();
  return (
    <Button variant="default" leftSection={<IconArrowLeft size={16} aria-hidden />} onClick={onBack}>
      {t('videocall.back')}
    </Button>
  );
}

export function JoiningPanel({ label }: { label: string }) {
  return <CallPanel testId="call-joining" title={label} icon={<Loader color="brand" />} busy />;
}

export function FailedPanel({ detail, onRetry, onBack }: { detail: string | null; onRetry?: () => void; onBack: () => void }) {
  const { t } = useTranslation();
  return (
    <CallPanel
      testId="call-failed"
      title={t('videocall.failed_to_join')}
      icon={
        <ThemeIcon size={56} radius="xl" color="red" variant="light" aria-hidden>
          <IconAlertTriangle size={30} />
        </ThemeIcon>
      }
      actions={
        <>
          <BackButton onBack={onBack} />
          {onRetry ? <Button onClick={onRetry}>{t('videocall.try_again')}</Button> : null}
        </>
      }
    >
      {detail ? <Text c="dimmed">{detail}</Text> : null}
    </CallPanel>
  );
}

/** Waiting for an answer to one's request; `hostAway`: the call's admin is not in it (an organiser may answer, decision 0067). */
export function WaitingForAccessPanel({ onCancel, hostAway = false }: { onCancel: () => void; hostAway?: boolean }) {
  const { t } = useTranslation();
  return (
    <CallPanel
      testId="call-waiting-access"
      title={t('videocall.access.waiting_title')}
      icon={
        <ThemeIcon size={56} radius="xl" color="orange" variant="light" aria-hidden>
          <IconClock size={30} />
        </ThemeIcon>
      }
      actions={
        <Button variant="default" onClick={onCancel} data-testid="cancel-access-request">
          {t('videocall.access.cancel')}
        </Button>
      }
      busy
    >
      <Loader type="dots" color="orange" aria-hidden />
      <Text c="dimmed">{t(hostAway ? 'videocall.access.waiting_away' : 'videocall.access.waiting_body')}</Text>
    </CallPanel>
  );
}

export function MessagePanel({ message, onBack, testId }: { message: string; onBack: () => void; testId: string }) {
  return (
    <CallPanel
      testId={testId}
      title={message}
      icon={
        <ThemeIcon size={56} radius="xl" color="gray" variant="light" aria-hidden>
          <IconHandStop size={30} />
        </ThemeIcon>
      }
      actions={<BackButton onBack={onBack} />}
    />
  );
}

/** Video calls need WebRTC and camera access (spec 1 §8: the browser-not-supported message). */
export function BrowserNotSupportedPanel({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation();
  return (
    <CallPanel
      testId="call-browser-not-supported"
      title={t('videocall.browser_not_supported')}
      icon={
        <ThemeIcon size={56} radius="xl" color="orange" variant="light" aria-hidden>
          <IconBrowserX size={30} />
        </ThemeIcon>
      }
      actions={
        <>
          <BackButton onBack={onBack} />
          <Button component={Link} to="/my-browser">
            {t('videocall.check_browser')}
          </Button>
        </>
      }
    >
      <Text c="dimmed">{t('videocall.browser_not_supported_hint')}</Text>
    </CallPanel>
  );
}
