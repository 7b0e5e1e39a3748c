export { BoothSpacePage } from './components/booth-space-page';
export { boothsRealtime } from './realtime';
