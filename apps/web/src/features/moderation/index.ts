export { registerModerationConsoleSections } from './console-sections';
export { moderationRealtime, SilencedNotice, useSilence } from './silence';
export { registerModerationPlugIns } from './plug-ins';

/** Opens the report form for a public message; its code arrives when first used. */
export const reportPublicMessage = (eventSlug: string, messageId: number): void => {
  void import('./report').then((m) => m.reportMessage(eventSlug, messageId));
};
