export { PresentationPage } from './components/presentation-page';
