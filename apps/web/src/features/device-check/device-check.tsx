import { Alert, Anchor, Badge, Button, Group, Loader, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconClock, IconMicrophone, IconScreenShare, IconVideo } from '@tabler/icons-react';
import { useEffect, useMemo, useReducer, useState, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { currentBrowser } from '@/features/browser-check';
import { realtime } from '@/shared/realtime';
import { checkItems, checkReducer, initialCheck, overallStatus, type CheckItem, type ItemState, type ItemStatus, type OverallStatus } from './check-steps';
import { browserTesters } from './media-tests';
import { runDeviceCheck } from './run-check';

const itemIcons: Record<CheckItem, ReactNode> = {
  audio: <IconMicrophone size={20} aria-hidden />,
  videocall: <IconVideo size={20} aria-hidden />,
  screenshare: <IconScreenShare size={20} aria-hidden />,
};

const statusColor: Record<ItemStatus, string> = { pending: 'gray', processing: 'blue', success: 'teal', failed: 'red' };

const overallLook: Record<OverallStatus, { color: string; icon: ReactNode }> = {
  processing: { color: 'blue', icon: <Loader size={18} color="blue" aria-hidden /> },
  success: { color: 'teal', icon: <IconCircleCheck size={20} aria-hidden /> },
  failed: { color: 'red', icon: <IconAlertTriangle size={20} aria-hidden /> },
};

/**
 * The device compatibility check (spec 3): audio, videocall (the camera, then a short session with our
 * media server saying whether media came directly or through TURN) and screenshare, 3 s apart. Starts when
 * shown; closing it stops the run. Signed out (the entry page) the videocall item tests the camera only.
 */
export function DeviceCheck({ onClose }: { onClose?: () => void }) {
  const { t } = useTranslation();
  const [state, dispatch] = useReducer(checkReducer, undefined, initialCheck);
  const [round, setRound] = useState(0);
  const [clicked, setClicked] = useState<(() => void) | null>(null);
  const browser = useMemo(() => currentBrowser(), []);
  const overall = overallStatus(state);

  useEffect(() => {
    const controller = new AbortController();
    dispatch({ type: 'reset' });
    const testers = browserTesters({
      channel: realtime.getStatus().loggedIn ? realtime : null,
      isMobile: browser.isMobile,
      waitForClick: (signal) =>
        new Promise<void>((resolve) => {
          setClicked(() => resolve);
          signal.addEventListener('abort', () => resolve());
        }),
    });
    void runDeviceCheck(testers, dispatch, { signal: controller.signal });
    return () => {
      controller.abort();
      setClicked(null);
    };
  }, [round, browser.isMobile]);

  const chooseScreen = () => {
    clicked?.();
    setClicked(null);
  };

  return (
    <Stack gap="md" data-testid="device-check" data-status={overall}>
      <Text size="sm" c="gray.7">
        {t('device_check.intro')}
      </Text>
      <Alert
        color={overallLook[overall].color}
        variant="light"
        icon={overallLook[overall].icon}
        title={t(`device_check.status.${overall}`)}
        aria-live="polite"
        // Mantine's light alert draws its title in the 6th shade on a tint: too pale for AA. The 9th shade on the
        // 0th stays above 4.5:1 for each colour, whatever the colour scheme.
        style={{ '--alert-color': `var(--mantine-color-${overallLook[overall].color}-9)`, '--alert-bg': `var(--mantine-color-${overallLook[overall].color}-0)` } as CSSProperties}
        data-testid="device-check-overall"
        data-status={overall}
      >
        {t(`device_check.overall.${overall}`)}
      </Alert>
      <Stack component="ol" gap={0} m={0} p={0} style={{ listStyle: 'none' }} aria-label={t('device_check.title')}>
        {checkItems.map((item, index) => (
          <CheckRow key={item} item={item} state={state[item]} first={index === 0}>
            {item === 'screenshare' && clicked ? (
              <Stack gap={4} align="flex-start" mt={6}>
                <Button size="xs" leftSection={<IconScreenShare size={16} aria-hidden />} onClick={chooseScreen} data-testid="device-check-choose-screen">
                  {t('device_check.choose_screen')}
                </Button>
                <Text size="xs" c="dimmed">
                  {t('device_check.choose_screen_hint')}
                </Text>
              </Stack>
            ) : null}
          </CheckRow>
        ))}
      </Stack>
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Text size="sm" c="dimmed">
          {t('device_check.browser_line', { name: browser.name || t('browser.status.unknown'), version: browser.version })}
          {' · '}
          <Anchor href="/my-browser" size="sm" underline="always">
            {t('device_check.browser_details')}
          </Anchor>
        </Text>
        <Group gap="sm" ml="auto">
          {onClose ? (
            <Button variant="default" onClick={onClose}>
              {t('device_check.close')}
            </Button>
          ) : null}
          <Button onClick={() => setRound((r) => r + 1)} disabled={overall === 'processing'} data-testid="device-check-again">
            {t('device_check.again')}
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}

function CheckRow({ item, state, first, children }: { item: CheckItem; state: ItemState; first: boolean; children?: ReactNode }) {
  const { t } = useTranslation();
  const { status, reason, path } = state;
  return (
    <Group
      component="li"
      align="flex-start"
      wrap="nowrap"
      gap="sm"
      py="sm"
      style={first ? undefined : { borderTop: '1px solid var(--mantine-color-gray-2)' }}
      data-testid={`device-check-item-${item}`}
      data-status={status}
    >
      <ThemeIcon variant="light" color={statusColor[status]} size={36} radius="xl">
        {itemIcons[item]}
      </ThemeIcon>
      <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text fw={600}>{t(`device_check.items.${item}`)}</Text>
          <Badge
            // Success is a filled dark teal (white on teal 9, 5:1): the light teal badge fell short of AA (4.3:1).
            color={status === 'success' ? 'teal.9' : statusColor[status]}
            variant={status === 'pending' ? 'outline' : status === 'success' ? 'filled' : 'light'}
            leftSection={status === 'processing' ? <Loader size={10} color="blue" aria-hidden /> : status === 'pending' ? <IconClock size={12} aria-hidden /> : null}
            style={{ flexShrink: 0 }}
          >
            {t(`device_check.status.${status}`)}
          </Badge>
        </Group>
        {status === 'failed' && reason ? (
          <>
            <Text size="sm" c="red.8" fw={500} data-testid={`device-check-reason-${item}`}>
              {t(`device_check.reason.${reason}`)}
            </Text>
            <Text size="sm" c="gray.7">
              {t(`device_check.hint.${reason}`)}
            </Text>
          </>
        ) : null}
        {status === 'success' && path ? (
          <Text size="sm" c="gray.7" data-testid="device-check-path" data-path={path}>
            {t(`device_check.path.${path}`)}
          </Text>
        ) : null}
        {children}
      </Stack>
    </Group>
  );
}

/** The check as a modal of its own (the entry page, which has no modals manager). */
export function DeviceCheckModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t('device_check.title')} size="lg" closeButtonProps={{ 'aria-label': t('common.close') }}>
      <DeviceCheck onClose={onClose} />
    </Modal>
  );
}
