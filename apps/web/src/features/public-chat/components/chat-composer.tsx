import { ActionIcon, Group, Text, Textarea } from '@mantine/core';
import { IconSend2 } from '@tabler/icons-react';
import { publicMessageMaxLength } from '@foyer/contracts';
import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './public-chat.module.css';

/** Show the counter once a message gets this close to the cap. */
const COUNTER_FROM = publicMessageMaxLength - 200;

/** The message field: Enter sends, Shift+Enter breaks the line; empty text is not sent; clears after. */
export function ChatComposer({ onSend, disabled }: { onSend: (text: string) => boolean; disabled?: boolean }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    if (!text.trim()) return;
    if (onSend(text)) setText('');
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
          aria-label={t('chat.input_label')}
          placeholder={t('chat.placeholder')}
          autosize
          minRows={1}
          maxRows={5}
          radius="md"
          maxLength={publicMessageMaxLength}
          value={text}
          disabled={disabled}
          onChange={(e) => setText(e.currentTarget.value)}
          onKeyDown={onKeyDown}
        />
        <ActionIcon type="submit" size={36} radius="md" aria-label={t('chat.send')} disabled={disabled || !text.trim()}>
          <IconSend2 size={18} />
        </ActionIcon>
      </Group>
      {text.length >= COUNTER_FROM ? (
        <Text size="xs" c={text.length >= publicMessageMaxLength ? 'red.8' : 'dimmed'} ta="right" mt={4} aria-live="polite">
          {t('chat.counter', { count: text.length, max: publicMessageMaxLength })}
        </Text>
      ) : null}
    </form>
  );
}
