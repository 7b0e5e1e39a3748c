export { registerPresentationPlugIns } from './plug-ins';
export { presentationsRealtime } from './realtime';
