import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconDoorExit } from '@tabler/icons-react';
import { Suspense, useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/api/errors';
import { useConsoleAccess } from '@/shared/session/console-access';
import { useCurrentUser, useSignOut, useTokens } from '@/shared/session/session';
import { brandStore } from '@/shared/theme/brand-store';
import { BrandMark } from '@/shared/ui/brand-mark';
import { LoadingScreen, PageLoader } from '@/shared/ui/loading-screen';
import { ErrorPanel } from '@/shared/ui/page-state';
import { PublicPage } from '@/shared/ui/public-page';
import type { ConsolePlace } from './console-app';
import { ConsoleLayout } from './console-layout';
import { ConsoleSignIn } from './console-sign-in';

/**
 * `/manage`: the console's own sign-in while nobody is signed in, then its frame around the section the
 * address names. It wears Foyer's colours, not those of the last event visited.
 */
export function ConsoleRoot({ place, children }: { place: ConsolePlace; children: ReactNode }) {
  const signedIn = useTokens() !== null;
  useEffect(() => brandStore.set(null), []);
  return signedIn ? <SignedInConsole place={place}>{children}</SignedInConsole> : <ConsoleSignIn />;
}

function SignedInConsole({ place, children }: { place: ConsolePlace; children: ReactNode }) {
  const { t } = useTranslation();
  const { access, status, error, refetch } = useConsoleAccess();
  if (status === 'error') {
    return (
      <PublicPage testId="console-failed">
        <ErrorPanel description={errorMessage(error, t('console.load_failed'))} onRetry={() => void refetch()} />
      </PublicPage>
    );
  }
  if (!access) return <LoadingScreen label={t('console.loading')} />;
  if (access.instanceRoles.length === 0) return <NothingToManage />;
  return (
    <ConsoleLayout access={access} place={place}>
      <Suspense fallback={<PageLoader />}>{children}</Suspense>
    </ConsoleLayout>
  );
}

/** Signed in, but holding no role in any event and no administrator: say so, and offer another account. */
function NothingToManage() {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  const signOut = useSignOut();
  return (
    <PublicPage testId="console-nothing">
      <Stack gap="lg">
        <Group gap="md" wrap="nowrap">
          <BrandMark size={44} />
          <Title order={1} size="h3">
            {t('console.nothing.title')}
          </Title>
        </Group>
        <Text c="dimmed">{t('console.nothing.body', { email: user?.email ?? '' })}</Text>
        <Button variant="default" leftSection={<IconDoorExit size={18} aria-hidden />} onClick={() => void signOut()}>
          {t('console.sign_out_other')}
        </Button>
      </Stack>
    </PublicPage>
  );
}
