export { attendeeRoutes } from './routes';
export { registerAttendeeConsoleSections, registerAttendeePlugIns } from './plug-ins';
export { attendeesRealtime } from './realtime-binding';
export { attendeeQuery, type AttendeePage } from './api';
export { AttendeeSidebar } from './components/attendee-sidebar';
export { useAttendeeListOpen } from './list-open';
export { openAttendeeCard } from './open-card';
export { scopeKey, useScopeAttendeeSidebar } from './scope';
