import { registerAttendeeBadge, registerAttendeeCardAction } from '@/shared/plug-ins/attendee-views';
import { registerComposerGate } from '@/shared/plug-ins/private-chat';
import { registerProfileMenuItem } from '@/shared/plug-ins/profile-menu-items';
import { lazyNamed } from '@/shared/ui/lazy';

/**
 * Blocking a person (decision 0048): Block on the card, a Blocked badge, the list in the profile menu, and a
 * notice with Unblock in place of the composer of a conversation with someone blocked; one chunk.
 */
export function registerBlockingPlugIns(): void {
  const load = () => import('./components/parts');
  registerAttendeeCardAction('block', lazyNamed(load, 'BlockAction'));
  registerAttendeeBadge('blocked', lazyNamed(load, 'BlockedBadge'));
  registerComposerGate(lazyNamed(load, 'BlockedComposerGate'));
  registerProfileMenuItem({ id: 'blocked-people', component: lazyNamed(load, 'BlockedPeopleMenuItem') });
}
