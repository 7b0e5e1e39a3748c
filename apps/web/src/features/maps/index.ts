export { registerMapPlugIns } from './plug-ins';
export { mapsRealtime } from './realtime';
export { registerMapConsoleSections } from './console-sections';
