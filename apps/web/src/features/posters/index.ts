export { PostersPage } from './components/posters-page';
