import { registerAttendeeCardAction } from '@/shared/plug-ins/attendee-views';
import { lazyNamed } from '@/shared/ui/lazy';

/** "Report" on the attendee card (its form in the moderation chunk). */
export function registerModerationPlugIns(): void {
  registerAttendeeCardAction('report', lazyNamed(() => import('./report'), 'ReportPersonAction'));
}
