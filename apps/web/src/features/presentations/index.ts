export { registerPresentationPlugIns } from './plug-ins';
export { presentationsRealtime } from './realtime';
export { registerStageConsoleSections } from './console-sections';
