export { meetingPageRoutes } from './routes';
export { registerMeetingPlugIns } from './plug-ins';
export { meetingsRealtime } from './realtime';
export { registerMeetingConsoleSections } from './console-sections';
