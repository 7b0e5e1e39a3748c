export { MeetingSpacePage } from './components/meeting-space-page';
export { meetingsRealtime } from './realtime';
export { registerRecordingsReview, type RecordingsReviewProps } from './recordings-slot';
