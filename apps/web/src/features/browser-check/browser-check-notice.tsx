import { Button, Group, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { hideNotification, notify } from '@/shared/notify/notify';
import { storage } from '@/shared/storage';
import { detectCapabilities } from './capabilities';
import { currentBrowser, recommendationFor } from './detect';

export const BROWSER_NOTICE_ID = '9999';
export const BROWSER_NOTICE_MS = 300_000;
export const DONT_SHOW_KEY = 'browserSupportTest.dontShowModalAgain';

/** Whether this browser deserves the notice: not a recommended one, or video calling does not work. */
export function needsBrowserNotice(): boolean {
  if (storage.get(DONT_SHOW_KEY) === 'true') return false;
  const browser = currentBrowser();
  return recommendationFor(browser) !== 'recommended' || !detectCapabilities(browser.isMobile).videoCalling;
}

function NoticeBody() {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      <Text size="sm">{t('browser.notice.body')}</Text>
      <Group gap="xs">
        <Button component={Link} to="/my-browser" size="compact-sm" variant="light" onClick={() => hideNotification(BROWSER_NOTICE_ID)}>
          {t('browser.notice.check')}
        </Button>
        <Button
          size="compact-sm"
          variant="subtle"
          color="gray"
          onClick={() => {
            storage.set(DONT_SHOW_KEY, 'true');
            hideNotification(BROWSER_NOTICE_ID);
          }}
        >
          {t('browser.notice.dont_show_again')}
        </Button>
      </Group>
    </Stack>
  );
}

/** The browser-check notice (id 9999, 300000 ms), unless the person chose not to see it again. */
export function useBrowserCheckNotice(active: boolean): void {
  const { t } = useTranslation();
  useEffect(() => {
    if (!active || !needsBrowserNotice()) return;
    notify.warning(<NoticeBody />, { id: BROWSER_NOTICE_ID, title: t('browser.notice.title'), displayDuration: BROWSER_NOTICE_MS });
  }, [active, t]);
}
