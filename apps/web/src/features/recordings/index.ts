export { registerRecordingPlugIns } from './plug-ins';
export { recordingsRealtime } from './realtime';
