import { registerEventOverlay } from '@/shared/plug-ins/event-overlays';
import { AccessRequestOverlay } from './access-request-overlay';

/** Someone asks to join a call the person answers for: asked on whatever page of the event they are (decision 0067). */
export function registerVideocallPlugIns(): void {
  registerEventOverlay({ component: AccessRequestOverlay });
}
