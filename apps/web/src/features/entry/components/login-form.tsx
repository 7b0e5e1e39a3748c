import { Alert, Anchor, Button, Checkbox, Stack, Text, TextInput } from '@mantine/core';
import { IconKey, IconLogin2, IconMailCheck } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { EventPreview } from '@foyer/contracts';
import { ApiRequestError, errorMessage } from '@/shared/api/errors';
import { useSignIn } from '@/shared/session/session';
import { enterEvent, InviteOnlyError } from '../api';
import { notify } from '@/shared/notify/notify';
import { EmailInput } from '@/shared/ui/email-input';
import { useEntryForm } from '../hooks/use-entry-form';
import { filledOnBlur } from '../hooks/validate-filled-on-blur';
import { cleanLogin, loginRules, normaliseCode, type LoginValues } from '../schemas';
import { SafeHtml } from './safe-html';
import { TaggedText } from './tagged-text';
import type { TermsKind } from './terms-modal';
import { lazyNamed, useOnceTrue } from '@/shared/ui/lazy';
import classes from './entry.module.css';

// Fetched when first opened: the terms need a scroll area, which the form itself does not.
const TermsModal = lazyNamed(() => import('./terms-modal'), 'TermsModal');

interface LoginFormProps {
  event: EventPreview;
  email: string;
  /** The address a code was just sent to, if any: confirmed above the form. */
  sentTo: string | null;
  onEmailChange: (email: string) => void;
  onRequestCode: () => void;
}

/**
 * Login tab (spec 1 §4–§5): e-mail and six-digit code, terms and privacy ticked before the button is
 * enabled, then obtain → activate (new accounts) → current user → into the event.
 */
export function LoginForm({ event, email, sentTo, onEmailChange, onRequestCode }: LoginFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signIn = useSignIn();
  const [termsShown, setTermsShown] = useState<TermsKind | null>(null);
  const termsMounted = useOnceTrue(termsShown !== null);
  const form = useEntryForm<LoginValues>({
    initialValues: { email, code: '', terms: false },
    validate: loginRules,
    transformValues: cleanLogin,
    onValuesChange: (values) => onEmailChange(values.email),
  });
  const mutation = useMutation({
    mutationFn: (values: { email: string; code: string }) => enterEvent({ ...values, eventSlug: event.slug }, signIn),
    onSuccess: () => navigate(`/${event.slug}`, { replace: true }),
    onError: (error) => {
      // No reply at all: the shell already says 'cant reach server'.
      if (error instanceof ApiRequestError && error.isNetworkError) return;
      if (error instanceof InviteOnlyError) notify.error(t('event_access.invite_only'));
      else notify.error(errorMessage(error, t('entry.errors.login_failed')));
    },
  });
  const fieldError = (key: unknown) => (typeof key === 'string' ? t(key) : undefined);
  const codeProps = filledOnBlur(form, 'code');
  const termsTicked = form.values.terms;
  const link = (kind: TermsKind) => (
    <Anchor component="button" type="button" inherit fw={600} onClick={() => setTermsShown(kind)} className={classes.inlineLink} />
  );

  return (
    <form noValidate onSubmit={form.onSubmit((values) => mutation.mutate({ email: values.email, code: values.code }))}>
      <Stack gap="md">
        {sentTo && sentTo === form.values.email.trim() ? (
          <Alert variant="light" color="teal" icon={<IconMailCheck size={20} aria-hidden />} title={t('entry.email_sent')} role="status">
            {t('entry.email_sent_to', { email: sentTo })}
          </Alert>
        ) : (
          <Text size="sm" c="gray.7">
            {t('entry.login.intro')}
          </Text>
        )}
        <EmailInput {...filledOnBlur(form, 'email')} error={fieldError(form.errors.email)} size="md" data-autofocus={email ? undefined : true} />
        <TextInput
          {...codeProps}
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
          classNames={{ input: classes.codeInput }}
          leftSection={<IconKey size={18} aria-hidden />}
          data-autofocus={email ? true : undefined}
        />
        <Checkbox
          {...form.getInputProps('terms', { type: 'checkbox' })}
          label={
            event.terms || event.privacy_statement ? (
              <TaggedText
                text={t('form.terms.agree')}
                components={{ terms: event.terms ? link('terms') : <span />, privacy: event.privacy_statement ? link('privacy') : <span /> }}
              />
            ) : (
              t('form.terms.agree_plain')
            )
          }
          name="terms"
          size="sm"
          classNames={{ label: classes.termsLabel }}
        />
        {event.login_form_addendum ? <SafeHtml html={event.login_form_addendum} size="sm" c="gray.7" className={classes.addendum} /> : null}
        <Button
          type="submit"
          size="md"
          fullWidth
          disabled={!termsTicked}
          loading={mutation.isPending}
          rightSection={<IconLogin2 size={18} aria-hidden />}
          aria-describedby={termsTicked ? undefined : 'login-terms-needed'}
        >
          {t('entry.login.submit')}
        </Button>
        {termsTicked ? null : (
          <Text id="login-terms-needed" size="xs" c="gray.7" ta="center" mt={-8}>
            {t('entry.login.terms_needed')}
          </Text>
        )}
        <Anchor component="button" type="button" size="sm" ta="center" onClick={onRequestCode}>
          {t('entry.login.no_code')}
        </Anchor>
      </Stack>
      {termsMounted ? (
        <Suspense fallback={null}>
          <TermsModal event={event} shown={termsShown} onClose={() => setTermsShown(null)} />
        </Suspense>
      ) : null}
    </form>
  );
}
