import { Button, Group, NumberInput, Skeleton, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { organizerRecordingRoutes, recordingRetention } from '@foyer/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '@/shared/api/http';
import { errorMessage } from '@/shared/api/errors';
import { schemaErrors, serverFieldErrors, type FieldErrors } from '@/shared/lib/form-errors';
import { notify, toast } from '@/shared/notify/notify';
import { ErrorPanel } from '@/shared/ui/page-state';

const retentionKey = (eventSlug: string) => ['console', 'recordings', eventSlug, 'retention'] as const;

/**
 * How long the event keeps its meetings' recordings, on the event's settings page (decision 0090): a number
 * of days, or empty to keep them until a host deletes them. A background sweep deletes older ones.
 */
export function RecordingRetentionBlock({ eventSlug }: { eventSlug: string }) {
  const { t } = useTranslation();
  const stored = useQuery({
    queryKey: retentionKey(eventSlug),
    queryFn: ({ signal }) => call(organizerRecordingRoutes.retention, { params: { eventSlug } }, signal),
  });
  if (stored.isPending) return <Skeleton h={72} radius="md" />;
  if (stored.isError) return <ErrorPanel description={errorMessage(stored.error, t('manage_recordings.retention.load_failed'))} onRetry={() => void stored.refetch()} />;
  return <RetentionForm eventSlug={eventSlug} keepDays={stored.data.keep_days} />;
}

function RetentionForm({ eventSlug, keepDays }: { eventSlug: string; keepDays: number | null }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [days, setDays] = useState<number | string>(keepDays ?? '');
  const [errors, setErrors] = useState<FieldErrors>({});
  const body = { keep_days: days === '' ? null : typeof days === 'number' ? days : Number.NaN };
  const save = useMutation({
    mutationFn: () => call(organizerRecordingRoutes.setRetention, { params: { eventSlug }, body }),
    onSuccess: (saved) => {
      queryClient.setQueryData(retentionKey(eventSlug), saved);
      toast(saved.keep_days === null ? t('manage_recordings.retention.saved_forever') : t('manage_recordings.retention.saved', { count: saved.keep_days }));
    },
    onError: (error) => {
      const byField = serverFieldErrors(error, ['keep_days']);
      if (byField) setErrors(byField);
      else notify.error(errorMessage(error, t('manage_recordings.retention.failed')));
    },
  });

  return (
    <form
      noValidate
      data-testid="settings-recording-retention"
      onSubmit={(e) => {
        e.preventDefault();
        const found = schemaErrors(recordingRetention, body);
        setErrors(found);
        if (Object.keys(found).length === 0) save.mutate();
      }}
    >
      <Stack gap="sm">
        <Group align="flex-end" gap="sm">
          <NumberInput
            label={t('manage_recordings.retention.days')}
            description={t('manage_recordings.retention.days_hint')}
            placeholder={t('manage_recordings.retention.forever')}
            value={days}
            onChange={setDays}
            min={1}
            max={3650}
            allowDecimal={false}
            allowNegative={false}
            error={errors.keep_days}
            suffix={days === '' ? undefined : ` ${t('manage_recordings.retention.days_unit')}`}
            w={{ base: '100%', xs: 280 }}
            data-testid="recording-retention-days"
          />
          <Button type="submit" loading={save.isPending} data-testid="recording-retention-save">
            {t('manage_recordings.retention.save')}
          </Button>
        </Group>
        <Text size="sm" c="dimmed">
          {keepDays === null ? t('manage_recordings.retention.now_forever') : t('manage_recordings.retention.now_days', { count: keepDays })}
        </Text>
      </Stack>
    </form>
  );
}
