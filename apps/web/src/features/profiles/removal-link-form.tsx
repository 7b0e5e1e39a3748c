import { Alert, Button, Stack } from '@mantine/core';
import { IconAlertTriangle, IconMailCheck } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/api/errors';
import { EmailInput } from '@/shared/ui/email-input';
import { requestRemovalLink } from './api';

const looksLikeEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);

/**
 * For someone not signed in: their e-mail address, and a link to the removal page mailed to it
 * (`/remove-account?code=…&email=…`, decision 0074). The answer is the same whether the address has an
 * account, so the page only says where to look.
 */
export function RemovalLinkForm({ initialEmail = '' }: { initialEmail?: string }) {
  const { t } = useTranslation();
  const [email, setEmail] = useState(initialEmail);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const mutation = useMutation({ mutationFn: (address: string) => requestRemovalLink(address) });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const address = email.trim();
    if (!address) return setFieldError(t('form.validation.email_address.required'));
    if (!looksLikeEmail(address)) return setFieldError(t('form.validation.email_address.invalid'));
    setFieldError(null);
    mutation.mutate(address);
  };

  if (mutation.isSuccess) {
    return (
      <Alert variant="light" color="teal" icon={<IconMailCheck size={20} aria-hidden />} title={t('account.link_sent_title')} role="status" data-testid="removal-link-sent">
        {t('account.link_sent_text', { email: mutation.variables })}
      </Alert>
    );
  }
  return (
    <form noValidate onSubmit={submit} data-testid="removal-link-form">
      <Stack gap="sm">
        <EmailInput value={email} error={fieldError} onChange={(e) => setEmail(e.currentTarget.value)} />
        {mutation.isError ? (
          <Alert color="red" icon={<IconAlertTriangle size={18} aria-hidden />} role="alert">
            {errorMessage(mutation.error, t('account.link_failed'))}
          </Alert>
        ) : null}
        <Button type="submit" loading={mutation.isPending} data-testid="request-removal-link">
          {t('account.send_link')}
        </Button>
      </Stack>
    </form>
  );
}
