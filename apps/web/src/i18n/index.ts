import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { catalogueLocales, fallbackLocale, type CatalogueLocale } from '@foyer/contracts/constants';
import type { CataloguePart } from './start-areas';

/**
 * Catalogues live in `locales/<locale>/<area>.json`; the file name is the first part of the key, so
 * `locales/en-US/map.json` holds `map.closed_space`. Each feature owns its area files.
 *
 * Each language comes in two chunks (vite-catalogues.ts): the areas a signed-out first visit shows
 * (`start-areas.ts`), fetched before the app first renders, and the rest, fetched with the first lazy
 * component that needs it (`ensureWholeCatalogue`, shared/ui/lazy.ts), so that no feature's texts weigh on
 * the entry page. An event switching to another language fetches what the app already had of its own.
 * Every catalogue has every key (i18n.test.ts), so no fallback catalogue is fetched alongside.
 */
export type Catalogue = Record<string, Record<string, unknown>>;

type Loader = () => Promise<{ default: Catalogue }>;
const loaders: Record<CatalogueLocale, Record<CataloguePart, Loader>> = {
  'en-US': { start: () => import('virtual:catalogue/en-US/start'), more: () => import('virtual:catalogue/en-US/more') },
  nl: { start: () => import('virtual:catalogue/nl/start'), more: () => import('virtual:catalogue/nl/more') },
  de: { start: () => import('virtual:catalogue/de/start'), more: () => import('virtual:catalogue/de/more') },
  'vi-VN': { start: () => import('virtual:catalogue/vi-VN/start'), more: () => import('virtual:catalogue/vi-VN/more') },
};

/** `{ './locales/nl/map.json': {...} }` → `{ map: {...} }`. */
export function catalogueOf(files: Record<string, Record<string, unknown>>): Catalogue {
  const out: Catalogue = {};
  for (const [file, content] of Object.entries(files)) {
    const area = /\/([^/]+)\.json$/.exec(file)?.[1];
    if (area) out[area] = content;
  }
  return out;
}

/** Maps any locale the spec lists (en, nl-NL, de-DE, …) to the catalogue that serves it. */
export function catalogueFor(language: string | null | undefined): CatalogueLocale {
  if (!language) return fallbackLocale;
  const lower = language.toLowerCase();
  if (lower.startsWith('nl')) return 'nl';
  if (lower.startsWith('de')) return 'de';
  if (lower.startsWith('vi')) return 'vi-VN';
  return fallbackLocale;
}

/** Parts fetched or being fetched, by `<locale>/<part>`. */
const loading = new Map<string, Promise<void>>();
/** Whether the app has needed its whole catalogue yet (then a language switch fetches both parts). */
let wholeWanted = false;

/** Fetches one part of a language's catalogue once and hands it to i18next. */
function ensurePart(locale: CatalogueLocale, part: CataloguePart): Promise<void> {
  const key = `${locale}/${part}`;
  let pending = loading.get(key);
  if (!pending) {
    pending = loaders[locale][part]().then(
      (module) => {
        i18n.addResourceBundle(locale, 'translation', module.default, true, true);
      },
      (error: unknown) => {
        loading.delete(key);
        throw error;
      },
    );
    loading.set(key, pending);
  }
  return pending;
}

/** What the app needs of a language now: its start areas, and the rest once anything needed it. */
async function ensureCatalogue(locale: CatalogueLocale): Promise<void> {
  await Promise.all([ensurePart(locale, 'start'), ...(wholeWanted ? [ensurePart(locale, 'more')] : [])]);
}

/**
 * The whole catalogue of the language the app speaks (from now on also of any it switches to). Lazy
 * components wait for it unless they render with the start areas alone (`firstVisit`).
 */
export function ensureWholeCatalogue(): Promise<void> {
  wholeWanted = true;
  // Not started (a component test without texts): initI18n fetches the whole catalogue then.
  if (!i18n.isInitialized) return Promise.resolve();
  return ensureCatalogue(catalogueFor(i18n.language));
}

function init(language: CatalogueLocale, resources: Partial<Record<CatalogueLocale, Catalogue>>): typeof i18n {
  if (!i18n.isInitialized) {
    void i18n.use(initReactI18next).init({
      resources: Object.fromEntries(Object.entries(resources).map(([l, c]) => [l, { translation: c }])),
      partialBundledLanguages: true,
      lng: language,
      fallbackLng: fallbackLocale,
      supportedLngs: [...catalogueLocales],
      interpolation: { escapeValue: false },
      returnNull: false,
      // Texts that arrive later (the rest of a catalogue) render again where they were missing.
      react: { bindI18nStore: 'added' },
    });
  }
  return i18n;
}

/**
 * Starts i18next in the browser's language (or `language`), with that catalogue fetched first: the app
 * renders after this resolves, so it never shows keys instead of texts.
 */
export async function initI18n(language?: string): Promise<typeof i18n> {
  const locale = catalogueFor(language ?? (typeof navigator !== 'undefined' ? navigator.language : undefined));
  init(locale, {});
  await ensureCatalogue(locale);
  document.documentElement.lang = locale;
  return i18n;
}

/** i18next with the given catalogues at once (tests, which switch languages synchronously). */
export function initI18nWith(language: CatalogueLocale, resources: Partial<Record<CatalogueLocale, Catalogue>>): typeof i18n {
  // Whole catalogues: nothing of these languages is fetched later.
  for (const locale of Object.keys(resources) as CatalogueLocale[]) {
    loading.set(`${locale}/start`, Promise.resolve());
    loading.set(`${locale}/more`, Promise.resolve());
  }
  return init(language, resources);
}

/** Switches the whole app to an event's language (falls back to en-US) once its catalogue is here. */
export async function applyEventLanguage(language: string | null | undefined): Promise<void> {
  const target = catalogueFor(language);
  await ensureCatalogue(target);
  // The whole catalogue may have been asked for while the start areas came.
  if (wholeWanted) await ensureCatalogue(target);
  if (i18n.language !== target) await i18n.changeLanguage(target);
  document.documentElement.lang = target;
}

export { i18n };
