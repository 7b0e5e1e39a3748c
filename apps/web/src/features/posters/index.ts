export { registerPosterPlugIns } from './plug-ins';
export { postersRealtime } from './realtime';
