import { Button, Group, Select, Stack, Textarea } from '@mantine/core';
import { moderationReason } from '@foyer/contracts';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { banDurations, silenceDurations, untilAfter } from './api';

export type ActKind = 'silence' | 'ban';

/** The duration's words: "10 minutes", "1 day", "For good". */
export function useDurationLabel() {
  const { t } = useTranslation();
  return (minutes: number | null) => {
    if (minutes === null) return t('moderation.duration.for_good');
    if (minutes < 60) return t('moderation.duration.minutes', { count: minutes });
    if (minutes < 24 * 60) return t('moderation.duration.hours', { count: minutes / 60 });
    return t('moderation.duration.days', { count: minutes / (24 * 60) });
  };
}

export interface ActValues {
  reason: string;
  until: string | null;
}

/** A reason and how long: the form of a silence or a ban (in the lists and the reports queue). */
export function ActForm({ kind, person, initialReason = '', pending, submitLabel, onSubmit, onCancel }: {
  kind: ActKind;
  /** The people picker, when the person is not known yet. */
  person?: ReactNode;
  initialReason?: string;
  pending: boolean;
  submitLabel: string;
  onSubmit(values: ActValues): void;
  onCancel(): void;
}) {
  const { t } = useTranslation();
  const label = useDurationLabel();
  const durations: readonly (number | null)[] = kind === 'silence' ? silenceDurations : banDurations;
  const [reason, setReason] = useState(initialReason);
  const [duration, setDuration] = useState<string>(String(durations[0]));
  const [error, setError] = useState<string | undefined>();
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        const checked = moderationReason.safeParse(reason);
        if (!checked.success) {
          setError(t('moderation.form.reason_needed'));
          return;
        }
        setError(undefined);
        onSubmit({ reason: checked.data, until: untilAfter(duration === 'null' ? null : Number(duration)) });
      }}
    >
      <Stack gap="sm">
        {person}
        <Textarea
          label={t('moderation.form.reason')}
          description={t(kind === 'silence' ? 'moderation.form.reason_hint_silence' : 'moderation.form.reason_hint_ban')}
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
          error={error}
          required
          autosize
          minRows={2}
          maxLength={500}
          data-testid="moderation-reason"
        />
        <Select
          label={t('moderation.form.duration')}
          data={durations.map((d) => ({ value: String(d), label: label(d) }))}
          value={duration}
          onChange={(v) => v && setDuration(v)}
          allowDeselect={false}
          comboboxProps={{ zIndex: 1300 }}
          data-testid="moderation-duration"
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>{t('moderation.form.cancel')}</Button>
          <Button type="submit" color={kind === 'ban' ? 'red' : undefined} loading={pending} data-testid="moderation-submit">{submitLabel}</Button>
        </Group>
      </Stack>
    </form>
  );
}
