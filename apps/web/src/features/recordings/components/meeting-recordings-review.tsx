import type { MeetingRoom } from '@foyer/contracts';
import { RecordingsReviewList } from './recordings-review-list';

/** The review list as the meeting room mounts it (its recordings button): the room's meeting names the address. */
export function MeetingRecordingsReview({ eventSlug, room }: { eventSlug: string; room: MeetingRoom }) {
  return <RecordingsReviewList eventSlug={eventSlug} spaceSlug={room.meeting.space.slug} roomSlug={room.meeting.slug} />;
}
