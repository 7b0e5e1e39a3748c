import { Anchor, Button, Stack, Text } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiRequestError, errorMessage } from '@/shared/api/errors';
import { requestCode } from '../api';
import { notify, toast } from '@/shared/notify/notify';
import { EmailInput } from '@/shared/ui/email-input';
import { useEntryForm } from '../hooks/use-entry-form';
import { filledOnBlur } from '../hooks/validate-filled-on-blur';
import { requestCodeRules, type RequestCodeValues } from '../schemas';

interface RequestCodeFormProps {
  eventSlug: string;
  email: string;
  onEmailChange: (email: string) => void;
  /** The code is on its way: the page switches to the login tab with this e-mail. */
  onSent: (email: string) => void;
  onHaveCode: () => void;
}

/** Request-code tab (spec 1 §4): a valid e-mail, then `POST /auth/callback/`. */
export function RequestCodeForm({ eventSlug, email, onEmailChange, onSent, onHaveCode }: RequestCodeFormProps) {
  const { t } = useTranslation();
  const form = useEntryForm<RequestCodeValues>({
    initialValues: { email },
    validate: requestCodeRules,
    onValuesChange: (values) => onEmailChange(values.email),
  });
  const mutation = useMutation({
    mutationFn: (values: { email: string }) => requestCode(values.email, eventSlug),
    onSuccess: (_reply, values) => {
      toast(t('entry.email_sent'));
      onSent(values.email);
    },
    onError: (error) => {
      // No reply at all: the shell already says 'cant reach server'.
      if (error instanceof ApiRequestError && error.isNetworkError) return;
      notify.error(errorMessage(error, t('entry.errors.request_failed')));
    },
  });
  const fieldError = (key: unknown) => (typeof key === 'string' ? t(key) : undefined);

  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) => mutation.mutate({ email: values.email.trim() }))}
      aria-describedby="request-code-intro"
    >
      <Stack gap="md">
        <Text id="request-code-intro" size="sm" c="gray.7">
          {t('entry.request_code.intro')}
        </Text>
        <EmailInput {...filledOnBlur(form, 'email')} error={fieldError(form.errors.email)} size="md" data-autofocus />
        <Button type="submit" size="md" fullWidth loading={mutation.isPending} rightSection={<IconSend size={18} aria-hidden />}>
          {t('entry.request_code.submit')}
        </Button>
        <Anchor component="button" type="button" size="sm" ta="center" onClick={onHaveCode}>
          {t('entry.request_code.have_code')}
        </Anchor>
      </Stack>
    </form>
  );
}
