export { sessionRoutes } from './routes';
