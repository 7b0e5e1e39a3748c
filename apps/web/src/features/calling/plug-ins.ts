import { registerAttendeeCallButton } from '@/shared/plug-ins/attendee-views';
import { lazyNamed } from '@/shared/ui/lazy';

/** Calling an attendee from the directory, their card and a booth's staff (spec 3); the invite modal comes with its binding. */
export function registerCallingPlugIns(): void {
  registerAttendeeCallButton(lazyNamed(() => import('./call-button'), 'CallButton'));
}
