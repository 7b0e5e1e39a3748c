import { catalogueLocales, type CatalogueLocale } from '@foyer/contracts';
import { catalogueOf, type Catalogue } from './index';

/** Every catalogue at once, for tests (the app loads only the language it speaks, index.ts). */
const files = import.meta.glob<Record<string, unknown>>('./locales/*/*.json', { eager: true, import: 'default' });

export function catalogues(): Record<CatalogueLocale, Catalogue> {
  return Object.fromEntries(
    catalogueLocales.map((locale) => [
      locale,
      catalogueOf(Object.fromEntries(Object.entries(files).filter(([file]) => file.startsWith(`./locales/${locale}/`)))),
    ]),
  ) as Record<CatalogueLocale, Catalogue>;
}
