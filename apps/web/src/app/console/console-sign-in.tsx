import { Alert, Anchor, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconArrowRight, IconMailCheck, IconLogin, IconPassword } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { obtainBody, requestCodeBody } from '@foyer/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError, errorMessage } from '@/shared/api/errors';
import { firstVisitRoutes } from '@/shared/api/first-visit-routes';
import { call } from '@/shared/api/http';
import { schemaErrors } from '@/shared/lib/form-errors';
import { notify } from '@/shared/notify/notify';
import { useSignIn } from '@/shared/session/session';
import { BrandMark } from '@/shared/ui/brand-mark';
import { EmailInput } from '@/shared/ui/email-input';
import { PublicPage } from '@/shared/ui/public-page';

const announce = (error: unknown, fallback: string) => {
  // No reply at all: the shell already says 'cant reach server'.
  if (error instanceof ApiRequestError && error.isNetworkError) return;
  notify.error(errorMessage(error, fallback));
};

/** Asks for a code that signs in to the instance itself: no `event_slug` (issue 27). */
const requestConsoleCode = (email: string) => call(firstVisitRoutes.requestCode, { body: { email, type: 'code' } });

/**
 * The console's sign-in (`/manage`): the mailed six-digit code of an event's entry page, asked for and
 * used without an event, each form checked by the contract's schema of its request. Once the tokens are
 * stored (the app's token store) the console shows itself.
 */
export function ConsoleSignIn() {
  const { t } = useTranslation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  return (
    <PublicPage testId="console-sign-in">
      <Stack gap="xl">
        <Group gap="md" wrap="nowrap">
          <BrandMark size={48} />
          <div>
            <Title order={1} size="h2">
              {t('console.sign_in.title')}
            </Title>
            <Text c="dimmed" size="sm">
              {t('console.sign_in.subtitle')}
            </Text>
          </div>
        </Group>
        {sentTo === null ? <AskForCode onSent={setSentTo} /> : <EnterCode email={sentTo} onOtherAddress={() => setSentTo(null)} />}
      </Stack>
    </PublicPage>
  );
}

function AskForCode({ onSent }: { onSent: (email: string) => void }) {
  const { t } = useTranslation();
  const form = useForm({ initialValues: { email: '' }, validate: (values) => schemaErrors(requestCodeBody, { ...values, type: 'code' }) });
  const mutation = useMutation({
    mutationFn: (email: string) => requestConsoleCode(email),
    onSuccess: (_reply, email) => onSent(email),
    onError: (error) => announce(error, t('entry.errors.request_failed')),
  });
  return (
    <form noValidate onSubmit={form.onSubmit((values) => mutation.mutate(values.email.trim()))}>
      <Stack gap="md">
        <Text size="sm" c="gray.7">
          {t('console.sign_in.intro')}
        </Text>
        <EmailInput {...form.getInputProps('email')} size="md" autoFocus />
        <Button type="submit" size="md" fullWidth loading={mutation.isPending} rightSection={<IconArrowRight size={18} aria-hidden />}>
          {t('entry.request_code.submit')}
        </Button>
      </Stack>
    </form>
  );
}

function EnterCode({ email, onOtherAddress }: { email: string; onOtherAddress: () => void }) {
  const { t } = useTranslation();
  const signIn = useSignIn();
  const form = useForm({ initialValues: { code: '' }, validate: (values) => schemaErrors(obtainBody, { email, code: values.code }) });
  const mutation = useMutation({
    mutationFn: async (code: string) => {
      const reply = await call(firstVisitRoutes.obtain, { body: { email, code } });
      return signIn({ access: reply.access, refresh: reply.refresh }, null);
    },
    onError: (error) => announce(error, t('entry.errors.login_failed')),
  });
  const resend = useMutation({
    mutationFn: () => requestConsoleCode(email),
    onError: (error) => announce(error, t('entry.errors.request_failed')),
  });
  return (
    <form noValidate onSubmit={form.onSubmit((values) => mutation.mutate(values.code))}>
      <Stack gap="md">
        <Alert variant="light" color="teal" icon={<IconMailCheck size={20} aria-hidden />} title={t('entry.email_sent')} role="status">
          {t('entry.email_sent_to', { email })}
        </Alert>
        <TextInput
          {...form.getInputProps('code')}
          // Codes pasted from a mail often carry spaces or a dash: keep the digits, at most six.
          onChange={(e) => form.setFieldValue('code', e.currentTarget.value.replace(/\D+/g, '').slice(0, 6))}
          label={t('form.access_code.label')}
          placeholder={t('form.access_code.placeholder')}
          name="code"
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={6}
          required
          size="md"
          autoFocus
          styles={{ input: { letterSpacing: '0.35em', fontWeight: 600, fontVariantNumeric: 'tabular-nums' } }}
          leftSection={<IconPassword size={18} aria-hidden />}
        />
        <Button type="submit" size="md" fullWidth loading={mutation.isPending} rightSection={<IconLogin size={18} aria-hidden />}>
          {t('console.sign_in.submit')}
        </Button>
        <Group justify="space-between" gap="xs">
          <Anchor component="button" type="button" size="sm" onClick={onOtherAddress}>
            {t('console.sign_in.other_address')}
          </Anchor>
          <Anchor component="button" type="button" size="sm" onClick={() => resend.mutate()} disabled={resend.isPending}>
            {resend.isSuccess ? t('console.sign_in.sent_again') : t('console.sign_in.send_again')}
          </Anchor>
        </Group>
      </Stack>
    </form>
  );
}
