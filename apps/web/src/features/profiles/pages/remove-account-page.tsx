import { Alert, Button, Divider, List, Loader, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/api/errors';
import { tokenStore } from '@/shared/api/tokens';
import { PublicPage } from '@/shared/ui/public-page';
import { UserText } from '@/shared/ui/user-text';
import { clearPersonalCache } from '@/shared/session/session';
import { lastEvent } from '@/shared/session/last-event';
import { exchangeRemovalLink, removeAccount } from '../api';
import { RemovalLinkForm } from '../removal-link-form';
import { useLinkSignIn } from '../use-link-sign-in';

/**
 * /remove-account: what removal erases, a confirmation, then the removal; signed out afterwards. A mailed
 * link (`?code=…&email=…`) is exchanged for a sign-in first, only when both are present and the address
 * differs from the signed-in person's (spec 3 §2); someone not signed in can ask for such a link here.
 */
export function RemoveAccountPage() {
  const { t } = useTranslation();
  const { link, email: linkEmail, tokens, signedIn } = useLinkSignIn(exchangeRemovalLink, t('account.link_invalid'));

  let body;
  if (link.status === 'exchanging' || (tokens && signedIn.isPending)) {
    body = (
      <Stack align="center" gap="xs" role="status" aria-live="polite" py="md">
        <Loader type="dots" />
        <Text>{link.status === 'exchanging' ? t('account.opening_link') : t('common.loading')}</Text>
      </Stack>
    );
  } else if (link.status === 'failed') {
    body = (
      <>
        <Alert color="red" icon={<IconAlertTriangle size={18} aria-hidden />} title={t('account.link_failed_title')} role="alert" data-testid="removal-link-failed">
          {link.message}
        </Alert>
        <Text>{t('account.link_again')}</Text>
        <RemovalLinkForm initialEmail={linkEmail} />
      </>
    );
  } else if (tokens && signedIn.data) {
    body = <Removal email={signedIn.data.email} />;
  } else {
    body = <SignedOut />;
  }

  return (
    <PublicPage testId="remove-account-page">
      <Stack gap="md">
        <Title order={1} size="h2">
          {t('account.remove_title')}
        </Title>
        {body}
      </Stack>
    </PublicPage>
  );
}

/** The signed-in person's removal: what it erases, then a confirmation. */
function Removal({ email }: { email: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<'idle' | 'loading' | 'failed'>('idle');
  const [failure, setFailure] = useState('');
  const last = lastEvent.get();

  const remove = async () => {
    setStatus('loading');
    try {
      await removeAccount();
      // Every sign-in of the account has ended on the server: only the local copy is left to drop.
      tokenStore.clear();
      clearPersonalCache(queryClient);
      void navigate('/remove-account-success', { replace: true });
    } catch (error) {
      setStatus('failed');
      setFailure(errorMessage(error, t('account.remove_failed')));
    }
  };

  const confirm = () =>
    modals.openConfirmModal({
      title: t('account.confirm_title'),
      children: <Text size="sm">{t('account.confirm_text')}</Text>,
      labels: { confirm: t('account.confirm_button'), cancel: t('common.cancel') },
      confirmProps: { color: 'red.9', 'data-testid': 'confirm-removal' },
      closeButtonProps: { 'aria-label': t('common.close') },
      onConfirm: () => void remove(),
    });

  return (
    <>
      <Text size="sm" c="gray.7" data-testid="removal-account">
        {t('account.removing_account')} <Text span fw={600} c="dark"><UserText>{email}</UserText></Text>
      </Text>
      <Text>{t('account.remove_intro')}</Text>
      <List size="sm" spacing={4}>
        <List.Item>{t('account.erased_profile')}</List.Item>
        <List.Item>{t('account.erased_private')}</List.Item>
        <List.Item>{t('account.kept_public')}</List.Item>
        <List.Item>{t('account.reactivation_note')}</List.Item>
      </List>
      {status === 'failed' ? (
        <Alert color="red" icon={<IconAlertTriangle size={18} aria-hidden />} role="alert">
          {failure}
        </Alert>
      ) : null}
      <Stack gap="xs">
        <Button color="red.9" onClick={confirm} loading={status === 'loading'} data-testid="remove-account">
          {t('account.remove_button')}
        </Button>
        <Button component={Link} to={last ? `/${last}` : '/'} variant="subtle">
          {t('account.keep_account')}
        </Button>
      </Stack>
    </>
  );
}

/** Not signed in: a removal link by e-mail, or signing in to the last event. */
function SignedOut() {
  const { t } = useTranslation();
  const last = lastEvent.get();
  return (
    <>
      <Text>{t('account.link_intro')}</Text>
      <RemovalLinkForm />
      {last ? (
        <>
          <Divider label={t('account.or')} labelPosition="center" />
          <Button component={Link} to={`/${last}/enterevent`} variant="default">
            {t('account.to_sign_in')}
          </Button>
        </>
      ) : null}
    </>
  );
}
