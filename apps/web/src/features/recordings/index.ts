export { registerRecordingPlugIns } from './plug-ins';
export { recordingsRealtime } from './realtime';
export { registerRecordingConsoleSections } from './console-sections';
