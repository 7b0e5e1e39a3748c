export { EventRoot } from './event-root';
export { EventLayout } from './event-layout';
export { RootPage } from './pages/root-page';
