export { registerCinemaPlugIns } from './plug-ins';
export { cinemaRealtime } from './realtime';
export { registerCinemaConsoleSections } from './console-sections';
