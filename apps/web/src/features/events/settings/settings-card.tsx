import { Divider, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './settings.module.css';

/** One group of settings: a titled card, reachable by its anchor from the page's contents. */
export function SettingsCard({ id, title, description, children }: { id: string; title: string; description: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="lg" id={id} className={classes.card} component="section" aria-labelledby={`${id}-title`}>
      <Stack gap={2} mb="md">
        <Title order={2} size="h4" id={`${id}-title`}>
          {title}
        </Title>
        <Text size="sm" c="dimmed">
          {description}
        </Text>
      </Stack>
      <Stack gap="lg">{children}</Stack>
    </Paper>
  );
}

/** A sub-heading inside a card. */
export function SettingsGroup({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="sm">
      <Divider label={title} labelPosition="left" classNames={{ label: classes.groupLabel }} />
      {children}
    </Stack>
  );
}

interface ToggleProps {
  label: string;
  description?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: ReactNode;
  testId?: string;
}

/** An on/off setting with what it does under its name. */
export function SettingToggle({ label, description, checked, onChange, error, testId }: ToggleProps) {
  return (
    <Switch
      label={label}
      description={description}
      checked={checked}
      onChange={(e) => onChange(e.currentTarget.checked)}
      error={error}
      size="md"
      classNames={{ body: classes.toggleBody, labelWrapper: classes.toggleLabel }}
      labelPosition="left"
      data-testid={testId}
    />
  );
}
