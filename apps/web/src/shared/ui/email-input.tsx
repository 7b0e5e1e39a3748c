import { TextInput, type TextInputProps } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The e-mail address field of the sign-in and account forms: its label, placeholder, keyboard and autofill. */
export function EmailInput(props: TextInputProps) {
  const { t } = useTranslation();
  return (
    <TextInput
      label={t('form.email_address.label')}
      placeholder={t('form.email_address.placeholder')}
      type="email"
      name="email"
      autoComplete="email"
      inputMode="email"
      required
      leftSection={<IconMail size={18} aria-hidden />}
      {...props}
    />
  );
}
