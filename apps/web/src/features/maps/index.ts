export { registerMapPlugIns } from './plug-ins';
export { mapsRealtime } from './realtime';
