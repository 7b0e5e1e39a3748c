import { Center, Loader } from '@mantine/core';
import { Suspense } from 'react';
import { i18n } from '@/i18n';
import { lazyNamed } from '@/shared/ui/lazy';
import { openAppModal } from '@/shared/ui/modals';

const AttendeeCardModal = lazyNamed(() => import('./components/attendee-card-modal'), 'AttendeeCardModal');

/**
 * Opens a person's business card (spec 3 "Attendee business card modal") from anywhere: the directory,
 * the sidebar, public chat names, booth staff. The card's code is fetched on first use.
 */
export const attendeeCardModalId = (userId: number) => `attendee-card-${userId}`;

export function openAttendeeCard(eventSlug: string, userId: number): void {
  openAppModal({
    id: attendeeCardModalId(userId),
    title: i18n.t('attendees.card.heading'),
    size: 'lg',
    children: (
      <Suspense fallback={<Center h={260}><Loader /></Center>}>
        <AttendeeCardModal eventSlug={eventSlug} userId={userId} />
      </Suspense>
    ),
  });
}
