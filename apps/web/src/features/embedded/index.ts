export { registerEmbeddedPlugIns } from './plug-ins';
export { embeddedRealtime } from './realtime';
