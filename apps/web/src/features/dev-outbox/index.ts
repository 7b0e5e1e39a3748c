export { devOutboxRoutes } from './routes';
