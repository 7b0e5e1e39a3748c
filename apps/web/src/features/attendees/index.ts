export { attendeeRoutes } from './routes';
export { registerAttendeePlugIns } from './plug-ins';
export { registerAttendeeConsoleSections } from './console/plug-ins';
export { attendeesRealtime } from './realtime-binding';
export { attendeeQuery, type AttendeePage } from './api';
export { AttendeeSidebar } from './components/attendee-sidebar';
export { useAttendeeListOpen } from './list-open';
export { openAttendeeCard } from './open-card';
export { scopeKey, useScopeAttendeeSidebar } from './scope';
