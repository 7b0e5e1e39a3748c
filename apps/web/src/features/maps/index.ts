export { MapPage } from './components/map-page';
export { mapsRealtime } from './realtime';
export { mapKeys, mapQuery } from './api';
