export { registerEventConsoleSections } from './plug-ins';
