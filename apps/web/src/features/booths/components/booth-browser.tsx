import { Carousel } from '@mantine/carousel';
import { ActionIcon, Button, Drawer, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronLeft, IconChevronRight, IconLayoutSidebarRight } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { EmblaCarouselType } from 'embla-carousel';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useNotificationsBesidePanel } from '@/shared/ui/notifications-offset';
import { useIsMobile, useSidebarWidth } from '@/shared/ui/layout';
import { boothListQuery } from '../api';
import { boothPath, loadedIndices, wrapIndex } from '../browser-logic';
import { useSwipe } from '../hooks/use-swipe';
import { BoothSidebar } from './booth-sidebar';
import { BoothSkeleton, BoothView } from './booth-view';
import classes from './booth.module.css';

interface BoothBrowserProps {
  eventSlug: string;
  mapSlug: string;
  boothSlug: string;
}

/**
 * The booth carousel with its sidebar (spec 1 "Booth browser"): arrows and swipes go to the previous or
 * next booth of the map, wrapping; the address follows (replaced, so Back leaves the booths); only the
 * current booth and its neighbours are rendered when there are more than three.
 */
export function BoothBrowser({ eventSlug, mapSlug, boothSlug }: BoothBrowserProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const mobile = useIsMobile();
  const [drawer, { open, close }] = useDisclosure(false);
  const [embla, setEmbla] = useState<EmblaCarouselType | null>(null);
  const list = useQuery(boothListQuery(eventSlug, mapSlug, { limit: 999 }));
  const booths = useMemo(() => list.data?.results ?? [], [list.data]);
  const index = booths.findIndex((b) => b.slug === boothSlug);
  // Notices start left of the booth list, never over it.
  const sidebarWidth = useSidebarWidth();
  useNotificationsBesidePanel(!mobile && index >= 0 ? sidebarWidth : null);

  const go = useCallback(
    (step: number) => {
      if (index < 0 || booths.length < 2) return;
      const next = booths[wrapIndex(index, step, booths.length)]!;
      void navigate(boothPath(eventSlug, next.slug, mapSlug), { replace: true });
    },
    [booths, index, eventSlug, mapSlug, navigate],
  );
  const swipe = useSwipe(go);

  // The address leads; the carousel follows it (sidebar clicks, arrows, swipes all change the address).
  useEffect(() => {
    if (embla && index >= 0 && embla.selectedScrollSnap() !== index) embla.scrollTo(index);
  }, [embla, index]);

  if (list.isPending) return <BoothSkeleton />;
  // A booth not on this map's list (closed, or the list failed): show it alone.
  if (index < 0) return <div className={classes.single}><BoothView eventSlug={eventSlug} boothSlug={boothSlug} active /></div>;

  const loaded = loadedIndices(index, booths.length);
  const sidebar = <BoothSidebar eventSlug={eventSlug} mapSlug={mapSlug} currentSlug={boothSlug} onPick={close} withTitle={!mobile} />;
  return (
    <div className={classes.browser} data-testid="booth-browser">
      <div className={classes.carouselArea}>
        <div className={classes.browserBar}>
          <Tooltip label={t('booths.previous')}>
            <ActionIcon variant="default" size="lg" radius="xl" onClick={() => go(-1)} aria-label={t('booths.previous')} data-testid="booth-prev">
              <IconChevronLeft size={20} />
            </ActionIcon>
          </Tooltip>
          <span className={classes.position} aria-live="polite">{t('booths.position', { current: index + 1, total: booths.length })}</span>
          <Tooltip label={t('booths.next')}>
            <ActionIcon variant="default" size="lg" radius="xl" onClick={() => go(1)} aria-label={t('booths.next')} data-testid="booth-next">
              <IconChevronRight size={20} />
            </ActionIcon>
          </Tooltip>
          {mobile ? (
            <Button variant="light" size="compact-md" ml="auto" leftSection={<IconLayoutSidebarRight size={16} aria-hidden />} onClick={open}>
              {t('booths.sidebar.open')}
            </Button>
          ) : null}
        </div>
        <Carousel
          getEmblaApi={setEmbla}
          initialSlide={index}
          withControls={false}
          withKeyboardEvents={false}
          emblaOptions={{ loop: booths.length > 2, watchDrag: false, duration: 22 }}
          onSlideChange={(i) => {
            const b = booths[i];
            if (b && b.slug !== boothSlug) void navigate(boothPath(eventSlug, b.slug, mapSlug), { replace: true });
          }}
          classNames={{ container: classes.carouselContainer, slide: classes.carouselSlide }}
          aria-label={t('booths.carousel')}
        >
          {booths.map((b, i) => (
            <Carousel.Slide key={b.id} aria-hidden={i !== index} inert={i !== index} data-testid={loaded.has(i) ? 'booth-slide-loaded' : 'booth-slide'}>
              {loaded.has(i) ? (
                <BoothView eventSlug={eventSlug} boothSlug={b.slug} active={i === index} swipe={swipe} />
              ) : null}
            </Carousel.Slide>
          ))}
        </Carousel>
      </div>
      {mobile ? (
        <Drawer opened={drawer} onClose={close} position="right" size="min(90vw, 360px)" title={t('booths.sidebar.title')}
          styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' }, body: { padding: 0 } }} closeButtonProps={{ 'aria-label': t('common.close') }}>
          {sidebar}
        </Drawer>
      ) : (
        sidebar
      )}
    </div>
  );
}
