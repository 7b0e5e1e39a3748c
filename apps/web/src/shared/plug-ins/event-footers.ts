import type { ComponentType } from 'react';
import type { CurrentEvent, CurrentUser } from '@foyer/contracts';

export interface EventFooterProps {
  event: CurrentEvent;
  user: CurrentUser | undefined;
}

/**
 * Bottom panels of event pages (the program's timetable footer): a feature registers one at start
 * (its plug-ins.ts, a lazy component) and decides itself when it shows. The shell draws them fixed at
 * the bottom, beside the open sidebar, and keeps `--event-footer-height` of the page free for them; never over
 * a page whose route says it fills the screen (`handle.fullScreen`: call rooms, the networking map, the embedded space).
 */
export interface EventFooter {
  component: ComponentType<EventFooterProps>;
}

const footers: EventFooter[] = [];

export function registerEventFooter(footer: EventFooter): void {
  footers.push(footer);
}

export const eventFooters = (): readonly EventFooter[] => footers;
