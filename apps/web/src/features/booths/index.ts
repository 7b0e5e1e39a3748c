export { registerBoothPlugIns } from './plug-ins';
export { boothsRealtime } from './realtime';
