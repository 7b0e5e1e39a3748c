import { Suspense, useSyncExternalStore } from 'react';
import type { EventOverlayProps } from '@/shared/plug-ins/event-overlays';
import { lazyNamed } from '@/shared/ui/lazy';
import { accessRequests } from './call-events';

const AccessRequestModal = lazyNamed(() => import('./components/access-request-modal'), 'AccessRequestModal');

/**
 * The event shell's overlay for access requests (plug-ins.ts): mounted once on every page of the event, it
 * loads the modal (a chunk of its own) only when someone asks to join a call this person answers for.
 */
export function AccessRequestOverlay({ event }: EventOverlayProps) {
  const waiting = useSyncExternalStore(accessRequests.subscribe, () => accessRequests.get().length > 0, () => false);
  // Its own boundary: the modal's chunk loading leaves the shell's other overlays alone.
  return waiting ? (
    <Suspense fallback={null}>
      <AccessRequestModal eventSlug={event.slug} />
    </Suspense>
  ) : null;
}
