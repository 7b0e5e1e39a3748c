import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { catalogueLocales, fallbackLocale, type CatalogueLocale } from '@foyer/contracts';

/**
 * Catalogues live in `locales/<locale>/<area>.json`; the file name is the first part of the key, so
 * `locales/en-US/map.json` holds `map.closed_space`. Each feature owns its area files.
 */
const files = import.meta.glob<Record<string, unknown>>('./locales/*/*.json', { eager: true, import: 'default' });

export type Catalogue = Record<string, Record<string, unknown>>;

export function catalogues(): Record<CatalogueLocale, Catalogue> {
  const out = Object.fromEntries(catalogueLocales.map((l) => [l, {} as Catalogue])) as Record<CatalogueLocale, Catalogue>;
  for (const [file, content] of Object.entries(files)) {
    const match = /\.\/locales\/([^/]+)\/([^/]+)\.json$/.exec(file);
    if (!match) continue;
    const [, locale, area] = match as unknown as [string, CatalogueLocale, string];
    if (out[locale]) out[locale][area] = content;
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

export function initI18n(language?: string): typeof i18n {
  if (!i18n.isInitialized) {
    void i18n.use(initReactI18next).init({
      resources: Object.fromEntries(Object.entries(catalogues()).map(([l, c]) => [l, { translation: c }])),
      lng: catalogueFor(language ?? (typeof navigator !== 'undefined' ? navigator.language : undefined)),
      fallbackLng: fallbackLocale,
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  }
  return i18n;
}

/** Switches the whole app to an event's language (falls back to en-US). */
export async function applyEventLanguage(language: string | null | undefined): Promise<void> {
  const target = catalogueFor(language);
  if (i18n.language !== target) await i18n.changeLanguage(target);
  document.documentElement.lang = target;
}

export { i18n };
