import { Alert, Button, Loader, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/api/errors';
import { PublicPage } from '@/shared/ui/public-page';
import { currentUserQuery, useSignIn, useTokens } from '@/features/session/session';
import { lastEvent } from '@/features/session/last-event';
import { reactivateAccount } from '../api';

type State = { status: 'waiting' } | { status: 'incomplete' } | { status: 'same-account' } | { status: 'done' } | { status: 'failed'; message: string };

/**
 * /reactivate-account?code=…&email=…: the mailed link is exchanged for tokens only when both are present
 * and the address differs from the signed-in person's; then the current user is loaded again (spec 3).
 */
export function ReactivateAccountPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const code = params.get('code')?.trim() ?? '';
  const email = params.get('email')?.trim().toLowerCase() ?? '';
  const tokens = useTokens();
  const signedIn = useQuery({ ...currentUserQuery(null), enabled: tokens !== null });
  const signIn = useSignIn();
  const [state, setState] = useState<State>({ status: 'waiting' });
  const started = useRef(false);
  const last = lastEvent.get();

  const complete = Boolean(code && email);
  // The link is for the account signed in here already: nothing to exchange.
  const sameAccount = signedIn.data?.email.toLowerCase() === email;
  useEffect(() => {
    if (started.current || !complete || sameAccount) return;
    if (tokens && signedIn.isPending) return;
    started.current = true;
    reactivateAccount(code, email)
      .then((pair) => signIn(pair, null))
      .then(() => setState({ status: 'done' }))
      .catch((error: unknown) => setState({ status: 'failed', message: errorMessage(error, t('account.reactivation_failed')) }));
  }, [complete, sameAccount, code, email, tokens, signedIn.isPending, signIn, t]);
  const shown: State = !complete ? { status: 'incomplete' } : state.status === 'waiting' && sameAccount ? { status: 'same-account' } : state;

  const onward = (
    <Button component={Link} to={last ? `/${last}` : '/'} variant="light">
      {last ? t('account.to_event') : t('account.to_home')}
    </Button>
  );

  return (
    <PublicPage testId="reactivate-account-page">
      <Stack gap="md" align="center" ta="center">
        <Title order={1} size="h2">
          {t('account.reactivate_title')}
        </Title>
        {shown.status === 'waiting' ? (
          <Stack align="center" gap="xs" role="status" aria-live="polite">
            <Loader type="dots" />
            <Text>{t('account.reactivating')}</Text>
          </Stack>
        ) : null}
        {shown.status === 'done' ? (
          <>
            <IconCircleCheck size={40} color="var(--mantine-color-green-6)" aria-hidden />
            <Text data-testid="reactivated">{t('account.reactivated')}</Text>
            {onward}
          </>
        ) : null}
        {shown.status === 'same-account' ? (
          <>
            <Text>{t('account.already_signed_in')}</Text>
            {onward}
          </>
        ) : null}
        {shown.status === 'incomplete' || shown.status === 'failed' ? (
          <>
            <Alert color="red" icon={<IconAlertTriangle size={18} aria-hidden />} title={t('account.reactivation_failed')} role="alert" ta="left" w="100%">
              {shown.status === 'failed' ? shown.message : t('account.link_incomplete')}
            </Alert>
            <Button component={Link} to="/" variant="light">
              {t('account.to_home')}
            </Button>
          </>
        ) : null}
      </Stack>
    </PublicPage>
  );
}
