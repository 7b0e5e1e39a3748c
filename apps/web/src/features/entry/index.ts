export { ConsoleSignIn, entryRoutes } from './routes';
