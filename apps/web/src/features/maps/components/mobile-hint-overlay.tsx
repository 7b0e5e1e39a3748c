import { Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconHandFinger } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from './mobile-map.module.css';

/** The first-visit hint over the mobile map; a tap anywhere puts it away for good. */
export function MobileHint({ onDismiss }: { onDismiss: () => void }) {
  const { t } = useTranslation();
  return (
    <button type="button" className={classes.hint} onClick={onDismiss} data-testid="mobile-map-hint">
      <Paper radius="lg" p="lg" shadow="xl" maw={300}>
        <Stack align="center" gap="xs">
          <ThemeIcon size={52} radius="xl" variant="light" aria-hidden>
            <IconHandFinger size={28} stroke={1.6} />
          </ThemeIcon>
          <Text fw={700} ta="center">
            {t('map.mobile_hint.title')}
          </Text>
          <Text size="sm" c="dimmed" ta="center">
            {t('map.mobile_hint.text')}
          </Text>
          <Text size="sm" fw={600} c="var(--mantine-primary-color-filled)" ta="center">
            {t('map.mobile_hint.dismiss')}
          </Text>
        </Stack>
      </Paper>
    </button>
  );
}
