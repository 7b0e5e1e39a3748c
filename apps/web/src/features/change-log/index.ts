export { registerChangeLogConsoleSections } from './plug-ins';
