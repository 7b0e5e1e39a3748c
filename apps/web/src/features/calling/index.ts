export { CallButton, canCall } from './call-button';
export { callingRealtime } from './realtime';
