import { Alert, Group, Text } from '@mantine/core';
import { IconHourglassHigh, IconShieldCheck } from '@tabler/icons-react';
import { publicMessageMaxLength } from '@foyer/contracts';
import { useTranslation } from 'react-i18next';
import { MessageComposer } from '@/shared/ui/message-composer';
import { readableTitle } from '@/shared/ui/readable-badge';
import classes from './public-chat.module.css';

export interface ChatRulesState {
  /** The chat's slow mode: one message per this many seconds (0: off). */
  slowModeSeconds: number;
  /** Seconds until the next message may go (0: now). */
  waitSeconds: number;
  /** The last message was held for review. */
  held: boolean;
  onDismissHeld: () => void;
}

/** The public chat's message field, with the chat's slow mode and the notice of a held message. */
export function ChatComposer({ onSend, disabled, rules }: { onSend: (text: string) => boolean; disabled?: boolean; rules?: ChatRulesState }) {
  const { t } = useTranslation();
  const slowMode = rules && rules.slowModeSeconds > 0 ? (
    <Group gap={6} wrap="nowrap" data-testid="chat-slow-mode">
      <IconHourglassHigh size={14} aria-hidden />
      <Text size="xs" c="dimmed" aria-live="polite">
        {t('chat_rules.slow_mode', { count: rules.slowModeSeconds })}
        {rules.waitSeconds > 0 ? ` · ${t('chat_rules.wait', { count: rules.waitSeconds })}` : ''}
      </Text>
    </Group>
  ) : null;
  return (
    <>
      {rules?.held ? (
        <Alert
          role="status"
          color="orange"
          variant="light"
          radius={0}
          icon={<IconShieldCheck size={18} aria-hidden />}
          title={t('chat_rules.held_title')}
          styles={readableTitle}
          withCloseButton
          closeButtonLabel={t('chat_rules.held_dismiss')}
          onClose={rules.onDismissHeld}
          data-testid="chat-held-notice"
        >
          {t('chat_rules.held_body')}
        </Alert>
      ) : null}
      <MessageComposer
        className={classes.composer}
        onSend={onSend}
        disabled={disabled}
        maxLength={publicMessageMaxLength}
        footer={slowMode}
        labels={{
          input: t('chat.input_label'),
          placeholder: t('chat.placeholder'),
          send: t('chat.send'),
          counter: (count, max) => t('chat.counter', { count, max }),
        }}
      />
    </>
  );
}
