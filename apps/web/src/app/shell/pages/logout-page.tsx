import { Loader, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PublicPage } from '@/shared/ui/public-page';
import { lastEvent } from '@/shared/session/last-event';
import { signOut } from '@/shared/session/session';

/** /logout: shows 'Logging out', revokes the sign-in, then goes to the last event's entry page (or /). */
export function LogoutPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const started = useRef(false);

  useEffect(() => {
    // Once, even when React runs effects twice in development.
    if (started.current) return;
    started.current = true;
    void signOut(queryClient).then(() => {
      const last = lastEvent.get();
      void navigate(last ? `/${last}/enterevent` : '/', { replace: true });
    });
  }, [navigate, queryClient]);

  return (
    <PublicPage testId="logout-page">
      <Stack align="center" gap="md" py="lg" role="status" aria-live="polite">
        <Loader type="dots" />
        <Text fw={600} size="lg">
          {t('logout.logging_out')}
        </Text>
      </Stack>
    </PublicPage>
  );
}
