import { Center, Loader } from '@mantine/core';
import type { AppointmentSchedule } from '@foyer/contracts';
import { Suspense } from 'react';
import { i18n } from '@/i18n';
import { lazyNamed } from '@/shared/ui/lazy';
import { openAppModal } from '@/shared/ui/modals';

const RequestDialog = lazyNamed(() => import('./components/request-dialog'), 'RequestDialog');

export const requestDialogId = 'appointment-request';

/** Whom a request goes to: what the attendee card, the chat and a schedule know of the person. */
export interface RequestPerson {
  id: number;
  first_name: string;
  last_name: string;
  mugshot: string | null;
}

/**
 * Opens the two-step meeting dialog (spec 2 §4) for `person`; with `previous`, it reschedules that
 * request. The dialog's code is a chunk fetched on first use.
 */
export function openRequestDialog(eventSlug: string, person: RequestPerson, previous?: AppointmentSchedule): void {
  openAppModal({
    id: requestDialogId,
    title: i18n.t(previous ? 'appointments.dialog.reschedule_title' : 'appointments.dialog.title'),
    size: 'lg',
    children: (
      <Suspense fallback={<Center h={320}><Loader aria-label={i18n.t('common.loading')} /></Center>}>
        <RequestDialog eventSlug={eventSlug} person={person} previous={previous ?? null} />
      </Suspense>
    ),
  });
}
