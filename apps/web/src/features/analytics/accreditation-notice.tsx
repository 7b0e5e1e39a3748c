import { Button, Group, List, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ensureWholeCatalogue, i18n } from '@/i18n';
import { hideNotification, notify } from '@/shared/notify/notify';
import { ACCREDITATION_NOTICE_ID, ACCREDITATION_NOTICE_MS } from './accreditation-warning';

const READ_MORE_ID = 'accreditation-read-more';

/** Title and body as components: they follow the app's language while shown. */
function NoticeTitle() {
  const { t } = useTranslation();
  return <>{t('accreditation.notice.title')}</>;
}

function ReadMore() {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" data-testid="accreditation-read-more">
      <Text size="sm">{t('accreditation.read_more.why')}</Text>
      <Text size="sm">{t('accreditation.read_more.blocked')}</Text>
      <List size="sm" spacing={4}>
        <List.Item>{t('accreditation.read_more.step_allow')}</List.Item>
        <List.Item>{t('accreditation.read_more.step_reload')}</List.Item>
      </List>
      <Group justify="flex-end" gap="xs" mt="xs">
        <Button component={Link} to="/my-browser" variant="default" onClick={() => modals.close(READ_MORE_ID)}>
          {t('accreditation.read_more.check_browser')}
        </Button>
        <Button leftSection={<IconRefresh size={16} aria-hidden />} onClick={() => window.location.reload()}>
          {t('accreditation.read_more.reload')}
        </Button>
      </Group>
    </Stack>
  );
}

function ReadMoreTitle() {
  const { t } = useTranslation();
  return <>{t('accreditation.read_more.title')}</>;
}

export function openAccreditationReadMore(): void {
  modals.open({
    modalId: READ_MORE_ID,
    title: <ReadMoreTitle />,
    closeButtonProps: { 'aria-label': i18n.t('common.close') },
    children: <ReadMore />,
  });
}

function NoticeBody() {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" align="flex-start">
      <Text size="sm">{t('accreditation.notice.body')}</Text>
      <Button
        size="compact-sm"
        variant="light"
        onClick={() => {
          hideNotification(ACCREDITATION_NOTICE_ID);
          openAccreditationReadMore();
        }}
        data-testid="accreditation-read-more-button"
      >
        {t('accreditation.notice.read_more')}
      </Button>
    </Stack>
  );
}

/** The accreditation warning (id 999, 300,000 ms) with its read-more button. */
export async function showAccreditationNotice(): Promise<void> {
  await ensureWholeCatalogue();
  notify.warning(<NoticeBody />, { id: ACCREDITATION_NOTICE_ID, title: <NoticeTitle />, displayDuration: ACCREDITATION_NOTICE_MS });
}
