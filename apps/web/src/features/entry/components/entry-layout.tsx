import { Badge, Button, Group, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconDeviceLaptop, IconHelpCircle, IconPlayerPlay } from '@tabler/icons-react';
import { Suspense, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { EventPreview } from '@foyer/contracts';
import { useIntroVideo } from '../hooks/use-intro-video';
import { lazyNamed, useOnceTrue } from '@/shared/ui/lazy';
import classes from './entry.module.css';

interface EntryLayoutProps {
  event: EventPreview;
  backstage: boolean;
  /** Under the heading; none while the intro text stands in for the form. */
  subtitle?: string;
  children: ReactNode;
}

// Fetched when first opened: the help text needs a scroll area and the HTML sanitiser.
const HelpModal = lazyNamed(() => import('./help-modal'), 'HelpModal');
// Mantine's Modal too, so fetched when the video first plays (at once where the event starts it by itself).
const IntroVideo = lazyNamed(() => import('./intro-video'), 'IntroVideo');
// The device compatibility check (spec 3), fetched when first opened.
const DeviceCheckModal = lazyNamed(() => import('@/features/device-check'), 'DeviceCheckModal');

/**
 * The entry page frame (spec 1 §2). One DOM for both layouts so the reading and keyboard order stay the
 * same: desktop shows the background full-bleed and a card over it; below 932 px the CSS stacks logo,
 * banner image, form and help.
 */
export function EntryLayout({ event, backstage, subtitle, children }: EntryLayoutProps) {
  const { t } = useTranslation();
  const [helpOpened, help] = useDisclosure(false);
  const helpMounted = useOnceTrue(helpOpened);
  const [devicesOpened, devices] = useDisclosure(false);
  const devicesMounted = useOnceTrue(devicesOpened);
  const intro = useIntroVideo(event);
  const introMounted = useOnceTrue(intro.open);
  const background = event.background_image ?? event.home_space?.image ?? null;
  const banner = event.banner_image ?? background;
  const style = { '--entry-background': background ? `url("${background}")` : undefined } as CSSProperties;

  return (
    <div className={classes.page} style={style} data-has-background={background ? true : undefined}>
      <div className={classes.backdrop} aria-hidden />
      {/* The browser check exists but is kept out of sight for now (spec 1, other public routes). */}
      <a href="/my-browser/" className={classes.browserLink}>
        {t('entry.check_browser')}
      </a>
      <main className={classes.main}>
        <div className={classes.card}>
          <header className={classes.brand}>
            {event.logo ? <img src={event.logo} alt={event.name} className={classes.logo} /> : <Text className={classes.logoText}>{event.name}</Text>}
          </header>
          {banner ? <img src={banner} alt="" className={classes.banner} /> : null}
          <div className={classes.body}>
            <div className={classes.heading}>
              {backstage ? (
                <Badge variant="light" color="gray" radius="sm" mb={8}>
                  {t('entry.backstage_badge')}
                </Badge>
              ) : null}
              <Title order={1} className={classes.title}>
                {t('entry.heading', { name: event.name })}
              </Title>
              {subtitle ? (
                <Text c="gray.7" size="sm" mt={6} className={classes.subtitle}>
                  {subtitle}
                </Text>
              ) : null}
            </div>
            {children}
          </div>
          <Group component="nav" className={classes.footer} gap="xs" justify="center" aria-label={t('entry.help')}>
            {event.help_content ? (
              <Button variant="subtle" color="gray" size="sm" leftSection={<IconHelpCircle size={18} aria-hidden />} onClick={help.open}>
                {t('entry.help')}
              </Button>
            ) : null}
            {intro.available ? (
              <Button variant="subtle" color="gray" size="sm" leftSection={<IconPlayerPlay size={18} aria-hidden />} onClick={intro.play}>
                {t('intro.video.replay')}
              </Button>
            ) : null}
            <Button variant="subtle" color="gray" size="sm" leftSection={<IconDeviceLaptop size={18} aria-hidden />} onClick={devices.open}>
              {t('device_check.open')}
            </Button>
          </Group>
        </div>
        <Text className={classes.poweredBy}>{t('entry.powered_by')}</Text>
      </main>
      {event.help_content && helpMounted ? (
        <Suspense fallback={null}>
          <HelpModal html={event.help_content} opened={helpOpened} onClose={help.close} />
        </Suspense>
      ) : null}
      {devicesMounted ? (
        <Suspense fallback={null}>
          <DeviceCheckModal opened={devicesOpened} onClose={devices.close} />
        </Suspense>
      ) : null}
      {event.intro_video && introMounted ? (
        <Suspense fallback={null}>
          <IntroVideo src={event.intro_video} poster={event.intro_thumbnail_url} opened={intro.open} onClose={intro.close} />
        </Suspense>
      ) : null}
    </div>
  );
}
