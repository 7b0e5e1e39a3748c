import { Badge, Group, Stack, Table, Text } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { detectCapabilities } from './capabilities';
import { currentBrowser, recommendationFor } from './detect';

function SupportBadge({ ok }: { ok: boolean }) {
  const { t } = useTranslation();
  return (
    <Badge
      color={ok ? 'teal' : 'red'}
      variant="light"
      leftSection={ok ? <IconCheck size={14} aria-hidden /> : <IconX size={14} aria-hidden />}
    >
      {ok ? t('browser.status.supported') : t('browser.status.not_supported')}
    </Badge>
  );
}

/** Browser name and version, a recommendation and what works here (modal and /my-browser). */
export function BrowserStatus() {
  const { t } = useTranslation();
  const browser = useMemo(() => currentBrowser(), []);
  const caps = useMemo(() => detectCapabilities(browser.isMobile), [browser.isMobile]);
  const recommendation = recommendationFor(browser);
  const rows = [
    { key: 'video_calling', ok: caps.videoCalling },
    { key: 'screen_sharing', ok: caps.screenSharing },
    { key: 'accreditation_tracking', ok: caps.accreditationTracking },
  ];
  return (
    <Stack gap="md" data-testid="browser-status">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <div>
          <Text size="sm" c="dimmed">
            {t('browser.status.your_browser')}
          </Text>
          <Text fw={650} size="lg">
            {browser.name || t('browser.status.unknown')} {browser.version}
          </Text>
          {browser.os ? (
            <Text size="sm" c="dimmed">
              {browser.os}
            </Text>
          ) : null}
        </div>
        <Badge size="lg" variant="light" color={recommendation === 'recommended' ? 'teal' : recommendation === 'outdated' ? 'red' : 'orange'}>
          {t(`browser.status.badge_${recommendation}`)}
        </Badge>
      </Group>
      <Text>{t(`browser.status.recommendation_${recommendation}`)}</Text>
      <Table verticalSpacing="sm" withRowBorders>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.key}>
              <Table.Th scope="row" fw={500}>
                {t(`browser.status.${row.key}`)}
              </Table.Th>
              <Table.Td ta="right">
                <SupportBadge ok={row.ok} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
