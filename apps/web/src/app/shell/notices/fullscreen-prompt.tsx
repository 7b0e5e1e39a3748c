import { Button, Stack, Text } from '@mantine/core';
import { IconMaximize } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { hideNotification, notify } from '@/shared/notify/notify';
import { sessionFlags } from '@/shared/storage';

export const FULLSCREEN_NOTICE_ID = 'fullscreen-prompt';

/** Asks for full screen; a refusal of the browser is only logged (spec 1 §2). */
export async function enterFullscreen(): Promise<void> {
  try {
    await document.documentElement.requestFullscreen();
  } catch (error) {
    console.warn('Full screen was refused', error);
  }
}

export function fullscreenAvailable(): boolean {
  return typeof document !== 'undefined' && document.fullscreenEnabled === true && !document.fullscreenElement;
}

/** The title as a component: the notice may be raised before the event's language arrives, and follows it. */
function PromptTitle() {
  const { t } = useTranslation();
  return <>{t('shell.fullscreen.title')}</>;
}

function PromptBody() {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" align="flex-start">
      <Text size="sm">{t('shell.fullscreen.body')}</Text>
      <Button
        size="compact-sm"
        variant="light"
        leftSection={<IconMaximize size={14} aria-hidden />}
        onClick={() => {
          hideNotification(FULLSCREEN_NOTICE_ID);
          void enterFullscreen();
        }}
      >
        {t('shell.fullscreen.action')}
      </Button>
    </Stack>
  );
}

/**
 * On event load, offers full screen when the browser has it (a request needs a click, so it is a
 * prompt). Once per visit and event.
 */
export function useFullscreenPrompt(eventSlug: string, active: boolean, enabled: boolean): void {
  useEffect(() => {
    if (!active || !enabled || !fullscreenAvailable()) return;
    const flag = `foyer.fullscreenPrompted.${eventSlug}`;
    if (sessionFlags.has(flag)) return;
    sessionFlags.set(flag);
    notify.info(<PromptBody />, { id: FULLSCREEN_NOTICE_ID, title: <PromptTitle /> });
  }, [eventSlug, active, enabled]);
}
