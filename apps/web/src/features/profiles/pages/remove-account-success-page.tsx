import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PublicPage } from '@/shared/ui/public-page';

/** /remove-account-success: the account is gone; the reactivation link is in the person's mail. */
export function RemoveAccountSuccessPage() {
  const { t } = useTranslation();
  return (
    <PublicPage testId="remove-account-success-page">
      <Stack gap="md" align="center" ta="center">
        <ThemeIcon size={56} radius="xl" variant="light" color="green">
          <IconCircleCheck size={32} aria-hidden />
        </ThemeIcon>
        <Title order={1} size="h2">
          {t('account.removed_title')}
        </Title>
        <Text>{t('account.removed_text')}</Text>
        <Button component={Link} to="/" variant="light">
          {t('account.to_home')}
        </Button>
      </Stack>
    </PublicPage>
  );
}
