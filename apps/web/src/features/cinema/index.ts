export { registerCinemaPlugIns } from './plug-ins';
export { cinemaRealtime } from './realtime';
