import { UnstyledButton } from '@mantine/core';
import { IconCalendarEvent, IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { EventFooterProps } from '@/shared/plug-ins/event-footers';
import { layout, useIsMobile } from '@/shared/ui/layout';
import { lazyNamed } from '@/shared/ui/lazy';
import { timetableLayout } from '@foyer/domain';
import { timetableFooter, useTimetableFooterExpanded } from '../footer-store';
import { zoneLabel } from '../clock';
import classes from './timetable.module.css';

const TimetablePanel = lazyNamed(() => import('./timetable-panel'), 'TimetablePanel');

/**
 * The timetable footer (spec 2 §2): a tab 'Timetable' with the event's timezone that opens and closes the
 * timetable below it. Only with the calendar feature; on phones only while expanded (the calendar panel opens
 * it there). Not over full-screen pages such as the embedded space: the shell leaves footers out there.
 */
export function TimetableFooter({ event }: EventFooterProps) {
  const { t } = useTranslation();
  const isMobile = useIsMobile();
  const expanded = useTimetableFooterExpanded();
  const shown = event.enable_calendar;
  const tabShown = shown && (!isMobile || expanded);

  // Pages keep the tab's height free at their bottom.
  useEffect(() => {
    if (!tabShown) return;
    document.documentElement.style.setProperty('--event-footer-height', `${timetableLayout.tabHeight}px`);
    return () => {
      document.documentElement.style.removeProperty('--event-footer-height');
    };
  }, [tabShown]);
  // Leaving the event folds it again.
  useEffect(() => () => timetableFooter.set(false), [event.slug]);

  if (!tabShown) return null;
  return (
    <section className={classes.footer} aria-label={t('program.timetable')} data-testid="timetable-footer" data-expanded={expanded}>
      <UnstyledButton
        className={classes.tab}
        style={{ height: timetableLayout.tabHeight }}
        onClick={timetableFooter.toggle}
        aria-expanded={expanded}
        aria-controls="timetable-panel"
        data-testid="timetable-tab"
      >
        <IconCalendarEvent size={18} aria-hidden />
        <span className={classes.tabTitle}>{t('program.timetable')}</span>
        <span className={classes.tabZone}>{zoneLabel(event.timezone)}</span>
        {expanded ? <IconChevronDown size={16} aria-hidden /> : <IconChevronUp size={16} aria-hidden />}
      </UnstyledButton>
      {expanded ? (
        <div id="timetable-panel" className={classes.panel} style={{ maxHeight: isMobile ? `calc(100dvh - ${layout.topBarHeight + timetableLayout.tabHeight}px)` : undefined }}>
          <TimetablePanel event={event} />
        </div>
      ) : null}
    </section>
  );
}
