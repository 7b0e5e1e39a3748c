export { RealtimeClient, type RealtimeStatus, type SocketLike } from './client';
export { realtime, setRealtimeReporter, useRealtimeStatus } from './realtime';
export { bindAll, type RealtimeBinding } from './binding';
