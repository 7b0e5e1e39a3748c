import { Badge, Loader, Tooltip } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRealtimeStatus } from '@/shared/realtime';

/** Grace period before a missing realtime login is worth showing (a normal login takes well under it). */
const GRACE_MS = 4000;

/** 'Waiting for server connection' while the realtime connection is not logged in for a while. */
export function ConnectionIndicator({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const { loggedIn } = useRealtimeStatus();
  const [late, setLate] = useState(false);
  useEffect(() => {
    if (loggedIn) return;
    const timer = setTimeout(() => setLate(true), GRACE_MS);
    return () => {
      clearTimeout(timer);
      setLate(false);
    };
  }, [loggedIn]);
  if (loggedIn || !late) return null;
  const label = t('errors.waiting_for_server');
  return (
    <Tooltip label={label}>
      <Badge
        variant="light"
        color="orange"
        size="lg"
        radius="md"
        role="status"
        aria-label={label}
        leftSection={<Loader size={12} color="orange" type="oval" aria-hidden />}
        data-testid="connection-indicator"
      >
        {compact ? null : label}
      </Badge>
    </Tooltip>
  );
}
