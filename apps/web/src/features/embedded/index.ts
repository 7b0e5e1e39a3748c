export { EmbeddedPage } from './components/embedded-page';
