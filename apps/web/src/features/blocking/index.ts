export { registerBlockingPlugIns } from './plug-ins';
