export { activeCall, canStartNewCall } from './active-call';
export { videocallsRealtime } from './realtime';
export { videocallRoutes } from './routes';
