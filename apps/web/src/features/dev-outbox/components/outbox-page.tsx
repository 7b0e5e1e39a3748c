import { Anchor, Badge, Container, Group, Loader, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconMailOff, IconInbox } from '@tabler/icons-react';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { OutboxMessage as OutboxMessageData } from '@foyer/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessage } from '@/shared/api/errors';
import { BrandMark } from '@/shared/ui/brand-mark';
import { EmptyPanel, ErrorPanel } from '@/shared/ui/page-state';
import { isOutboxOff, outboxQuery } from '../api';
import { OutboxMessage } from './outbox-message';
import classes from './outbox.module.css';

/** /dev/outbox: the mail a development server kept instead of sending (sign-in codes, mostly). */
export function OutboxPage() {
  const { t } = useTranslation();
  const outbox = useQuery(outboxQuery());

  return (
    <div className={classes.page}>
      <Container size={880} py={{ base: 24, sm: 40 }} component="main">
        <div className={classes.header}>
          <Group gap="md" wrap="nowrap" align="flex-start">
            <BrandMark size={44} />
            <div>
              <Title order={1} size="h2">
                {t('outbox.title')}
              </Title>
              <Text c="gray.7" size="sm">
                {t('outbox.subtitle')}
              </Text>
            </div>
          </Group>
          {outbox.data ? (
            <Group gap="xs" wrap="nowrap">
              {outbox.isFetching ? <Loader size={14} aria-label={t('outbox.refreshing')} /> : <span className={classes.live} aria-hidden />}
              <Badge variant="light" size="lg" radius="sm" tt="none">
                {t('outbox.count', { count: outbox.data.length })}
              </Badge>
            </Group>
          ) : null}
        </div>
        <OutboxBody outbox={outbox} />
      </Container>
    </div>
  );
}

function OutboxBody({ outbox }: { outbox: UseQueryResult<OutboxMessageData[]> }) {
  const { t } = useTranslation();
  if (outbox.isPending) {
    return (
      <Stack gap="md" aria-busy>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} height={220} radius="lg" />
        ))}
      </Stack>
    );
  }
  if (outbox.isError) {
    if (isOutboxOff(outbox.error)) {
      return (
        <EmptyPanel icon={<IconMailOff size={28} stroke={1.6} />} title={t('outbox.off.title')} description={t('outbox.off.description')} />
      );
    }
    return <ErrorPanel title={t('outbox.error.title')} description={errorMessage(outbox.error, '')} onRetry={() => void outbox.refetch()} />;
  }
  if (outbox.data.length === 0) {
    return (
      <EmptyPanel
        icon={<IconInbox size={28} stroke={1.6} />}
        title={t('outbox.empty.title')}
        description={t('outbox.empty.description')}
        action={
          <Anchor component={Link} to="/demo/enterevent/" fw={600}>
            {t('outbox.empty.action')}
          </Anchor>
        }
      />
    );
  }
  return (
    <Stack gap="md" component="section" aria-live="polite">
      {outbox.data.map((message) => (
        <OutboxMessage key={`${message.sent_at}-${message.to}-${message.subject}`} message={message} />
      ))}
    </Stack>
  );
}
