import { publicMessageMaxLength } from '@foyer/contracts';
import { useTranslation } from 'react-i18next';
import { MessageComposer } from '@/shared/ui/message-composer';
import classes from './public-chat.module.css';

/** The public chat's message field. */
export function ChatComposer({ onSend, disabled }: { onSend: (text: string) => boolean; disabled?: boolean }) {
  const { t } = useTranslation();
  return (
    <MessageComposer
      className={classes.composer}
      onSend={onSend}
      disabled={disabled}
      maxLength={publicMessageMaxLength}
      labels={{
        input: t('chat.input_label'),
        placeholder: t('chat.placeholder'),
        send: t('chat.send'),
        counter: (count, max) => t('chat.counter', { count, max }),
      }}
    />
  );
}
