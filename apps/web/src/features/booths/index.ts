export { registerBoothPlugIns } from './plug-ins';
export { boothsRealtime } from './realtime';
export { registerBoothConsoleSections } from './console-sections';
