import { Button, CopyButton, Paper, SegmentedControl, Stack, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OutboxMessage as Message } from '@foyer/contracts';
import { findCode } from '../api';
import { RelativeTime } from './relative-time';
import classes from './outbox.module.css';

type View = 'html' | 'text';

/** One kept mail: who, what, when, the code ready to copy, and the body as HTML (sandboxed) or text. */
export function OutboxMessage({ message }: { message: Message }) {
  const { t } = useTranslation();
  const code = findCode(message);
  const [view, setView] = useState<View>(message.html ? 'html' : 'text');

  return (
    <Paper component="article" withBorder radius="lg" p="lg" shadow="xs" className={classes.message} aria-label={message.subject}>
      <Stack gap="sm">
        <div className={classes.head}>
          <div className={classes.headText}>
            <Text fw={650} size="md" className={classes.subject}>
              {message.subject}
            </Text>
            <Text size="sm" c="gray.7" className={classes.meta}>
              {t('outbox.to')} <span className={classes.to}>{message.to}</span>
              <span aria-hidden> · </span>
              {t('outbox.sent')} <RelativeTime iso={message.sent_at} />
            </Text>
          </div>
          {code ? (
            <CopyButton value={code} timeout={2000}>
              {({ copied, copy }) => (
                <Tooltip label={t('outbox.copied')} opened={copied} position="left">
                  <Button
                    onClick={copy}
                    variant={copied ? 'filled' : 'light'}
                    color={copied ? 'teal' : undefined}
                    leftSection={copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
                    className={classes.copy}
                    data-code={code}
                  >
                    {t('outbox.copy_code', { code })}
                  </Button>
                </Tooltip>
              )}
            </CopyButton>
          ) : null}
        </div>
        {message.html ? (
          <SegmentedControl
            size="xs"
            value={view}
            onChange={(value) => setView(value as View)}
            aria-label={t('outbox.view_label')}
            data={[
              { value: 'html', label: t('outbox.view_html') },
              { value: 'text', label: t('outbox.view_text') },
            ]}
            className={classes.viewSwitch}
          />
        ) : null}
        {view === 'html' && message.html ? (
          // No scripts, no forms, no navigation: the mail is shown, never run.
          <iframe title={t('outbox.html_frame_title', { subject: message.subject })} srcDoc={message.html} sandbox="" className={classes.frame} />
        ) : (
          <pre className={classes.text}>{message.text}</pre>
        )}
      </Stack>
    </Paper>
  );
}
