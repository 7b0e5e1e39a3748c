import { Button, Group, Paper, Text } from '@mantine/core';
import { IconExclamationCircle, IconDeviceFloppy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from './save-bar.module.css';

interface SaveBarProps {
  dirty: boolean;
  saving: boolean;
  /** Fields that need attention before saving. */
  errorCount: number;
  onDiscard: () => void;
  /** The form's id: the save button submits it. */
  form: string;
}

/** The bar at the foot of a console form: what is unsaved, discard, save. */
export function SaveBar({ dirty, saving, errorCount, onDiscard, form }: SaveBarProps) {
  const { t } = useTranslation();
  return (
    <Paper className={classes.bar} shadow="md" withBorder radius="md" p="sm" data-dirty={dirty || undefined} data-testid="save-bar">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Group gap="xs" wrap="nowrap" role="status" aria-live="polite">
          {errorCount > 0 ? <IconExclamationCircle size={18} color="var(--mantine-color-error)" aria-hidden /> : null}
          <Text size="sm" fw={600} c={errorCount > 0 ? 'var(--mantine-color-error)' : undefined}>
            {errorCount > 0 ? t('console.save_bar.errors', { count: errorCount }) : dirty ? t('console.save_bar.unsaved') : t('console.save_bar.saved')}
          </Text>
        </Group>
        <Group gap="sm">
          <Button variant="default" onClick={onDiscard} disabled={!dirty || saving}>
            {t('console.save_bar.discard')}
          </Button>
          <Button type="submit" form={form} loading={saving} disabled={!dirty} leftSection={<IconDeviceFloppy size={18} aria-hidden />}>
            {t('console.save_bar.save')}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
