export { registerEventConsoleSections } from './plug-ins';
export { eventsRealtime } from './realtime';
