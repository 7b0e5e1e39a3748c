export { registerNetworkingPlugIns } from './plug-ins';
export { networkingRealtime } from './realtime';
