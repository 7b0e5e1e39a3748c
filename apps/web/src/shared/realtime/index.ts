export { RealtimeClient, type RealtimeStatus, type SocketLike } from './client';
export { realtime, setRealtimeReporter, useRealtimeStatus } from './realtime';
export type { RealtimeBinding } from './binding';
