export { videocallRoutes } from './routes';
export { registerVideocallPlugIns } from './plug-ins';
export { videocallsRealtime } from './realtime';
export { activeCall, canStartNewCall } from './active-call';
export { CallRoom } from './components/call-room-page';
export { VideoView } from './components/media-views';
export { useTileSizes } from './components/tile-sizes';
export { type RemoteParticipant } from './media/call-media';
export { useCallMedia } from './media/use-call-media';
