import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { contactMessageMaxLength, contactRoutes } from '@foyer/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '@/shared/api/http';
import { errorMessage } from '@/shared/api/errors';
import { notify } from '@/shared/notify/notify';

/** The reception widget: a support question to the organisers (`POST /api/events/{slug}/contact/`). */
export function ReceptionForm({ eventSlug, onDone }: { eventSlug: string; onDone: () => void }) {
  const { t } = useTranslation();
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: (text: string) => call(contactRoutes.send, { params: { eventSlug }, body: { message: text } }),
    onSuccess: () => {
      notify.info(t('widgets.reception.sent'));
      onDone();
    },
    onError: (err) => setError(errorMessage(err, t('widgets.reception.failed'))),
  });
  const trimmed = message.trim();
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        if (!trimmed) {
          setError(t('widgets.reception.empty'));
          return;
        }
        setError(null);
        send.mutate(trimmed);
      }}
    >
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('widgets.reception.intro')}
        </Text>
        <Textarea
          data-autofocus
          label={t('widgets.reception.label')}
          placeholder={t('widgets.reception.placeholder')}
          autosize
          minRows={4}
          maxRows={10}
          maxLength={contactMessageMaxLength}
          value={message}
          onChange={(e) => setMessage(e.currentTarget.value)}
          error={error}
          description={t('widgets.reception.counter', { count: message.length, max: contactMessageMaxLength })}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={send.isPending}>
            {t('widgets.reception.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
