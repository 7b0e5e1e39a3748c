export { registerModerationConsoleSections } from './console-sections';
