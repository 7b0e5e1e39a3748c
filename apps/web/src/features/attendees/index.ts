export { openAttendeeCard } from './open-card';
export { useAttendeeSubscriptions } from './realtime';
export { attendeesRealtime } from './realtime-binding';
export { attendeeRoutes } from './routes';
export { registerAttendeeBroadcastBar, registerAttendeeCallButton, registerAttendeeChatOpener, type CallButtonProps } from './extensions';
export { attendeeKeys, attendeeQuery } from './api';
