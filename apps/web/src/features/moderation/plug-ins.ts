import { registerAttendeeCardAction } from '@/shared/plug-ins/attendee-views';
import { registerComposerGate } from '@/shared/plug-ins/private-chat';
import { lazyNamed } from '@/shared/ui/lazy';
import { SilencedComposerGate } from './silence';

/**
 * "Report" on the attendee card (its form in the moderation chunk); the silence's notice in place of the
 * composer of a private conversation with anyone but the event's owners and moderators.
 */
export function registerModerationPlugIns(): void {
  registerAttendeeCardAction('report', lazyNamed(() => import('./report'), 'ReportPersonAction'));
  // In the main chunk already (the public chat's composer reads the silence too).
  registerComposerGate(SilencedComposerGate);
}
