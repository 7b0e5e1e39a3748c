export { recordingsRealtime } from './realtime';
