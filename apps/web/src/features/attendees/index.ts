export { openAttendeeCard } from './open-card';
export { useAttendeeSubscriptions } from './realtime';
export { attendeesRealtime } from './realtime-binding';
export { attendeeRoutes } from './routes';
export { attendeeKeys, attendeeQuery } from './api';
