// What component tests need of the browser and the app before anything renders: jsdom lacks what
// Mantine measures with, and the texts are the en-US catalogue.
import { initI18nWith } from '@/i18n';
import { catalogues } from '@/i18n/all-catalogues';

if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
if (typeof window.ResizeObserver === 'undefined') {
  window.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
}
if (typeof window.IntersectionObserver === 'undefined') {
  // Embla (Mantine's carousel) watches its slides with it.
  window.IntersectionObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() { return []; }
  } as unknown as typeof IntersectionObserver;
}
window.HTMLElement.prototype.scrollIntoView ??= () => undefined;
// No font loading in jsdom; Mantine's autosizing Textarea listens to it.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', { value: { addEventListener: () => undefined, removeEventListener: () => undefined, ready: Promise.resolve() } });
}

initI18nWith('en-US', catalogues());
