import { ActionIcon, Group, Text, Textarea } from '@mantine/core';
import { IconSend2 } from '@tabler/icons-react';
import { useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';

/** Show the counter once a message gets this close to the cap. */
const COUNTER_MARGIN = 200;

export interface MessageComposerProps {
  /** Sends the text; answers whether it went, so the field clears only then. */
  onSend: (text: string) => boolean;
  disabled?: boolean;
  maxLength: number;
  labels: { input: string; placeholder: string; send: string; counter: (count: number, max: number) => string };
  className?: string;
  /** Shown under the field, left of the counter (e.g. a chat's e-mail option). */
  footer?: ReactNode;
  testId?: string;
}

/** A chat's message field: Enter sends, Shift+Enter breaks the line; empty text is not sent; clears after. */
export function MessageComposer({ onSend, disabled, maxLength, labels, className, footer, testId }: MessageComposerProps) {
  const [text, setText] = useState('');
  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    if (!text.trim() || disabled) return;
    if (onSend(text)) setText('');
  };
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      submit();
    }
  };
  const counter =
    text.length >= maxLength - COUNTER_MARGIN ? (
      <Text size="xs" c={text.length >= maxLength ? 'red.8' : 'dimmed'} ta="right" aria-live="polite">
        {labels.counter(text.length, maxLength)}
      </Text>
    ) : null;
  return (
    <form className={className} onSubmit={submit}>
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <Textarea
          style={{ flex: 1 }}
          aria-label={labels.input}
          placeholder={labels.placeholder}
          autosize
          minRows={1}
          maxRows={5}
          radius="md"
          maxLength={maxLength}
          value={text}
          disabled={disabled}
          onChange={(e) => setText(e.currentTarget.value)}
          onKeyDown={onKeyDown}
          data-testid={testId}
        />
        <ActionIcon type="submit" size={36} radius="md" aria-label={labels.send} disabled={disabled || !text.trim()}>
          <IconSend2 size={18} />
        </ActionIcon>
      </Group>
      {footer || counter ? (
        <Group justify="space-between" mt={6} gap="xs">
          {footer ?? <span />}
          {counter}
        </Group>
      ) : null}
    </form>
  );
}
