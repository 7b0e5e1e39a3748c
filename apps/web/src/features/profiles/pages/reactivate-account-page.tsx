import { Alert, Button, Loader, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PublicPage } from '@/shared/ui/public-page';
import { lastEvent } from '@/shared/session/last-event';
import { reactivateAccount } from '../api';
import { useLinkSignIn } from '../use-link-sign-in';

/**
 * /reactivate-account?code=…&email=…: the mailed link is exchanged for tokens only when both are present
 * and the address differs from the signed-in person's; then the current user is loaded again (spec 3).
 */
export function ReactivateAccountPage() {
  const { t } = useTranslation();
  const { link } = useLinkSignIn(reactivateAccount, t('account.reactivation_failed'));
  const last = lastEvent.get();

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
        {link.status === 'exchanging' ? (
          <Stack align="center" gap="xs" role="status" aria-live="polite">
            <Loader type="dots" />
            <Text>{t('account.reactivating')}</Text>
          </Stack>
        ) : null}
        {link.status === 'done' ? (
          <>
            <IconCircleCheck size={40} color="var(--mantine-color-green-6)" aria-hidden />
            <Text data-testid="reactivated">{t('account.reactivated')}</Text>
            {onward}
          </>
        ) : null}
        {link.status === 'same-account' ? (
          <>
            <Text>{t('account.already_signed_in')}</Text>
            {onward}
          </>
        ) : null}
        {link.status === 'incomplete' || link.status === 'failed' ? (
          <>
            <Alert color="red" icon={<IconAlertTriangle size={18} aria-hidden />} title={t('account.reactivation_failed')} role="alert" ta="left" w="100%">
              {link.status === 'failed' ? link.message : t('account.link_incomplete')}
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
