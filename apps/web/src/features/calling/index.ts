export { registerCallingPlugIns } from './plug-ins';
export { callingRealtime } from './realtime';
