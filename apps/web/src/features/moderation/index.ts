export { registerModerationConsoleSections } from './console-sections';
export { moderationRealtime, SilencedNotice, useSilence } from './silence';
