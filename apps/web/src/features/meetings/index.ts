export { MeetingSpacePage } from './components/meeting-space-page';
export { meetingsRealtime } from './realtime';
