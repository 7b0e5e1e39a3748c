import type { ComponentType } from 'react';
import type { MeetingRoom } from '@foyer/contracts';

/** What the recordings review list receives from the meeting room. */
export interface RecordingsReviewProps {
  eventSlug: string;
  room: MeetingRoom;
}

/**
 * The recordings feature's review list, mounted by the meeting room for its hosts (registered at start in
 * its plug-ins.ts, lazily: nothing of it in the entry page). Without a registration the room shows no
 * recordings button.
 */
export interface RecordingsReview {
  component: ComponentType<RecordingsReviewProps>;
}

let review: RecordingsReview | null = null;

export function registerRecordingsReview(entry: RecordingsReview): void {
  review = entry;
}

export const recordingsReview = (): RecordingsReview | null => review;
