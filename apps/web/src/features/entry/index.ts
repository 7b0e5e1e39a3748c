export { entryRoutes } from './routes';
