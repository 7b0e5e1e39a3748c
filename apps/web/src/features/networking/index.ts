export { NetworkingPage } from './components/networking-page';
export { networkingRealtime } from './realtime';
