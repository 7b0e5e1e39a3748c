/**
 * The catalogue areas (`locales/<locale>/<area>.json`) that a signed-out first visit shows: the app's frame,
 * the loading screen, the entry page with its sign-in and the login and logout pages. The app fetches these
 * first, one chunk per language (`catalogue-<locale>`); the rest of the language (`catalogue-<locale>-more`)
 * comes with the first lazy component not marked `firstVisit` (shared/ui/lazy.ts): every page inside an event,
 * and every feature added later, without anyone listing it. Keep this list short: each area in it is fetched by
 * every first visit (bench/web-bundle; the build test in apps/server/test/web-serving.api.test.ts).
 */
export const startAreas: readonly string[] = ['app', 'common', 'device_check', 'entry', 'errors', 'event_access', 'form', 'intro', 'login', 'logout', 'server_entry', 'shell'];

/** Which part of a language's catalogue an area is in. */
export type CataloguePart = 'start' | 'more';

export const partOf = (area: string): CataloguePart => (startAreas.includes(area) ? 'start' : 'more');
