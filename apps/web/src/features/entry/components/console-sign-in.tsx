import { Alert, Anchor, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconKey, IconLogin2, IconMailCheck, IconSend } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError, errorMessage } from '@/shared/api/errors';
import { notify } from '@/shared/notify/notify';
import { useSignIn } from '@/shared/session/session';
import { BrandMark } from '@/shared/ui/brand-mark';
import { EmailInput } from '@/shared/ui/email-input';
import { PublicPage } from '@/shared/ui/public-page';
import { requestConsoleCode, signInToConsole } from '../api';
import { useEntryForm } from '../hooks/use-entry-form';
import { filledOnBlur } from '../hooks/validate-filled-on-blur';
import { cleanLogin, loginRules, normaliseCode, requestCodeRules, type LoginValues, type RequestCodeValues } from '../schemas';
import classes from './entry.module.css';

const announce = (error: unknown, fallback: string) => {
  // No reply at all: the shell already says 'cant reach server'.
  if (error instanceof ApiRequestError && error.isNetworkError) return;
  notify.error(errorMessage(error, fallback));
};

/**
 * The organiser console's sign-in (`/manage`): the same mailed six-digit code as an event's entry page,
 * asked for and used without an event. Once the tokens are stored the console shows itself.
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
  const form = useEntryForm<RequestCodeValues>({ initialValues: { email: '' }, validate: requestCodeRules });
  const mutation = useMutation({
    mutationFn: (email: string) => requestConsoleCode(email),
    onSuccess: (_reply, email) => onSent(email),
    onError: (error) => announce(error, t('entry.errors.request_failed')),
  });
  const fieldError = (key: unknown) => (typeof key === 'string' ? t(key) : undefined);
  return (
    <form noValidate onSubmit={form.onSubmit((values) => mutation.mutate(values.email.trim()))}>
      <Stack gap="md">
        <Text size="sm" c="gray.7">
          {t('console.sign_in.intro')}
        </Text>
        <EmailInput {...filledOnBlur(form, 'email')} error={fieldError(form.errors.email)} size="md" autoFocus />
        <Button type="submit" size="md" fullWidth loading={mutation.isPending} rightSection={<IconSend size={18} aria-hidden />}>
          {t('entry.request_code.submit')}
        </Button>
      </Stack>
    </form>
  );
}

function EnterCode({ email, onOtherAddress }: { email: string; onOtherAddress: () => void }) {
  const { t } = useTranslation();
  const signIn = useSignIn();
  const form = useEntryForm<LoginValues>({ initialValues: { email, code: '', terms: true }, validate: loginRules, transformValues: cleanLogin });
  const mutation = useMutation({
    mutationFn: (values: { email: string; code: string }) => signInToConsole(values, signIn),
    onError: (error) => announce(error, t('entry.errors.login_failed')),
  });
  const resend = useMutation({
    mutationFn: () => requestConsoleCode(email),
    onError: (error) => announce(error, t('entry.errors.request_failed')),
  });
  const fieldError = (key: unknown) => (typeof key === 'string' ? t(key) : undefined);
  return (
    <form noValidate onSubmit={form.onSubmit((values) => mutation.mutate({ email: values.email, code: values.code }))}>
      <Stack gap="md">
        <Alert variant="light" color="teal" icon={<IconMailCheck size={20} aria-hidden />} title={t('entry.email_sent')} role="status">
          {t('entry.email_sent_to', { email })}
        </Alert>
        <TextInput
          {...filledOnBlur(form, 'code')}
          onChange={(e) => form.setFieldValue('code', normaliseCode(e.currentTarget.value))}
          error={fieldError(form.errors.code)}
          label={t('form.access_code.label')}
          placeholder={t('form.access_code.placeholder')}
          name="code"
          autoComplete="one-time-code"
          inputMode="numeric"
          pattern="[0-9]*"
          maxLength={6}
          required
          size="md"
          autoFocus
          classNames={{ input: classes.codeInput }}
          leftSection={<IconKey size={18} aria-hidden />}
        />
        <Button type="submit" size="md" fullWidth loading={mutation.isPending} rightSection={<IconLogin2 size={18} aria-hidden />}>
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
