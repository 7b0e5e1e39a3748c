import { Alert, Button, List, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/api/errors';
import { tokenStore } from '@/shared/api/tokens';
import { PublicPage } from '@/shared/ui/public-page';
import { clearPersonalCache, useTokens } from '@/features/session/session';
import { lastEvent } from '@/features/session/last-event';
import { removeAccount } from '../api';

/** /remove-account: what removal erases, a confirmation, then the removal; signed out afterwards. */
export function RemoveAccountPage() {
  const { t } = useTranslation();
  const tokens = useTokens();
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
    <PublicPage testId="remove-account-page">
      <Stack gap="md">
        <Title order={1} size="h2">
          {t('account.remove_title')}
        </Title>
        {tokens ? (
          <>
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
        ) : (
          <>
            <Text>{t('account.sign_in_first')}</Text>
            <Button component={Link} to={last ? `/${last}/enterevent` : '/'} variant="light">
              {t('account.to_sign_in')}
            </Button>
          </>
        )}
      </Stack>
    </PublicPage>
  );
}
