export { CinemaPage } from './components/cinema-page';
