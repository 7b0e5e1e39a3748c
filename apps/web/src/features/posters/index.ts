export { registerPosterPlugIns } from './plug-ins';
export { postersRealtime } from './realtime';
export { registerPosterConsoleSections } from './console-sections';
