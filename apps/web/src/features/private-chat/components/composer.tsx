import { ActionIcon, Checkbox, Group, Text, Textarea } from '@mantine/core';
import { IconSend2 } from '@tabler/icons-react';
import { privateMessageMaxLength } from '@foyer/contracts';
import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './private-chat.module.css';

const COUNTER_FROM = privateMessageMaxLength - 200;

/** The message field: Enter sends, Shift+Enter breaks the line; empty text is not sent; clears after. */
export function Composer({ onSend, disabled, withEmail }: { onSend: (text: string, email: boolean) => boolean; disabled?: boolean; withEmail?: boolean }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [email, setEmail] = useState(true);
  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    if (!text.trim() || disabled) return;
    if (onSend(text, email)) setText('');
  };
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      submit();
    }
  };
  return (
    <form className={classes.composer} onSubmit={submit}>
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <Textarea
          style={{ flex: 1 }}
          aria-label={t('private_chat.input_label')}
          placeholder={t('private_chat.placeholder')}
          autosize
          minRows={1}
          maxRows={5}
          radius="md"
          maxLength={privateMessageMaxLength}
          value={text}
          disabled={disabled}
          onChange={(e) => setText(e.currentTarget.value)}
          onKeyDown={onKeyDown}
          data-testid="private-chat-input"
        />
        <ActionIcon type="submit" size={36} radius="md" aria-label={t('private_chat.send')} disabled={disabled || !text.trim()}>
          <IconSend2 size={18} />
        </ActionIcon>
      </Group>
      <Group justify="space-between" mt={6} gap="xs">
        {withEmail ? (
          <Checkbox size="xs" label={t('private_chat.email_if_offline')} checked={email} onChange={(e) => setEmail(e.currentTarget.checked)} />
        ) : (
          <span />
        )}
        {text.length >= COUNTER_FROM ? (
          <Text size="xs" c={text.length >= privateMessageMaxLength ? 'red.8' : 'dimmed'} aria-live="polite">
            {t('private_chat.counter', { count: text.length, max: privateMessageMaxLength })}
          </Text>
        ) : null}
      </Group>
    </form>
  );
}
