import { Button, EmptyState, Skeleton, Stack, type EmptyStateProps } from '@mantine/core';
import { IconAlertTriangle, IconInbox } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface StateProps extends Omit<EmptyStateProps, 'title'> {
  title?: ReactNode;
  description?: ReactNode;
  icon?: ReactNode;
  action?: ReactNode;
}

/** 'No data available' and what to do next. */
export function EmptyPanel({ title, description, icon, action, ...props }: StateProps) {
  const { t } = useTranslation();
  return (
    <EmptyState
      py="xl"
      variant="light"
      icon={icon ?? <IconInbox size={28} stroke={1.6} />}
      title={title ?? t('common.no_data_available')}
      description={description}
      {...props}
    >
      {action ? <EmptyState.Actions>{action}</EmptyState.Actions> : null}
    </EmptyState>
  );
}

/** An error with its message and a retry button. */
export function ErrorPanel({ title, description, onRetry, ...props }: StateProps & { onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      py="xl"
      variant="light"
      color="red"
      role="alert"
      icon={<IconAlertTriangle size={28} stroke={1.6} />}
      title={title ?? t('common.error_title')}
      description={description}
      {...props}
    >
      {onRetry ? (
        <EmptyState.Actions>
          <Button variant="light" onClick={onRetry}>
            {t('common.retry')}
          </Button>
        </EmptyState.Actions>
      ) : null}
    </EmptyState>
  );
}

/** Rows the shape of what is loading, said to be loading to screen readers. */
export function LoadingRows({ count, height, testId }: { count: number; height: number; testId?: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" role="status" aria-label={t('common.loading')} data-testid={testId}>
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} height={height} radius="md" aria-hidden />
      ))}
    </Stack>
  );
}
