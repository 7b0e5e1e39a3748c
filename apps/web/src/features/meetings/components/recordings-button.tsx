import { Button, Center, Drawer, Loader } from '@mantine/core';
import { IconMovie } from '@tabler/icons-react';
import { recordingsButtonVisible, type MeetingRoom } from '@foyer/contracts';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOnceTrue } from '@/shared/ui/lazy';
import { recordingsReview } from '@/shared/plug-ins/recordings-review';

interface Props {
  eventSlug: string;
  room: MeetingRoom;
  now: number;
  variant: 'filled' | 'light';
}

/**
 * The hosts' recordings button: opens the recordings feature's review list beside the room. Hidden within
 * the hour before the start (the recordings' reading of the spec's one-hour rule, decision 0033).
 */
export function RecordingsButton({ eventSlug, room, now, variant }: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const mounted = useOnceTrue(open);
  const review = recordingsReview();
  if (!review || !recordingsButtonVisible(room.is_host, room.meeting.starts_at, new Date(now))) return null;
  const Review = review.component;
  return (
    <>
      <Button size={variant === 'light' ? 'xs' : 'sm'} variant={variant} leftSection={<IconMovie size={14} aria-hidden />} onClick={() => setOpen(true)} data-testid="recordings-button">
        {t('meetings.room.recordings')}
      </Button>
      <Drawer opened={open} onClose={() => setOpen(false)} position="right" size="lg" title={t('meetings.room.recordings')} closeButtonProps={{ 'aria-label': t('common.close') }}>
        {mounted ? (
          <Suspense fallback={<Center h={200}><Loader /></Center>}>
            <Review eventSlug={eventSlug} room={room} />
          </Suspense>
        ) : null}
      </Drawer>
    </>
  );
}
