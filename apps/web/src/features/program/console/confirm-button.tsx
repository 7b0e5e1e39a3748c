import { Button, Group, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** A removal asked twice: the first press names what goes, the second removes it. */
export function ConfirmButton({ label, question, loading, onConfirm, testId }: { label: string; question: string; loading: boolean; onConfirm: () => void; testId?: string }) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  if (!asking)
    return (
      <Button color="red" variant="subtle" leftSection={<IconTrash size={16} aria-hidden />} onClick={() => setAsking(true)} data-testid={testId}>
        {label}
      </Button>
    );
  return (
    <Group gap="xs" role="group" aria-label={question}>
      <Text size="sm" c="red">
        {question}
      </Text>
      <Button color="red" size="xs" loading={loading} onClick={onConfirm} data-testid={testId ? `${testId}-confirm` : undefined} data-autofocus>
        {label}
      </Button>
      <Button variant="default" size="xs" onClick={() => setAsking(false)}>
        {t('common.cancel')}
      </Button>
    </Group>
  );
}
