import { Button, Card, Group, NumberInput, Skeleton, Stack, Switch, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { AnalyticsSettings } from '@foyer/contracts';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/api/errors';
import { notify, toast } from '@/shared/notify/notify';
import { analyticsSettingsQuery, saveAnalyticsSettings } from './analytics-api';

/** How long the raw page views are kept (the figures stay): kept with the event, or a number of days. */
export function RetentionCard({ eventSlug }: { eventSlug: string }) {
  const { t } = useTranslation();
  const settings = useQuery(analyticsSettingsQuery(eventSlug));
  return (
    <Card withBorder radius="md" padding="lg" data-testid="analytics-retention">
      <Stack gap="sm">
        <Title order={2} size="h4">{t('manage_analytics.retention.title')}</Title>
        <Text size="sm" c="dimmed">{t('manage_analytics.retention.body')}</Text>
        {settings.data ? <RetentionForm eventSlug={eventSlug} saved={settings.data} /> : <Skeleton h={36} w={320} />}
      </Stack>
    </Card>
  );
}

function RetentionForm({ eventSlug, saved: stored }: { eventSlug: string; saved: AnalyticsSettings }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [limited, setLimited] = useState(stored.retention_days !== null);
  const [days, setDays] = useState<number | string>(stored.retention_days ?? 30);
  const save = useMutation({
    mutationFn: () => saveAnalyticsSettings(eventSlug, { retention_days: limited ? Number(days) : null }),
    onSuccess: (saved) => {
      queryClient.setQueryData(analyticsSettingsQuery(eventSlug).queryKey, saved);
      toast(t('manage_analytics.retention.saved'));
    },
    onError: (error) => notify.error(errorMessage(error, t('manage_analytics.retention.save_failed'))),
  });
  return (
    <Group align="flex-end" gap="md">
      <Switch checked={limited} onChange={(e) => setLimited(e.currentTarget.checked)} label={t('manage_analytics.retention.limit')} />
      <NumberInput label={t('manage_analytics.retention.days')} value={days} onChange={setDays} min={1} max={3650} disabled={!limited} w={160} allowDecimal={false} />
      <Button onClick={() => save.mutate()} loading={save.isPending}>
        {t('manage_analytics.retention.save')}
      </Button>
    </Group>
  );
}
