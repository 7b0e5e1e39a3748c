import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { catalogueLocales, fallbackLocale, type CatalogueLocale } from '@foyer/contracts/constants';

/**
 * Catalogues live in `locales/<locale>/<area>.json`; the file name is the first part of the key, so
 * `locales/en-US/map.json` holds `map.closed_space`. Each feature owns its area files.
 *
 * Each language is a chunk of its own (`catalogue-<locale>.ts`), fetched before the app first renders
 * and when an event switches to another language: a first visit downloads only the language it shows.
 * Every catalogue has every key (i18n.test.ts), so no fallback catalogue is fetched alongside.
 */
export type Catalogue = Record<string, Record<string, unknown>>;

const loaders: Record<CatalogueLocale, () => Promise<{ default: Record<string, Record<string, unknown>> }>> = {
  'en-US': () => import('./catalogue-en-US'),
  nl: () => import('./catalogue-nl'),
  de: () => import('./catalogue-de'),
  'vi-VN': () => import('./catalogue-vi-VN'),
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

const loading = new Map<CatalogueLocale, Promise<void>>();

/** Fetches a language's catalogue once and hands it to i18next. */
function ensureCatalogue(locale: CatalogueLocale): Promise<void> {
  if (i18n.hasResourceBundle(locale, 'translation')) return Promise.resolve();
  let pending = loading.get(locale);
  if (!pending) {
    pending = loaders[locale]().then(
      (module) => {
        i18n.addResourceBundle(locale, 'translation', catalogueOf(module.default), true, true);
      },
      (error: unknown) => {
        loading.delete(locale);
        throw error;
      },
    );
    loading.set(locale, pending);
  }
  return pending;
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
  return init(language, resources);
}

/** Switches the whole app to an event's language (falls back to en-US) once its catalogue is here. */
export async function applyEventLanguage(language: string | null | undefined): Promise<void> {
  const target = catalogueFor(language);
  await ensureCatalogue(target);
  if (i18n.language !== target) await i18n.changeLanguage(target);
  document.documentElement.lang = target;
}

export { i18n };
