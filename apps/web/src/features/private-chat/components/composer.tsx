import { Checkbox } from '@mantine/core';
import { privateMessageMaxLength } from '@foyer/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MessageComposer } from '@/shared/ui/message-composer';
import classes from './private-chat.module.css';

/** A conversation's message field, with the option to e-mail the receiver if they are offline. */
export function Composer({ onSend, disabled, withEmail }: { onSend: (text: string, email: boolean) => boolean; disabled?: boolean; withEmail?: boolean }) {
  const { t } = useTranslation();
  const [email, setEmail] = useState(true);
  return (
    <MessageComposer
      className={classes.composer}
      onSend={(text) => onSend(text, email)}
      disabled={disabled}
      maxLength={privateMessageMaxLength}
      testId="private-chat-input"
      footer={withEmail ? <Checkbox size="xs" label={t('private_chat.email_if_offline')} checked={email} onChange={(e) => setEmail(e.currentTarget.checked)} /> : undefined}
      labels={{
        input: t('private_chat.input_label'),
        placeholder: t('private_chat.placeholder'),
        send: t('private_chat.send'),
        counter: (count, max) => t('private_chat.counter', { count, max }),
      }}
    />
  );
}
